// Backup authentication codes: stored hashed, replaced, counted, and used
// once each to confirm a sign-in, on every database.
import { describe, expect, it } from 'vitest';
import { GetBackupCodesStatusDocument } from '../../../generated/graphql';
import { databases, useTestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import { TestClock, backupCodes, stepUpToken, withTwoStep } from './steps';

describe.each(databases)('backup authentication codes on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('keeps only salted hashes of the codes', async () => {
    const account = await withTwoStep(t, clock);
    const rows = await t.db.query<{ salt: string; code_hash: string }>('SELECT salt, code_hash FROM backup_codes WHERE uid = $1', [account.uid]);
    expect(rows).toHaveLength(8);
    const stored = JSON.stringify(rows);
    for (const code of account.codes) expect(stored.includes(code)).toBe(false);
    expect(new Set(rows.map((row) => row.salt)).size).toBe(8);
  });

  it('reports the count through GET /v1/recoveryCodes/exists and GetBackupCodesStatus', async () => {
    const account = await withTwoStep(t, clock);
    const rest = await t.rest(account.sessionToken).GET('/v1/recoveryCodes/exists');
    expect(rest.data).toEqual({ hasBackupCodes: true, count: 8 });
    const gql = await t.graphql(GetBackupCodesStatusDocument, {}, account.sessionToken);
    expect(gql.data?.account?.backupCodes).toEqual({ hasBackupCodes: true, count: 8 });
  });

  it('confirms a sign-in with one code, reports the rest, and refuses it a second time (156)', async () => {
    const account = await withTwoStep(t, clock);
    const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    const session = t.rest(login.data!.sessionToken);
    const used = await session.POST('/v1/session/verify/recoveryCode', { body: { code: account.codes[3]! } });
    expect(used.data).toEqual({ remaining: 7 });
    expect((await session.GET('/v1/session/status')).data?.state).toBe('verified');
    const again = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    const reuse = await t.rest(again.data!.sessionToken).POST('/v1/session/verify/recoveryCode', { body: { code: account.codes[3]! } });
    expect(reuse.error).toMatchObject({ code: 400, errno: 156 });
    const unknown = await t.rest(again.data!.sessionToken).POST('/v1/session/verify/recoveryCode', { body: { code: 'zzzzzzzzzz' } });
    expect(unknown.error).toMatchObject({ errno: 156 });
  });

  it('refuses to store codes without an authenticator secret (155)', async () => {
    const account = await signUpVerified(t);
    const jwt = await stepUpToken(t, account);
    const viaJwt = await t.rest(jwt).POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('b') } });
    expect(viaJwt.error).toMatchObject({ code: 400, errno: 155 });
    const viaSession = await t.rest(account.sessionToken).POST('/v1/recoveryCodes', { body: { recoveryCodes: backupCodes('b') } });
    expect(viaSession.error).toMatchObject({ code: 400, errno: 155 });
  });

  it('refuses to replace codes while two-step is off (160)', async () => {
    const account = await signUpVerified(t);
    const jwt = await stepUpToken(t, account);
    const viaJwt = await t.rest(jwt).PUT('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('c') } });
    expect(viaJwt.error).toMatchObject({ code: 400, errno: 160 });
    const viaSession = await t.rest(account.sessionToken).PUT('/v1/recoveryCodes', { body: { recoveryCodes: backupCodes('c') } });
    expect(viaSession.error).toMatchObject({ code: 400, errno: 160 });
  });

  it('replaces the whole set, so old codes stop working, and records it', async () => {
    const account = await withTwoStep(t, clock);
    const fresh = backupCodes('d');
    const replaced = await t.rest(account.jwt).PUT('/v1/mfa/recoveryCodes', { body: { recoveryCodes: fresh } });
    expect(replaced.error).toBeUndefined();
    const viaSession = await t.rest(account.sessionToken).PUT('/v1/recoveryCodes', { body: { recoveryCodes: backupCodes('e') } });
    expect(viaSession.error).toBeUndefined();
    const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    const old = await t.rest(login.data!.sessionToken).POST('/v1/session/verify/recoveryCode', { body: { code: account.codes[0]! } });
    expect(old.error).toMatchObject({ errno: 156 });
    const current = await t.rest(login.data!.sessionToken).POST('/v1/session/verify/recoveryCode', { body: { code: backupCodes('e')[0]! } });
    expect(current.data).toEqual({ remaining: 7 });
    const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [account.uid]);
    expect(events.map((e) => e.name)).toContain('account.recovery_codes_replaced');
  });

  it('wants the configured count and length of codes (107)', async () => {
    const account = await withTwoStep(t, clock);
    for (const recoveryCodes of [backupCodes('f', 7), backupCodes('g', 8, 12)]) {
      const { error } = await t.rest(account.jwt).PUT('/v1/mfa/recoveryCodes', { body: { recoveryCodes } });
      expect(error).toMatchObject({ code: 400, errno: 107 });
    }
  });

  it('limits wrong backup codes per account (114)', async () => {
    const account = await withTwoStep(t, clock);
    const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    const session = t.rest(login.data!.sessionToken);
    let last = await session.POST('/v1/session/verify/recoveryCode', { body: { code: 'wrongcode0' } });
    for (let i = 0; i < 12 && last.response.status !== 429; i += 1) {
      last = await session.POST('/v1/session/verify/recoveryCode', { body: { code: 'wrongcode0' } });
    }
    expect(last.error).toMatchObject({ code: 429, errno: 114 });
    const blocked = await session.POST('/v1/session/verify/recoveryCode', { body: { code: account.codes[0]! } });
    expect(blocked.error).toMatchObject({ errno: 114 });
  });
});
