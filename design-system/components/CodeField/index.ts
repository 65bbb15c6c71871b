export { CodeField, cleanCode } from './CodeField';
export type { CodeFieldProps } from './CodeField';
