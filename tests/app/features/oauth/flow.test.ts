import { describe, expect, it } from 'vitest';
import type { ClientInfo } from '../../../../app/api';
import { errorRedirect, nextStep, permissionsOf, registeredRedirect, successRedirect } from '../../../../app/features/oauth/flow';
import type { AuthorizationQuery } from '../../../../app/features/oauth/flow';

const CLIENT: ClientInfo = {
  clientId: 'a1b2c3d4e5f60718',
  serviceName: 'Pinboard',
  trusted: false,
  imageUri: null,
  redirectUri: 'https://pinboard.example.com/cb,http://localhost:8111/cb',
};
const SIGNED_IN = { email: 'ada@example.com', sessionToken: 'a'.repeat(64), verified: true };
const PROMPT_NONE = { enabled: true, clientIds: [CLIENT.clientId] };

function step(query: AuthorizationQuery, overrides: Partial<Parameters<typeof nextStep>[0]> = {}) {
  return nextStep({ query: { scope: 'openid', state: 's', ...query }, client: CLIENT, account: SIGNED_IN, reauthenticated: false, promptNone: PROMPT_NONE, hintChecked: false, ...overrides });
}

describe('the authorization page', () => {
  it('uses a registered redirect URI only, exactly, and the first when none is named', () => {
    expect(registeredRedirect(CLIENT, undefined)).toBe('https://pinboard.example.com/cb');
    expect(registeredRedirect(CLIENT, 'http://localhost:8111/cb')).toBe('http://localhost:8111/cb');
    expect(registeredRedirect(CLIENT, 'https://pinboard.example.com/cb/')).toBeUndefined();
    expect(registeredRedirect(CLIENT, 'https://evil.example.com/cb')).toBeUndefined();
  });

  it('sends a person without a confirmed session to sign in, and prompt=login or max_age=0 until they come back', () => {
    expect(step({}, { account: undefined })).toEqual({ to: 'signin' });
    expect(step({}, { account: { ...SIGNED_IN, verified: false } })).toEqual({ to: 'signin' });
    expect(step({ prompt: 'login' })).toEqual({ to: 'signin' });
    expect(step({ maxAge: 0 })).toEqual({ to: 'signin' });
    expect(step({ prompt: 'login' }, { reauthenticated: true })).toEqual({ to: 'consent' });
  });

  it('asks an untrusted client’s consent, and a trusted one’s only with prompt=consent', () => {
    expect(step({})).toEqual({ to: 'consent' });
    const trusted = { ...CLIENT, trusted: true };
    expect(step({}, { client: trusted })).toEqual({ to: 'authorize' });
    expect(step({ prompt: 'consent' }, { client: trusted })).toEqual({ to: 'consent' });
  });

  it('decides prompt=none by the checks of SPEC §5.2, in order', () => {
    const none = (query: AuthorizationQuery, overrides: Partial<Parameters<typeof nextStep>[0]> = {}) => step({ prompt: 'none', ...query }, overrides);
    expect(none({}, { promptNone: { enabled: false, clientIds: [CLIENT.clientId] } })).toEqual({ to: 'fail', error: 'PROMPT_NONE_NOT_ENABLED' });
    expect(none({ loginHint: SIGNED_IN.email }, { promptNone: { enabled: true, clientIds: [] } })).toEqual({ to: 'fail', error: 'PROMPT_NONE_NOT_ENABLED_FOR_CLIENT' });
    expect(none({}, { promptNone: { enabled: true, clientIds: [] } })).toEqual({ to: 'authorize' });
    expect(none({ keysJwk: 'eyJ' })).toEqual({ to: 'fail', error: 'PROMPT_NONE_WITH_KEYS' });
    expect(none({}, { account: undefined })).toEqual({ to: 'fail', error: 'PROMPT_NONE_NOT_SIGNED_IN' });
    expect(none({}, { account: { ...SIGNED_IN, verified: false } })).toEqual({ to: 'fail', error: 'PROMPT_NONE_UNVERIFIED' });
    expect(none({ idTokenHint: 'a.b.c' })).toEqual({ to: 'check-hint' });
    expect(none({ idTokenHint: 'a.b.c' }, { hintChecked: true })).toEqual({ to: 'authorize' });
    expect(none({ email: 'other@example.com' })).toEqual({ to: 'fail', error: 'PROMPT_NONE_DIFFERENT_USER_SIGNED_IN' });
    expect(none({ email: 'ADA@example.com' })).toEqual({ to: 'authorize' });
  });

  it('lists what the client will receive as the server grants it', () => {
    expect(permissionsOf('openid profile', false).map((p) => p.scope)).toEqual(['openid', 'profile:uid', 'profile:email', 'profile:display_name']);
    expect(permissionsOf('openid+profile:avatar', true).map((p) => p.ftlId)).toEqual(['oauth-permission-openid', 'oauth-permission-avatar']);
    expect(permissionsOf('https://identity.example.com/apps/notes', true)).toEqual([{ scope: 'https://identity.example.com/apps/notes', ftlId: 'oauth-permission-other' }]);
    expect(permissionsOf('profile:avatar', false)).toEqual([]);
  });

  it('redirects back with the flow fields, and with the response_error_code or errno on failure', () => {
    const query = { state: 's1', flowId: 'f'.repeat(64), utmSource: 'mail' };
    const ok = new URL(successRedirect('https://pinboard.example.com/cb?code=c&state=s1&iss=https%3A%2F%2Fid', query));
    expect(ok.searchParams.get('code')).toBe('c');
    expect(ok.searchParams.get('flowId')).toBe('f'.repeat(64));
    expect(ok.searchParams.get('utm_source')).toBe('mail');
    const notSignedIn = new URL(errorRedirect('https://pinboard.example.com/cb', 'PROMPT_NONE_NOT_SIGNED_IN', query, 'https://accounts.example.com'));
    expect(notSignedIn.searchParams.get('error')).toBe('login_required');
    expect(notSignedIn.searchParams.get('state')).toBe('s1');
    // RFC 9207: the error names its issuer as a code does.
    expect(notSignedIn.searchParams.get('iss')).toBe('https://accounts.example.com');
    expect(
      new URL(errorRedirect('https://pinboard.example.com/cb', 'PROMPT_NONE_DIFFERENT_USER_SIGNED_IN', query, 'https://accounts.example.com')).searchParams.get('error'),
    ).toBe('account_selection_required');
  });
});
