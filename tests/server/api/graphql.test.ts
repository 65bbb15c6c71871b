// GraphQL: sign-up and sign-in mutations, the signed-in account's reads and
// settings mutations, and the errors of SPEC §8.1, through the typed documents
// the browser sends.
import { describe, expect, it } from 'vitest';
import {
  DestroySessionDocument,
  GetAccountDocument,
  GetInitialMetricsStateDocument,
  GetInitialSettingsStateDocument,
  GetProfileInfoDocument,
  GetSecurityEventsDocument,
  GetSessionDocument,
  GetSessionIsValidDocument,
  GetBackupCodesStatusDocument,
  GetRecoveryPhoneDocument,
  GetTotpStatusDocument,
  MetricsOptDocument,
  SignInDocument,
  SignUpDocument,
  UpdateDisplayNameDocument,
} from '../../../generated/graphql';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { credentialsFor, signUp, signUpVerified } from './flows';

async function graphqlSignUp(t: TestServer) {
  const email = uniqueEmail('gql');
  const creds = credentialsFor(email);
  const result = await t.graphql(SignUpDocument, {
    input: {
      clientMutationId: 'm1',
      email,
      authPW: creds.authPW,
      wrapKb: creds.wrapKb,
      authPWVersion2: creds.authPWVersion2,
      wrapKbVersion2: creds.wrapKbVersion2,
      clientSalt: creds.clientSalt,
    },
  });
  return { email, creds, result };
}

