import { describe, expect, it } from 'vitest';
import { settingsAccess } from '../../../../app/lib/session';

describe('settings area access (SPEC §2.3)', () => {
  it.each([
    { rule: 'a signed-in user may reach /settings', signedIn: true, integration: 'Web', expected: { kind: 'allow' } },
    { rule: 'a signed-in sync user may reach /settings', signedIn: true, integration: 'SyncBasic', expected: { kind: 'allow' } },
    { rule: 'a signed-out sync integration gets the sync sign-in page', signedIn: false, integration: 'SyncBasic', expected: { kind: 'sync-signin' } },
    { rule: 'a signed-out desktop v3 integration gets the sync sign-in page', signedIn: false, integration: 'SyncDesktopV3', expected: { kind: 'sync-signin' } },
    {
      rule: 'anyone else is sent to /?redirect_to={path}, keeping the query',
      signedIn: false,
      integration: 'Web',
      expected: { kind: 'redirect', to: '/?redirect_to=%2Fsettings%2Femails&utm_source=mail&uid=abc' },
    },
  ] as const)('$rule', ({ signedIn, integration, expected }) => {
    expect(settingsAccess({ signedIn, integration, pathname: '/settings/emails', search: '?utm_source=mail&uid=abc' })).toEqual(expected);
  });

  it.each([
    { rule: 'after a sign-out or deletion here, a clean entry page: no redirect_to, no query', integration: 'Web', expected: { kind: 'redirect', to: '/' } },
    { rule: 'after a session ended here, a sync integration still gets its sign-in page', integration: 'SyncBasic', expected: { kind: 'sync-signin' } },
  ] as const)('$rule', ({ integration, expected }) => {
    expect(settingsAccess({ signedIn: false, sessionEnded: true, integration, pathname: '/settings/delete_account', search: '?redirect_to=%2Fsettings&utm_source=mail' })).toEqual(expected);
  });

  it('a session that ended does not keep a signed-in browser out', () => {
    expect(settingsAccess({ signedIn: true, sessionEnded: true, integration: 'Web', pathname: '/settings', search: '' })).toEqual({ kind: 'allow' });
  });

  it('a redirect without a query has only redirect_to', () => {
    expect(settingsAccess({ signedIn: false, integration: 'Web', pathname: '/settings', search: '' })).toEqual({
      kind: 'redirect',
      to: '/?redirect_to=%2Fsettings',
    });
  });
});
