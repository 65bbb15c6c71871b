export { EntryPage } from './EntryPage';
export type { EntryPageProps } from './EntryPage';
export { EntryContainer, emailFromState, queryWithEmail } from './container';
export type { EntryContainerProps } from './container';
export { EMAIL_MASK_DOMAINS, KNOWN_MISSPELLINGS, POPULAR_DOMAINS, PRODUCT_DOMAINS, checkEmail, editDistance, isEmailMask, isValidEmail } from './emailHints';
export type { EmailCheck } from './emailHints';
