export { EmailField } from './EmailField';
export type { EmailFieldProps } from './EmailField';
