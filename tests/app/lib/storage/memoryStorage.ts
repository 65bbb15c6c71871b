// A small in-memory Web Storage area for tests, listing its keys as the browser's does.
export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> {
  readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A storage area that refuses every call, as a browser with cookies blocked does. */
export class BlockedStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}
