export { EmailAddress } from './EmailAddress';
export type { EmailAddressProps } from './EmailAddress';
