// What the route table needs from the legal pages: their containers.
export { PrivacyContainer, TermsContainer } from './LegalDoc/container';
export { LegalIndexPage as LegalIndexContainer } from './LegalIndex/LegalIndexPage';
