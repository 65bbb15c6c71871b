// What the route table needs from the entry page: its container for / and /oauth.
export { EntryContainer, OAuthEntryContainer } from './Entry/container';
