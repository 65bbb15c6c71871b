// Secondary email addresses: add one with the step-up JWT of scope 'email', a
// code goes to it and confirms it, send the code again, remove it; every
// refusal of the contract, on every database.
import { describe, expect, it } from 'vitest';
import { GetAccountDocument } from '../../../generated/graphql';
import { signUpVerified } from '../api/flows';
import { databases, uniqueEmail, useTestServer } from '../harness';
import { TestClock, stepUpToken } from '../second-factor/steps';

describe.each(databases)('secondary emails on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  async function accountWithJwt() {
    const account = await signUpVerified(t);
    return { ...account, jwt: await stepUpToken(t, account, 'email') };
  }

  it('adds an address, sends it a localized code, confirms it, and shows it in the account', async () => {
    const account = await accountWithJwt();
    const second = uniqueEmail('second');
    const api = t.rest(account.jwt);
    const added = await api.POST('/v1/recovery_email/create', { body: { email: second }, headers: { 'Accept-Language': 'de' } });
    expect(added.error).toBeUndefined();
    const { data: outbox } = await t.content().GET('/__dev/outbox', { params: { query: { email: second, limit: 1 } } });
    const code = await t.latestCode(second);
    // In the language of the request.
    expect(outbox?.messages[0]?.subject).toMatch(/^Ihr Bestätigungscode: \u2068?\d{6}\u2069?$/);
    expect(outbox?.messages[0]?.text).toContain('Bestätigen Sie Ihre neue E-Mail-Adresse');
    let read = await t.graphql(GetAccountDocument, {}, account.sessionToken);
    expect(read.data?.account?.emails).toContainEqual(expect.objectContaining({ email: second, isPrimary: false, verified: false }));

    const wrong = await api.POST('/v1/recovery_email/verify_code', { body: { email: second, code: code === '000000' ? '000001' : '000000' } });
    expect(wrong.error).toMatchObject({ code: 400, errno: 183 });
    expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: second, code } })).error).toBeUndefined();
    // Confirming a confirmed address again changes nothing.
    const again = await t.rest(account.jwt).POST('/v1/recovery_email/verify_code', { body: { email: second, code } });
    expect(again.error).toBeUndefined();
    read = await t.graphql(GetAccountDocument, {}, account.sessionToken);
    expect(read.data?.account?.emails).toContainEqual(expect.objectContaining({ email: second, isPrimary: false, verified: true }));
    const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [account.uid]);
    expect(events.map((event) => event.name)).toEqual(expect.arrayContaining(['account.secondary_email_added', 'account.secondary_email_verified']));
  });

  it('needs the JWT of scope email: a session token or another scope is 401, errno 110', async () => {
    const account = await signUpVerified(t);
    const body = { email: uniqueEmail('second') };
    expect((await t.rest(account.sessionToken).POST('/v1/recovery_email/create', { body })).error).toMatchObject({ code: 401, errno: 110 });
    const otherScope = await stepUpToken(t, account, '2fa');
    expect((await t.rest(otherScope).POST('/v1/recovery_email/create', { body })).error).toMatchObject({ code: 401, errno: 110, message: 'Missing or expired jwt.' });
  });

  it('refuses its own primary (139), an address it has (189), another account’s primary (136) and confirmed address (144), and a fourth address (188)', async () => {
    const account = await accountWithJwt();
    const api = t.rest(account.jwt);
    expect((await api.POST('/v1/recovery_email/create', { body: { email: account.email.toUpperCase() } })).error).toMatchObject({ code: 400, errno: 139 });
    const mine = uniqueEmail('mine');
    expect((await api.POST('/v1/recovery_email/create', { body: { email: mine } })).error).toBeUndefined();
    expect((await api.POST('/v1/recovery_email/create', { body: { email: mine } })).error).toMatchObject({ code: 400, errno: 189 });

    const other = await accountWithJwt();
    expect((await api.POST('/v1/recovery_email/create', { body: { email: other.email } })).error).toMatchObject({ code: 400, errno: 136 });
    const othersSecond = uniqueEmail('others');
    expect((await t.rest(other.jwt).POST('/v1/recovery_email/create', { body: { email: othersSecond } })).error).toBeUndefined();
    // Unconfirmed and still within its code's lifetime, the address is held for the other account.
    expect((await api.POST('/v1/recovery_email/create', { body: { email: othersSecond } })).error).toMatchObject({ code: 400, errno: 144 });
    const othersCode = await t.latestCode(othersSecond);
    expect((await t.rest(other.jwt).POST('/v1/recovery_email/verify_code', { body: { email: othersSecond, code: othersCode } })).error).toBeUndefined();
    expect((await api.POST('/v1/recovery_email/create', { body: { email: othersSecond } })).error).toMatchObject({ code: 400, errno: 144 });

    for (const label of ['two', 'three']) expect((await api.POST('/v1/recovery_email/create', { body: { email: uniqueEmail(label) } })).error).toBeUndefined();
    expect((await api.POST('/v1/recovery_email/create', { body: { email: uniqueEmail('four') } })).error).toMatchObject({ code: 400, errno: 188 });
  });

  it('lets a burst of simultaneous additions past the limit of three no further than one request after another', async () => {
    const account = await accountWithJwt();
    const api = t.rest(account.jwt);
    // Four at once: as many as the code-send limit lets through in a window, one more than the addresses allowed.
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => api.POST('/v1/recovery_email/create', { body: { email: uniqueEmail(`burst${i}`) } })),
    );
    const errnos = answers.map((answer) => (answer.error as { errno?: number } | undefined)?.errno ?? 'ok');
    expect(errnos.filter((errno) => errno === 'ok')).toHaveLength(3);
    expect(errnos.filter((errno) => errno !== 'ok')).toEqual([188]);
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM emails WHERE uid = $1 AND NOT is_primary', [account.uid]);
    expect(rows[0]?.n).toBe(3);
  });

  it('lets another account take an address left unconfirmed past its code’s lifetime', async () => {
    const first = await accountWithJwt();
    const address = uniqueEmail('abandoned');
    expect((await t.rest(first.jwt).POST('/v1/recovery_email/create', { body: { email: address } })).error).toBeUndefined();
    clock.advance(60 * 60 * 1000);
    const second = await accountWithJwt();
    expect((await t.rest(second.jwt).POST('/v1/recovery_email/create', { body: { email: address } })).error).toBeUndefined();
    const owners = await t.db.query<{ uid: string }>('SELECT uid FROM emails WHERE normalized_email = $1', [address.toLowerCase()]);
    expect(owners).toEqual([{ uid: second.uid }]);
  });

  it('sends a new code that replaces the old one, and refuses an address that is not an unconfirmed one of the account (148)', async () => {
    const account = await accountWithJwt();
    const api = t.rest(account.jwt);
    const second = uniqueEmail('second');
    expect((await api.POST('/v1/recovery_email/create', { body: { email: second } })).error).toBeUndefined();
    const first = await t.latestCode(second);
    expect((await api.POST('/v1/recovery_email/resend_code', { body: { email: second } })).error).toBeUndefined();
    const fresh = await t.latestCode(second);
    if (first !== fresh) {
      expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: second, code: first } })).error).toMatchObject({ errno: 183 });
    }
    expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: second, code: fresh } })).error).toBeUndefined();
    expect((await api.POST('/v1/recovery_email/resend_code', { body: { email: second } })).error).toMatchObject({ code: 400, errno: 148 });
    expect((await api.POST('/v1/recovery_email/resend_code', { body: { email: uniqueEmail('stranger') } })).error).toMatchObject({ code: 400, errno: 148 });
  });

  it('limits how many codes are sent (114 with a localized wait)', async () => {
    const account = await accountWithJwt();
    const api = t.rest(account.jwt);
    const second = uniqueEmail('second');
    expect((await api.POST('/v1/recovery_email/create', { body: { email: second } })).error).toBeUndefined();
    let refused: { errno?: number; retryAfterLocalized?: string } | undefined;
    for (let i = 0; i < 10 && !refused; i += 1) {
      const sent = await api.POST('/v1/recovery_email/resend_code', { body: { email: second } });
      refused = sent.error as typeof refused;
    }
    expect(refused).toMatchObject({ errno: 114 });
    expect(refused?.retryAfterLocalized).toBeTruthy();
  });

  it('removes a secondary address, never the primary one (148), and its code stops working', async () => {
    const account = await accountWithJwt();
    const api = t.rest(account.jwt);
    const second = uniqueEmail('second');
    expect((await api.POST('/v1/recovery_email/create', { body: { email: second } })).error).toBeUndefined();
    const code = await t.latestCode(second);
    expect((await api.POST('/v1/recovery_email/destroy', { body: { email: account.email } })).error).toMatchObject({ code: 400, errno: 148 });
    expect((await api.POST('/v1/recovery_email/destroy', { body: { email: second } })).error).toBeUndefined();
    const read = await t.graphql(GetAccountDocument, {}, account.sessionToken);
    expect(read.data?.account?.emails.map((email) => email.email)).toEqual([account.email]);
    expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: second, code } })).error).toMatchObject({ code: 400, errno: 105 });
    expect((await api.POST('/v1/recovery_email/destroy', { body: { email: second } })).error).toMatchObject({ code: 400, errno: 148 });
  });
});
