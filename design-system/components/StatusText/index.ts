export { StatusText } from './StatusText';
export type { StatusTextProps } from './StatusText';
