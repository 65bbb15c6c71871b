// The first half of a password reset, on every database: the emailed code
// (its options, language and send limit), the password-forgot token with its
// reset code, its status, the second factor a two-step account proves on it,
// and the trade for an account-reset token.
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { credentialsFor, signUpVerified } from '../api/flows';
import { TestClock, codeNow, latestSms, withTwoStep } from '../second-factor/steps';
import { forgotToken, latestMail, sendResetCode } from './steps';

/** A wrong code of the same shape as `code`. */
function wrongCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

async function addSecondaryAddress(t: TestServer, uid: string): Promise<string> {
  const email = uniqueEmail('second');
  await t.db.query(
    `INSERT INTO emails (uid, email, normalized_email, is_primary, verified, created_at, updated_at) VALUES ($1, $2, $2, false, true, 0, 0)`,
    [uid, email],
  );
  return email;
}

describe.each(databases)('the password-forgot steps on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });
  beforeAll(() => {
    credentialsFor('reset@example.com');
  });

  describe('POST /v1/password/forgot/send_otp', () => {
    it('emails a six-digit code to the primary address, in the language of Accept-Language', async () => {
      const account = await signUpVerified(t);
      const code = await sendResetCode(t, account.email, { 'Accept-Language': 'fr-CA, en;q=0.5' });
      expect(code).toMatch(/^[0-9]{6}$/);
      const mail = await latestMail(t, account.email);
      expect(mail).toMatchObject({ template: 'password-forgot-code', locale: 'fr' });
      expect(mail.subject).toBe(`Votre code de réinitialisation du mot de passe : ${code}`);
      // Without Accept-Language the mail is in the account's language.
      await sendResetCode(t, account.email);
      expect(await latestMail(t, account.email)).toMatchObject({ template: 'password-forgot-code', locale: 'en' });
    });

    it('takes the options of SPEC §7.2 and refuses a resume that is not base64 of an object, or a strange redirect', async () => {
      const account = await signUpVerified(t);
      const ok = await t.rest().POST('/v1/password/forgot/send_otp', {
        body: { email: account.email, resume: 'e30=', service: 'sync', redirectTo: '/settings', metricsContext: {} },
      });
      expect(ok.error).toBeUndefined();
      for (const resume of ['not base64!', 'W10=' /* [] */, 'MTIz' /* 123 */]) {
        const bad = await t.rest().POST('/v1/password/forgot/send_otp', { body: { email: account.email, resume } });
        expect(bad.error, resume).toMatchObject({ code: 400, errno: 107 });
      }
      const badRedirect = await t.rest().POST('/v1/password/forgot/send_otp', { body: { email: account.email, redirectTo: 'javascript:alert(1)' } });
      expect(badRedirect.error).toMatchObject({ code: 400, errno: 107 });
    });

    it('answers 102 for an unknown address and 145 for a secondary one', async () => {
      const unknown = await t.rest().POST('/v1/password/forgot/send_otp', { body: { email: uniqueEmail('nobody') } });
      expect(unknown.error).toMatchObject({ code: 400, errno: 102 });
      const account = await signUpVerified(t);
      const secondary = await addSecondaryAddress(t, account.uid);
      const refused = await t.rest().POST('/v1/password/forgot/send_otp', { body: { email: secondary } });
      expect(refused.error).toMatchObject({ code: 400, errno: 145 });
    });

    it('sends at most four codes per window, then 114 with the wait in the caller’s language (SPEC §9)', async () => {
      const account = await signUpVerified(t);
      for (let i = 0; i < 4; i += 1) await sendResetCode(t, account.email);
      const fifth = await t.rest().POST('/v1/password/forgot/send_otp', {
        body: { email: account.email },
        headers: { 'Accept-Language': 'de' },
      });
      expect(fifth.response.status).toBe(429);
      expect(fifth.error).toMatchObject({ errno: 114 });
      expect(fifth.error!.retryAfter).toBeGreaterThan(0);
      expect(fifth.response.headers.get('Retry-After')).toBe(String(fifth.error!.retryAfter));
      expect(fifth.error!.retryAfterLocalized).toMatch(/^in \d+ Minuten$/);
      // The window ends and sending works again.
      clock.advance(16 * 60_000);
      await sendResetCode(t, account.email);
    });

    it('sends exactly four of twenty concurrent requests', async () => {
      const account = await signUpVerified(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.rest().POST('/v1/password/forgot/send_otp', { body: { email: account.email } })),
      );
      expect(answers.filter((a) => a.error === undefined)).toHaveLength(4);
      expect(answers.filter((a) => a.error?.errno === 114)).toHaveLength(16);
      const mails = await t.db.query('SELECT 1 FROM outbox WHERE normalized_recipient = $1 AND template = $2', [account.email, 'password-forgot-code']);
      expect(mails).toHaveLength(4);
    });
  });

  describe('POST /v1/password/forgot/verify_otp', () => {
    it('trades the emailed code for a password-forgot token, a reset code and the address to stretch with', async () => {
      const account = await signUpVerified(t);
      const code = await sendResetCode(t, account.email);
      const upper = account.email.toUpperCase();
      const verified = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: upper, code } });
      expect(verified.error).toBeUndefined();
      expect(verified.data).toEqual({
        uid: account.uid,
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        code: expect.stringMatching(/^[0-9a-f]{32}$/),
        emailToHashWith: account.email,
      });
      // Stored as hashes only.
      const rows = await t.db.query<{ id: string; reset_code_hash: string }>('SELECT id, reset_code_hash FROM password_forgot_tokens WHERE uid = $1', [account.uid]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).not.toBe(verified.data!.token);
      expect(rows[0]!.reset_code_hash).not.toContain(verified.data!.code);
      // The code works once.
      const again = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code } });
      expect(again.error).toMatchObject({ code: 400, errno: 183 });
    });

    it('answers 183 for a wrong or replaced code, 153 for an expired one and 102 for an unknown address', async () => {
      const account = await signUpVerified(t);
      const first = await sendResetCode(t, account.email);
      const wrong = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code: wrongCode(first) } });
      expect(wrong.error).toMatchObject({ code: 400, errno: 183 });
      const second = await sendResetCode(t, account.email);
      if (second !== first) {
        const replaced = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code: first } });
        expect(replaced.error).toMatchObject({ errno: 183 });
      }
      clock.advance(6 * 60_000);
      const expired = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code: second } });
      expect(expired.error).toMatchObject({ code: 400, errno: 153 });
      const unknown = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: uniqueEmail('nobody'), code: second } });
      expect(unknown.error).toMatchObject({ errno: 102 });
    });

    it('compares twenty concurrent wrong codes no more often than the code allows, and then refuses with 114', async () => {
      clock.advance(16 * 60_000);
      const account = await signUpVerified(t);
      const code = await sendResetCode(t, account.email);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code: wrongCode(code) } })),
      );
      // The code allows five guesses; the account's check limit ten failures per window.
      const [row] = await t.db.query<{ attempts: number }>("SELECT attempts FROM codes WHERE uid = $1 AND purpose = 'password-forgot'", [account.uid]);
      expect(row!.attempts).toBe(5);
      expect(answers.filter((a) => a.error?.errno === 183)).toHaveLength(10);
      expect(answers.filter((a) => a.error?.errno === 114)).toHaveLength(10);
      // The right code no longer works once its guesses are spent, even with the account's limit forgotten.
      await t.db.query('DELETE FROM rate_limit_counters WHERE subject = $1', [account.uid]);
      const right = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code } });
      expect(right.error).toMatchObject({ errno: 183 });
    });
  });

  describe('the password-forgot token', () => {
    it('reports its tries and time left (GET /v1/password/forgot/status), 110 when unknown', async () => {
      const account = await signUpVerified(t);
      const forgot = await forgotToken(t, account);
      const status = await t.rest(forgot.token).GET('/v1/password/forgot/status');
      expect(status.data).toEqual({ tries: 3, ttl: 3600 });
      clock.advance(10 * 60_000);
      expect((await t.rest(forgot.token).GET('/v1/password/forgot/status')).data).toEqual({ tries: 3, ttl: 3000 });
      const unknown = await t.rest('f'.repeat(64)).GET('/v1/password/forgot/status');
      expect(unknown.response.status).toBe(401);
      expect(unknown.error).toMatchObject({ errno: 110 });
      clock.advance(51 * 60_000);
      expect((await t.rest(forgot.token).GET('/v1/password/forgot/status')).error).toMatchObject({ errno: 110 });
    });

    it('trades for an account-reset token once, and says whether a recovery key exists when asked', async () => {
      const account = await signUpVerified(t);
      const forgot = await forgotToken(t, account);
      const traded = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code, includeRecoveryKeyPrompt: true } });
      expect(traded.data).toEqual({ accountResetToken: expect.stringMatching(/^[0-9a-f]{64}$/), recoveryKeyExists: false, estimatedSyncDeviceCount: 1 });
      const again = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code } });
      expect(again.response.status).toBe(401);
      expect(again.error).toMatchObject({ errno: 110 });
      expect((await t.rest(forgot.token).GET('/v1/password/forgot/status')).error).toMatchObject({ errno: 110 });
    });

    it('answers 105 to a wrong reset code, counting tries down, and 110 once none is left', async () => {
      const account = await signUpVerified(t);
      const forgot = await forgotToken(t, account);
      const wrong = 'a'.repeat(32) === forgot.code ? 'b'.repeat(32) : 'a'.repeat(32);
      for (const left of [2, 1, 0]) {
        const answer = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: wrong } });
        expect(answer.error).toMatchObject({ code: 400, errno: 105 });
        expect((await t.rest(forgot.token).GET('/v1/password/forgot/status')).data?.tries).toBe(left);
      }
      const right = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code } });
      expect(right.error).toMatchObject({ code: 401, errno: 110 });
    });

    it('gives twenty concurrent checks exactly its three tries', async () => {
      const account = await signUpVerified(t);
      const forgot = await forgotToken(t, account);
      const wrong = 'c'.repeat(32) === forgot.code ? 'd'.repeat(32) : 'c'.repeat(32);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: wrong } })),
      );
      expect(answers.filter((a) => a.error?.errno === 105)).toHaveLength(3);
      expect(answers.filter((a) => a.error?.errno === 110)).toHaveLength(17);
    });

    it('answers 158 when the reset is to use a recovery key the account does not have, and gives the try back', async () => {
      const account = await signUpVerified(t);
      const forgot = await forgotToken(t, account);
      const refused = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code, accountResetWithRecoveryKey: true } });
      expect(refused.error).toMatchObject({ code: 400, errno: 158 });
      expect((await t.rest(forgot.token).GET('/v1/password/forgot/status')).data?.tries).toBe(3);
    });
  });

  describe('a two-step account', () => {
    it('needs its second factor before the trade (160), and the authenticator proves it (POST /v1/totp/verify)', async () => {
      const account = await withTwoStep(t, clock);
      const forgot = await forgotToken(t, account);
      const refused = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code } });
      expect(refused.error).toMatchObject({ code: 400, errno: 160 });
      expect((await t.rest(forgot.token).GET('/v1/password/forgot/status')).data?.tries).toBe(3);
      clock.nextStep();
      const code = codeNow(account.secret, clock);
      const wrong = await t.rest(forgot.token).POST('/v1/totp/verify', { body: { code: wrongCode(code) } });
      expect(wrong.error).toMatchObject({ code: 400, errno: 183 });
      expect((await t.rest(forgot.token).POST('/v1/totp/verify', { body: { code } })).error).toBeUndefined();
      // The same authenticator code does not work twice: the answer says to wait for the next one (220).
      expect((await t.rest(forgot.token).POST('/v1/totp/verify', { body: { code } })).error).toMatchObject({ errno: 220 });
      const traded = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code } });
      expect(traded.error).toBeUndefined();
      const rows = await t.db.query<{ second_factor: string }>('SELECT second_factor FROM account_reset_tokens WHERE uid = $1', [account.uid]);
      expect(rows).toEqual([{ second_factor: 'totp' }]);
    });

    it('proves it with a backup code, which is used up (156 the second time)', async () => {
      const account = await withTwoStep(t, clock, 'b');
      const forgot = await forgotToken(t, account);
      const used = await t.rest(forgot.token).POST('/v1/totp/verify/recoveryCode', { body: { code: account.codes[0]! } });
      expect(used.data).toEqual({ remaining: account.codes.length - 1 });
      const again = await t.rest(forgot.token).POST('/v1/totp/verify/recoveryCode', { body: { code: account.codes[0]! } });
      expect(again.error).toMatchObject({ code: 400, errno: 156 });
      expect((await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code } })).error).toBeUndefined();
    });

    it('proves it with a code texted to the recovery phone (183 when wrong, 215 without a phone)', async () => {
      const account = await withTwoStep(t, clock, 'p');
      const forgot = await forgotToken(t, account);
      const noPhone = await t.rest(forgot.token).POST('/v1/recovery_phone/reset_password/send_code');
      expect(noPhone.error).toMatchObject({ code: 400, errno: 215 });
      const phone = '+12124569876';
      expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: phone } })).error).toBeUndefined();
      expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/confirm', { body: { code: await latestSms(t, phone) } })).error).toBeUndefined();
      // The chooser reads the account's ways back in with the password-forgot token; the number stays masked.
      const reader = t.rest(forgot.token);
      expect((await reader.GET('/v1/totp/exists')).data).toEqual({ exists: true, verified: true });
      expect((await reader.GET('/v1/recoveryCodes/exists')).data).toEqual({ hasBackupCodes: true, count: account.codes.length });
      expect((await reader.GET('/v1/recovery_phone')).data).toEqual({ exists: true, available: true, phoneNumber: '••••••••9876' });
      expect((await t.rest('d'.repeat(64)).GET('/v1/recovery_phone')).error).toMatchObject({ code: 401, errno: 110 });
      const sent = await t.rest(forgot.token).POST('/v1/recovery_phone/reset_password/send_code', { headers: { 'Accept-Language': 'es' } });
      expect(sent.error).toBeUndefined();
      const code = await latestSms(t, phone);
      const [text] = await t.db.query<{ text_body: string; locale: string }>(
        "SELECT text_body, locale FROM outbox WHERE recipient = $1 AND template = 'recovery-phone-reset' ORDER BY id DESC LIMIT 1",
        [phone],
      );
      expect(text).toMatchObject({ locale: 'es' });
      expect(text!.text_body).toContain(`${code} es tu código`);
      const wrong = await t.rest(forgot.token).POST('/v1/recovery_phone/reset_password/confirm', { body: { code: wrongCode(code) } });
      expect(wrong.error).toMatchObject({ code: 400, errno: 183 });
      expect((await t.rest(forgot.token).POST('/v1/recovery_phone/reset_password/confirm', { body: { code } })).error).toBeUndefined();
      expect((await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code } })).error).toBeUndefined();
    });

    it('answers 155 and 110 where the token or the authenticator is missing', async () => {
      const plain = await signUpVerified(t);
      const forgot = await forgotToken(t, plain);
      const noTotp = await t.rest(forgot.token).POST('/v1/totp/verify', { body: { code: '123456' } });
      expect(noTotp.error).toMatchObject({ code: 400, errno: 155 });
      for (const path of ['/v1/totp/verify', '/v1/recovery_phone/reset_password/confirm'] as const) {
        const answer = await t.rest('e'.repeat(64)).POST(path, { body: { code: '123456' } });
        expect(answer.error, path).toMatchObject({ code: 401, errno: 110 });
      }
      const backup = await t.rest('e'.repeat(64)).POST('/v1/totp/verify/recoveryCode', { body: { code: 'abcdefghij' } });
      expect(backup.error).toMatchObject({ code: 401, errno: 110 });
    });
  });
});
