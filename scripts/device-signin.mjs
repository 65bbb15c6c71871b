#!/usr/bin/env node
// Signs in from a terminal by the device authorization grant (RFC 8628), as
// a command-line tool or a television would: it asks the server for a code,
// prints where to enter it, waits while the person allows it on /device, and
// prints who signed in. It is a relying party like any other, built on
// openid-client's device flow, and by default uses the example relying
// party's public client, which the server registers outside production.
//
//   npm run device-signin                          # against http://localhost:3030
//   npm run device-signin -- https://accounts.example.com --client 0123456789abcdef --scope "openid profile"
//
// Options: the issuer (default $ORBIT_URL or http://localhost:3030),
// --client (default $ORBIT_CLIENT_ID or the example public client),
// --scope (default "openid profile"), --offline (also a refresh token).
import { parseArgs } from 'node:util';
import * as oidc from 'openid-client';

/** The example relying party's public client (server/config/oauth-clients.ts), registered with the device grant. */
const EXAMPLE_CLIENT_ID = '5eed5eed5eed0001';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    client: { type: 'string' },
    scope: { type: 'string', default: 'openid profile' },
    offline: { type: 'boolean', default: false },
  },
});

const issuer = new URL(positionals[0] ?? process.env.ORBIT_URL ?? 'http://localhost:3030');
const clientId = values.client ?? process.env.ORBIT_CLIENT_ID ?? EXAMPLE_CLIENT_ID;

try {
  // A local server speaks plain HTTP; anything else must be HTTPS.
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const config = await oidc.discovery(issuer, clientId, undefined, oidc.None(), local ? { execute: [oidc.allowInsecureRequests] } : undefined);
  const device = await oidc.initiateDeviceAuthorization(config, { scope: values.scope, ...(values.offline ? { access_type: 'offline' } : {}) });
  console.log(`To sign in, open ${device.verification_uri} and enter the code ${device.user_code}`);
  if (device.verification_uri_complete) console.log(`(or open ${device.verification_uri_complete})`);
  console.log('Waiting for you to allow it…');
  // Polls at the server's interval, slowing down when told to, until the answer or the codes' expiry.
  const tokens = await oidc.pollDeviceAuthorizationGrant(config, device);
  const claims = tokens.claims();
  console.log(`Signed in: ${claims ? `sub ${claims.sub}` : 'no id token asked for'}; scope ${tokens.scope ?? values.scope}`);
  if (claims) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    if (info.email) console.log(`Email: ${info.email}`);
  }
  if (tokens.refresh_token) console.log('A refresh token was issued as well.');
} catch (error) {
  // The server's refusal (access_denied, expired_token, …) in its own words.
  const code = error instanceof oidc.ResponseBodyError ? `${error.error}: ${error.error_description ?? ''}` : String(error instanceof Error ? error.message : error);
  console.error(`Sign-in failed: ${code}`);
  process.exitCode = 1;
}