describe.each(databases)('GraphQL on $name', (database) => {
  const t = useTestServer(database);

  describe('signUp and signIn', () => {
    it('signs up, and the emailed code confirms the session', async () => {
      const { email, result } = await graphqlSignUp(t);
      expect(result.errors).toBeUndefined();
      const payload = result.data!.signUp;
      expect(payload).toMatchObject({
        clientMutationId: 'm1',
        verified: false,
        verificationMethod: 'email-otp',
        verificationReason: 'signup',
        keyFetchToken: null,
      });
      expect(payload.uid).toMatch(/^[0-9a-f]{32}$/);
      const session = await t.graphql(GetSessionDocument, {}, payload.sessionToken);
      expect(session.data).toEqual({ session: { verified: false } });
      const code = await t.latestCode(email);
      await t.rest(payload.sessionToken).POST('/v1/session/verify_code', { body: { code } });
      const after = await t.graphql(GetSessionDocument, {}, payload.sessionToken);
      expect(after.data).toEqual({ session: { verified: true } });
    });

    it('reports 101 for a taken address and 107 for a malformed one', async () => {
      const account = await signUpVerified(t);
      const creds = credentialsFor(account.email);
      const taken = await t.graphql(SignUpDocument, {
        input: { email: account.email, authPW: creds.authPW, wrapKb: creds.wrapKb },
      });
      expect(taken.errors?.[0]).toMatchObject({ message: 'Account already exists', extensions: { errno: 101 } });
      for (const email of ['nope', 'nul\u0000@example.com', 'a@exa\u0007mple.com']) {
        const malformed = await t.graphql(SignUpDocument, { input: { email, authPW: creds.authPW, wrapKb: creds.wrapKb } });
        expect(malformed.errors?.[0]?.extensions, JSON.stringify(email)).toMatchObject({ errno: 107 });
        const signIn = await t.graphql(SignInDocument, { input: { email, authPW: creds.authPW } });
        expect(signIn.errors?.[0]?.extensions, JSON.stringify(email)).toMatchObject({ errno: 107 });
      }
    });

    it('signs in with version 2 credentials', async () => {
      const account = await signUpVerified(t);
      const result = await t.graphql(SignInDocument, {
        input: {
          email: account.email,
          authPW: account.credentials.authPW,
          authPWVersion2: account.credentials.authPWVersion2,
          options: { keys: true },
        },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.signIn).toMatchObject({
        uid: account.uid,
        verified: false,
        verificationMethod: 'email-otp',
        verificationReason: 'login',
        metricsEnabled: true,
      });
      expect(result.data!.signIn.keyFetchToken).toMatch(/^[0-9a-f]{64}$/);
    });

    it('reports 102, 103 and 120 (with the registered address) as extensions', async () => {
      const unknown = await t.graphql(SignInDocument, { input: { email: uniqueEmail('none'), authPW: '0'.repeat(64) } });
      expect(unknown.errors?.[0]?.extensions).toEqual({ errno: 102 });
      const email = uniqueEmail('Case');
      const account = await signUpVerified(t, { email, v2: false });
      const wrong = await t.graphql(SignInDocument, { input: { email, authPW: '0'.repeat(64) } });
      expect(wrong.errors?.[0]).toMatchObject({ message: 'Incorrect password', extensions: { errno: 103 } });
      const lower = await t.graphql(SignInDocument, { input: { email: email.toLowerCase(), authPW: '0'.repeat(64) } });
      expect(lower.errors?.[0]?.extensions).toEqual({ errno: 120, email: account.email });
    });
  });

  describe('reads of the signed-in account', () => {
    it('answers "Invalid token" (110) without a session', async () => {
      for (const token of [undefined, 'f'.repeat(64), 'not-hex']) {
        const result = await t.graphql(GetAccountDocument, {}, token);
        expect(result.errors?.[0]).toMatchObject({ message: 'Invalid token', extensions: { errno: 110 } });
        expect(result.data?.account ?? null).toBeNull();
      }
      const session = await t.graphql(GetSessionDocument, {});
      expect(session.errors?.[0]).toMatchObject({ message: 'Invalid token', extensions: { errno: 110 } });
    });

    it('answers "Must verify" (138) to an unconfirmed session', async () => {
      const account = await signUp(t);
      const result = await t.graphql(GetAccountDocument, {}, account.sessionToken);
      expect(result.errors?.[0]).toMatchObject({ message: 'Must verify', extensions: { errno: 138 } });
      const settings = await t.graphql(GetInitialSettingsStateDocument, {}, account.sessionToken);
      expect(settings.errors?.[0]?.extensions).toEqual({ errno: 138 });
    });

    it('returns every account field of GetAccount', async () => {
      const account = await signUpVerified(t);
      const result = await t.graphql(GetAccountDocument, {}, account.sessionToken);
      expect(result.errors).toBeUndefined();
      const got = result.data!.account!;
      expect(got).toMatchObject({
        uid: account.uid,
        displayName: null,
        metricsEnabled: true,
        emails: [{ email: account.email, isPrimary: true, verified: true }],
        recoveryKey: { exists: false, estimatedSyncDeviceCount: null },
        totp: { exists: false, verified: false },
        backupCodes: { hasBackupCodes: false, count: 0 },
        recoveryPhone: { exists: false, phoneNumber: null, nationalFormat: null, available: false },
        subscriptions: [],
        linkedAccounts: [],
      });
      const letter = account.email[0]!;
      expect(got.avatar).toEqual({ id: `default-${letter}`, url: `${t.server.url}/v1/avatar/${letter}` });
      expect(got.accountCreated).toBeGreaterThan(0);
      expect(got.passwordCreated).toBe(got.accountCreated);
      expect(got.attachedClients).toHaveLength(1);
      expect(got.attachedClients[0]).toMatchObject({ isCurrentSession: true, clientId: null });
      expect(got.securityEvents.map((e) => e.name)).toEqual(['session.verify', 'account.verify', 'account.create']);
    });

    it('serves the settings, metrics and profile start-up queries', async () => {
      const account = await signUpVerified(t);
      const settings = await t.graphql(GetInitialSettingsStateDocument, {}, account.sessionToken);
      expect(settings.errors).toBeUndefined();
      expect(settings.data?.session).toEqual({ verified: true });
      expect(settings.data?.account?.uid).toBe(account.uid);
      const metrics = await t.graphql(GetInitialMetricsStateDocument, {}, account.sessionToken);
      expect(metrics.data?.account).toEqual({
        uid: account.uid,
        metricsEnabled: true,
        emails: [{ email: account.email, isPrimary: true, verified: true }],
        recoveryKey: { exists: false },
        totp: { exists: false, verified: false },
      });
      const profile = await t.graphql(GetProfileInfoDocument, {}, account.sessionToken);
      expect(profile.data?.account?.uid).toBe(account.uid);
    });

    it('reads two-step, backup code and recovery phone state from their tables', async () => {
      const account = await signUpVerified(t);
      const now = Date.now();
      await t.db.query('INSERT INTO totp (uid, secret, verified, created_at, updated_at) VALUES ($1, $2, true, $3, $3)', [
        account.uid,
        'JBSWY3DPEHPK3PXP',
        now,
      ]);
      for (const used of [null, null, now]) {
        await t.db.query('INSERT INTO backup_codes (uid, salt, code_hash, used_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
          account.uid,
          'aa',
          'bb',
          used,
          now,
        ]);
      }
      await t.db.query(
        `INSERT INTO recovery_phones (uid, phone_number, national_format, verified, created_at, updated_at)
         VALUES ($1, '+15550100123', '(555) 010-0123', true, $2, $2)`,
        [account.uid, now],
      );
      const totp = await t.graphql(GetTotpStatusDocument, {}, account.sessionToken);
      expect(totp.data?.account?.totp).toEqual({ exists: true, verified: true });
      const backup = await t.graphql(GetBackupCodesStatusDocument, {}, account.sessionToken);
      expect(backup.data?.account?.backupCodes).toEqual({ hasBackupCodes: true, count: 2 });
      const phone = await t.graphql(GetRecoveryPhoneDocument, {}, account.sessionToken);
      expect(phone.data?.account?.recoveryPhone).toEqual({
        exists: true,
        phoneNumber: '+15550100123',
        nationalFormat: '(555) 010-0123',
        available: true,
      });
    });

    it('lists security events newest first, sign-ins included', async () => {
      const account = await signUpVerified(t);
      await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
      });
      const result = await t.graphql(GetSecurityEventsDocument, {}, account.sessionToken);
      const events = result.data!.account!.securityEvents;
      expect(events[0]).toMatchObject({ name: 'account.login', verified: false });
      expect(events.map((e) => e.name)).toContain('account.create');
      const times = events.map((e) => e.createdAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('tells whether a token is valid, without needing one', async () => {
      const account = await signUp(t);
      const valid = await t.graphql(GetSessionIsValidDocument, { sessionToken: account.sessionToken });
      expect(valid.data).toEqual({ isValidToken: true });
      const invalid = await t.graphql(GetSessionIsValidDocument, { sessionToken: '0'.repeat(64) });
      expect(invalid.data).toEqual({ isValidToken: false });
    });
  });

  describe('settings mutations', () => {
    it('updates the display name and records it', async () => {
      const account = await signUpVerified(t);
      const result = await t.graphql(
        UpdateDisplayNameDocument,
        { input: { clientMutationId: 'n', displayName: 'Zoë Ångström 山田' } },
        account.sessionToken,
      );
      expect(result.data).toEqual({ updateDisplayName: { clientMutationId: 'n', displayName: 'Zoë Ångström 山田' } });
      const read = await t.graphql(GetAccountDocument, {}, account.sessionToken);
      expect(read.data?.account?.displayName).toBe('Zoë Ångström 山田');
      expect(read.data?.account?.avatar.id).toBe('default-Z');
      expect(read.data?.account?.securityEvents[0]?.name).toBe('account.display_name_changed');
    });

    it('rejects control, surrogate and private-use characters (107)', async () => {
      const account = await signUpVerified(t);
      for (const displayName of ['tab\there', 'bell\u0007', 'half\ud800', 'private\ue000', 'plane\u{f0000}']) {
        const result = await t.graphql(UpdateDisplayNameDocument, { input: { displayName } }, account.sessionToken);
        expect(result.errors?.[0]?.extensions, JSON.stringify(displayName)).toEqual({ errno: 107 });
      }
    });

    it('needs a confirmed session for settings (138)', async () => {
      const account = await signUp(t);
      const result = await t.graphql(UpdateDisplayNameDocument, { input: { displayName: 'A' } }, account.sessionToken);
      expect(result.errors?.[0]).toMatchObject({ message: 'Must verify', extensions: { errno: 138 } });
    });

    it('opts out of and back in to metrics', async () => {
      const account = await signUpVerified(t);
      const out = await t.graphql(MetricsOptDocument, { input: { state: 'out', clientMutationId: 'x' } }, account.sessionToken);
      expect(out.data).toEqual({ metricsOpt: { clientMutationId: 'x' } });
      const read = await t.graphql(GetInitialMetricsStateDocument, {}, account.sessionToken);
      expect(read.data?.account?.metricsEnabled).toBe(false);
      await t.graphql(MetricsOptDocument, { input: { state: 'in' } }, account.sessionToken);
      const again = await t.graphql(GetInitialMetricsStateDocument, {}, account.sessionToken);
      expect(again.data?.account?.metricsEnabled).toBe(true);
    });

    it('destroys the session, unverified ones too', async () => {
      const account = await signUp(t);
      const result = await t.graphql(DestroySessionDocument, { input: { clientMutationId: 'bye' } }, account.sessionToken);
      expect(result.data).toEqual({ destroySession: { clientMutationId: 'bye' } });
      const valid = await t.graphql(GetSessionIsValidDocument, { sessionToken: account.sessionToken });
      expect(valid.data).toEqual({ isValidToken: false });
      const again = await t.graphql(DestroySessionDocument, { input: {} }, account.sessionToken);
      expect(again.errors?.[0]?.extensions).toEqual({ errno: 110 });
    });
  });

  it('reports a malformed query with an errno', async () => {
    const response = await fetch(`${t.server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ account { noSuchField } }' }),
    });
    const json = (await response.json()) as { errors: Array<{ extensions: { errno: number } }> };
    expect(json.errors[0]?.extensions.errno).toBe(107);
    const unfinished = await fetch(`${t.server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ session { verified ' }),
    });
    expect(((await unfinished.json()) as typeof json).errors[0]?.extensions.errno).toBe(107);
  });

  it('reports a body that is not JSON with errno 106, without echoing it', async () => {
    const response = await fetch(`${t.server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"query": "{ session { verified } }", "secret-ish',
    });
    const text = await response.text();
    const json = JSON.parse(text) as { errors: Array<{ message: string; extensions: { errno: number } }> };
    expect(json.errors[0]).toMatchObject({ message: 'Invalid JSON in request body', extensions: { errno: 106 } });
    expect(text).not.toContain('secret-ish');
  });
});
