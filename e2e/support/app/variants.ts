// How journeys are driven. Every journey and every fault chain runs twice: by
// pointer in English, and by keyboard alone in Hebrew (right to left).
// Between them each step meets a pointer, the keyboard alone, and a
// right-to-left language; a third run by keyboard in English would check
// nothing that these two leave out (the English texts are the pointer run's).
import type { Input } from './input';

export interface Variant {
  name: string;
  input: Input;
  /** The browser locale; English when absent. */
  locale?: string;
}

export const VARIANTS: readonly Variant[] = [
  { name: 'pointer', input: 'pointer' },
  { name: 'keyboard, Hebrew', input: 'keyboard', locale: 'he-IL' },
];
