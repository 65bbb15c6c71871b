import { describe, expect, it } from 'vitest';
import { IntegrationSelectionError, selectIntegration } from '../../../../app/lib/integration';

const stateUrl = encodeURIComponent('https://accounts.example/signin?client_id=abc&service=sync');
const pairingUri = encodeURIComponent('urn:ietf:wg:oauth:2.0:oob:pair-auth-webchannel');

describe('integration selection (SPEC §4.10, §2.9)', () => {
  it.each([
    // 1. Third-party callback
    { rule: 'third-party callback with a URL state and a code', pathname: '/third_party_auth/callback', search: `?state=${stateUrl}&code=c`, kind: 'ThirdPartyAuthCallback' },
    { rule: 'third-party callback with a URL state and an error', pathname: '/third_party_auth/callback', search: `?state=${stateUrl}&error=denied`, kind: 'ThirdPartyAuthCallback' },
    { rule: 'third-party callback needs code or error', pathname: '/third_party_auth/callback', search: `?state=${stateUrl}`, kind: 'Web' },
    { rule: 'third-party callback needs a state that decodes to a URL', pathname: '/third_party_auth/callback', search: '?state=nope&error=denied', kind: 'Web' },
    { rule: 'third-party callback comes before OAuth', pathname: '/third_party_auth/callback', search: `?state=${stateUrl}&code=c&client_id=abc`, kind: 'ThirdPartyAuthCallback' },
    // 2. Pairing authority
    { rule: 'pairing authority: redirect_uri is the pairing URN', pathname: '/oauth', search: `?client_id=abc&redirect_uri=${pairingUri}`, kind: 'PairingAuthority' },
    // 3. Pairing supplicant
    { rule: 'pairing supplicant: path begins with /pair/supp', pathname: '/pair/supp/allow', search: '?client_id=abc', kind: 'PairingSupplicant' },
    // 4. OAuth
    { rule: "OAuth: path contains 'oauth'", pathname: '/oauth/signin', search: '', kind: 'OAuthWeb' },
    { rule: 'OAuth: a client_id parameter', pathname: '/signin', search: '?client_id=abc', kind: 'OAuthWeb' },
    { rule: 'OAuth: an OAuth verification flow (code alone)', pathname: '/complete_signin', search: '?code=abc', kind: 'OAuthWeb' },
    { rule: 'a sign-up verification (code + uid) is not OAuth', pathname: '/complete_signin', search: '?code=abc&uid=u', kind: 'Web' },
    { rule: 'a reset verification (code + token) is not OAuth', pathname: '/complete_reset_password', search: '?code=abc&token=t', kind: 'Web' },
    { rule: 'OAuth native in the web-channel context', pathname: '/oauth', search: '?client_id=abc&context=oauth_webchannel_v1', kind: 'OAuthNative' },
    { rule: 'OAuth comes before the desktop v3 context', pathname: '/oauth', search: '?client_id=abc&context=fx_desktop_v3', kind: 'OAuthWeb' },
    // 5. Desktop v3
    { rule: 'desktop v3 context', pathname: '/', search: '?context=fx_desktop_v3&service=sync', kind: 'SyncDesktopV3' },
    // 6. Sync service
    { rule: 'sync service', pathname: '/', search: '?service=sync', kind: 'SyncBasic' },
    // 7. Web
    { rule: 'anything else is web', pathname: '/settings', search: '?service=vpn', kind: 'Web' },
    { rule: 'report sign-in is web', pathname: '/report_signin', search: '?uid=u&unblockCode=x', kind: 'Web' },
  ])('$rule → $kind', ({ pathname, search, kind }) => {
    expect(selectIntegration({ pathname, search }).kind).toBe(kind);
  });

  it('the pairing supplicant runs in the OAuth web-channel context', () => {
    expect(selectIntegration({ pathname: '/pair/supp', search: '' }).context).toBe('oauth_webchannel_v1');
  });

  it('/oauth/success/{clientId} reads the client id from the last path segment', () => {
    expect(selectIntegration({ pathname: '/oauth/success/0123456789abcdef', search: '' }).successClientId).toBe('0123456789abcdef');
  });

  it('/oauth/success without a client id is INVALID_PARAMETER', () => {
    const select = () => selectIntegration({ pathname: '/oauth/success/', search: '' });
    expect(select).toThrow(IntegrationSelectionError);
    try {
      select();
    } catch (error) {
      expect((error as IntegrationSelectionError).key).toBe('INVALID_PARAMETER');
    }
  });
});
