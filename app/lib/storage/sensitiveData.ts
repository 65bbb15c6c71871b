// Sensitive values kept in memory only, for the length of one page (SPEC
// §3.5). They are never written to any storage area.

export type SensitiveDataKind = 'auth' | 'accountResetData' | 'newRecoveryKeyData' | 'password' | 'decryptedRecoveryKeyData' | 'syncLogin';

export const SENSITIVE_DATA_KINDS: readonly SensitiveDataKind[] = [
  'auth',
  'accountResetData',
  'newRecoveryKeyData',
  'password',
  'decryptedRecoveryKeyData',
  'syncLogin',
];

export interface SensitiveData {
  get<T>(kind: SensitiveDataKind): T | undefined;
  set(kind: SensitiveDataKind, value: unknown): void;
  clear(kind?: SensitiveDataKind): void;
}

export function createSensitiveData(): SensitiveData {
  const values = new Map<SensitiveDataKind, unknown>();
  return {
    get: <T>(kind: SensitiveDataKind) => values.get(kind) as T | undefined,
    set: (kind, value) => {
      values.set(kind, value);
    },
    clear: (kind) => {
      if (kind === undefined) values.clear();
      else values.delete(kind);
    },
  };
}
