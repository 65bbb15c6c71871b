// An authorization request of the development notes service (a public client
// with PKCE), as its sign-in link puts it in /authorization's address.

/** The query string, with its leading '?'. */
export const NOTES_AUTHORIZATION_REQUEST = `?${new URLSearchParams({
  client_id: '0123456789abcdef',
  redirect_uri: 'https://notes.example.com/oauth/callback',
  response_type: 'code',
  scope: 'profile',
  state: 'their-state',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
}).toString()}`;
