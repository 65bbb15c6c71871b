// Mail the SMTP server refuses: the operation that sent it answers errno 151
// (Failed to send email, HTTP 500), the message stays in the outbox marked
// failed, and the account is left in a state the person can go on from:
// a new account stays unconfirmed, signing in again sends a new code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { SignInDocument, SignUpDocument } from '../../../generated/graphql';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { credentialsFor, signUpVerified } from '../api/flows';

/** A local SMTP server that refuses every recipient listed in `refused` with 550. */
function refusingSmtp() {
  const refused = new Set<string>();
  const delivered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(
    () =>
      new Promise<void>((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          const address = server.server.address();
          port = typeof address === 'object' && address ? address.port : 0;
          resolve();
        });
      }),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { refused, delivered, url: () => `smtp://127.0.0.1:${port}` };
}

async function outboxRows(t: TestServer, email: string) {
  return t.db.query<{ status: string; code: string | null; template: string }>(
    'SELECT status, code, template FROM outbox WHERE normalized_recipient = $1 ORDER BY id',
    [email.toLowerCase()],
  );
}

describe.each(databases)('mail the SMTP server refuses on $name', (database) => {
  const smtp = refusingSmtp();
  const t = useTestServer(database, {
    get env() {
      return { SMTP_URL: smtp.url(), MAIL_FROM: 'Orbit <accounts@example.net>' };
    },
  });

  it('answers sign-up with 151, keeps the message, and the unconfirmed account can sign in for a new code', async () => {
    const email = uniqueEmail('refused');
    smtp.refused.add(email);
    const creds = credentialsFor(email);
    const { error, response } = await t.rest().POST('/v1/account/create', {
      body: { verificationMethod: 'email-otp', email, authPW: creds.authPW, wrapKb: creds.wrapKb },
    });
    expect(response.status).toBe(500);
    expect(error).toEqual({ code: 500, errno: 151, error: 'Internal Server Error', message: 'Failed to send email' });
    const rows = await outboxRows(t, email);
    expect(rows).toEqual([{ status: 'failed', code: expect.stringMatching(/^\d{6}$/), template: 'signup-code' }]);
    const [account] = await t.db.query<{ uid: string; verified: boolean }>('SELECT uid, verified FROM accounts WHERE normalized_email = $1', [
      email.toLowerCase(),
    ]);
    expect(account?.verified).toBe(false);
    // The session whose token never reached the client is gone.
    expect(await t.db.query('SELECT 1 FROM sessions WHERE uid = $1', [account!.uid])).toEqual([]);
    const status = await t.rest().POST('/v1/account/status', { body: { email } });
    expect(status.data?.exists).toBe(true);

    smtp.refused.delete(email);
    const signIn = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW: creds.authPW } });
    expect(signIn.error).toBeUndefined();
    expect(signIn.data).toMatchObject({ emailVerified: false, verificationMethod: 'email-otp', verificationReason: 'signup' });
    expect(smtp.delivered).toContain(email.toLowerCase());
    const code = await t.latestCode(email);
    const verified = await t.rest(signIn.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } });
    expect(verified.error).toBeUndefined();
    expect((await outboxRows(t, email)).map((row) => row.status)).toEqual(['failed', 'sent']);
  });

  it('lets the same address sign up again after a refused code email', async () => {
    const email = uniqueEmail('again');
    smtp.refused.add(email);
    const creds = credentialsFor(email);
    const body = { verificationMethod: 'email-otp' as const, email, authPW: creds.authPW, wrapKb: creds.wrapKb };
    expect((await t.rest().POST('/v1/account/create', { body })).error).toMatchObject({ errno: 151 });
    smtp.refused.delete(email);
    const again = await t.rest().POST('/v1/account/create', { body });
    expect(again.error).toBeUndefined();
    const code = await t.latestCode(email);
    expect((await t.rest(again.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
  });

  it('answers GraphQL signUp and signIn with errno 151 as well', async () => {
    const email = uniqueEmail('gql-refused');
    smtp.refused.add(email);
    const creds = credentialsFor(email);
    const signUp = await t.graphql(SignUpDocument, { input: { email, authPW: creds.authPW, wrapKb: creds.wrapKb } });
    expect(signUp.data?.signUp ?? null).toBeNull();
    expect(signUp.errors?.[0]).toMatchObject({ message: 'Failed to send email', extensions: { errno: 151 } });
    const signIn = await t.graphql(SignInDocument, { input: { email, authPW: creds.authPW } });
    expect(signIn.errors?.[0]?.extensions).toEqual({ errno: 151 });
    expect((await outboxRows(t, email)).map((row) => row.status)).toEqual(['failed', 'failed']);
  });

  it('answers a resend, a step-up code and an unblock code with 151; the session still works after', async () => {
    const account = await signUpVerified(t);
    smtp.refused.add(account.email.toLowerCase());
    const api = t.rest(account.sessionToken);
    const stepUp = await api.POST('/v1/mfa/otp/request', { body: { scope: '2fa' } });
    expect(stepUp.response.status).toBe(500);
    expect(stepUp.error).toMatchObject({ errno: 151 });
    const unblock = await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } });
    expect(unblock.error).toMatchObject({ code: 500, errno: 151 });

    const fresh = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPW },
    });
    expect(fresh.error).toMatchObject({ errno: 151 });
    smtp.refused.delete(account.email.toLowerCase());
    const session = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPW },
    });
    expect(session.error).toBeUndefined();
    smtp.refused.add(account.email.toLowerCase());
    const resend = await t.rest(session.data!.sessionToken).POST('/v1/session/resend_code');
    expect(resend.error).toMatchObject({ errno: 151 });
    smtp.refused.delete(account.email.toLowerCase());
    // A refused resend does not count against the four resends.
    for (let i = 0; i < 4; i += 1) {
      expect((await t.rest(session.data!.sessionToken).POST('/v1/session/resend_code')).error).toBeUndefined();
    }
    const code = await t.latestCode(account.email);
    expect((await t.rest(session.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
    const failed = (await outboxRows(t, account.email)).filter((row) => row.status === 'failed');
    expect(failed.map((row) => row.template)).toEqual(['step-up-code', 'unblock-code', 'login-code', 'login-code']);
    // Every failure was logged, without the code it carried.
    const failures = t.logs.lines.filter((line) => line.includes('mail delivery failed'));
    expect(failures.length).toBeGreaterThanOrEqual(4);
    for (const row of failed) for (const line of failures) expect(line).not.toContain(row.code!);
  });

  it('answers a reset code with 151 without counting it, and a refused "password changed" notice does not undo the reset', async () => {
    const account = await signUpVerified(t);
    smtp.refused.add(account.email.toLowerCase());
    const refused = await t.rest().POST('/v1/password/forgot/send_otp', { body: { email: account.email } });
    expect(refused.error).toMatchObject({ code: 500, errno: 151 });
    smtp.refused.delete(account.email.toLowerCase());
    // The refused code is not one of the four.
    for (let i = 0; i < 4; i += 1) {
      expect((await t.rest().POST('/v1/password/forgot/send_otp', { body: { email: account.email } })).error).toBeUndefined();
    }
    const code = await t.latestCode(account.email);
    const forgot = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code } });
    const traded = await t.rest(forgot.data!.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.data!.code } });
    smtp.refused.add(account.email.toLowerCase());
    const fresh = credentialsFor(account.email);
    const reset = await t.rest(traded.data!.accountResetToken).POST('/v1/account/reset', {
      body: { authPW: fresh.authPW, wrapKb: fresh.wrapKb, sessionToken: true },
    });
    expect(reset.error).toBeUndefined();
    expect(reset.data?.verified).toBe(true);
    const notices = (await outboxRows(t, account.email)).filter((row) => row.template === 'password-reset');
    expect(notices).toEqual([{ status: 'failed', code: null, template: 'password-reset' }]);
    expect(t.logs.lines.some((line) => line.includes('password reset notice not delivered'))).toBe(true);
  });
});
