// Limits per source alone: lookups of whether an address has an account, and
// requests that send an email or a text message, counted per client address
// (per /64 for IPv6) whatever account or address each one names. The loopback
// address is a trusted proxy here, so each request's X-Forwarded-For stands for
// a client elsewhere; the setup steps come from the loopback address itself.
import { describe, expect, it } from 'vitest';
import { SignUpDocument } from '../../../generated/graphql';
import { requestSchemas } from '../../../generated/openapi/auth.requests';
import { ABUSE_LIMITS } from '../../../server/config/limits';
import { SOURCE_LIMITED_FIELDS, SOURCE_LIMITED_OPERATIONS } from '../../../server/ratelimit/per-source';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { credentialsFor, signUp, signUpVerified } from '../api/flows';
import { TestClock, stepUpToken, withTwoStep } from '../second-factor/steps';
import { burst, expectWaits, tally } from './burst';

const HOUR = 60 * 60_000;

/** The defaults of the per-source limits, set as a deployment would leave them. */
function defaultsOf(prefix: string): string {
  return String(ABUSE_LIMITS.find((limit) => limit.prefix === prefix)!.limit);
}
const LOOKUPS = Number(defaultsOf('RATE_LOOKUP_PER_IP'));
const SENDS = Number(defaultsOf('RATE_SEND_PER_IP'));

let sourceSeed = 0;
/** A client address no request of the run has used. */
function newSource(): string {
  sourceSeed += 1;
  return `198.51.${Math.floor(sourceSeed / 250)}.${(sourceSeed % 250) + 1}`;
}

function signUpFrom(t: TestServer, source: string, email = uniqueEmail('source')) {
  const creds = credentialsFor(email);
  return t.rest().POST('/v1/account/create', {
    body: { email, verificationMethod: 'email-otp', authPW: creds.authPW, wrapKb: creds.wrapKb },
    headers: { 'X-Forwarded-For': source },
  });
}

function statusFrom(t: TestServer, source: string, email: string) {
  return t.rest().POST('/v1/account/status', { body: { email }, headers: { 'X-Forwarded-For': source } });
}

describe('the per-source limits against the contract', () => {
  it('name only operations the contract has, and each counts under a per-source limit', () => {
    for (const operationId of Object.keys(SOURCE_LIMITED_OPERATIONS)) expect(Object.keys(requestSchemas)).toContain(operationId);
    const keys = new Set(ABUSE_LIMITS.map((limit) => limit.key));
    for (const key of [...Object.values(SOURCE_LIMITED_OPERATIONS), ...Object.values(SOURCE_LIMITED_FIELDS)]) expect(keys).toContain(key);
  });

  it('count every operation of the contract that sends a code by email or text message', () => {
    const sending = Object.keys(requestSchemas).filter((id) => /SendCode|ResendCode|SendOtp|SendUnblockCode|OtpRequest|^recoveryEmailCreate$|^recoveryPhone(Create|Change)|^accountCreate$/.test(id));
    expect(sending.length).toBeGreaterThan(10);
    for (const operationId of sending) expect(SOURCE_LIMITED_OPERATIONS[operationId], operationId).toBe('sendPerIp');
  });
});

describe.each(databases)('per-source limits at their defaults on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, {
    now: clock.now,
    env: { TRUSTED_PROXIES: '127.0.0.1', RATE_LOOKUP_PER_IP_LIMIT: defaultsOf('RATE_LOOKUP_PER_IP'), RATE_SEND_PER_IP_LIMIT: defaultsOf('RATE_SEND_PER_IP') },
  });

  it('150 status lookups from one source: the limit’s number are answered, the rest 114 with the wait', async () => {
    const source = newSource();
    const answers = [];
    for (let round = 0; round < 3; round += 1) answers.push(...(await burst((i) => statusFrom(t, source, uniqueEmail(`look${i}`)))));
    expect(tally(answers)).toEqual({ 0: LOOKUPS, 114: 150 - LOOKUPS });
    expectWaits(answers, 114);
    // The credentials lookup is the same kind of question, and counts in the same window.
    const credentials = await t.rest().POST('/v1/account/credentials/status', { body: { email: uniqueEmail('cred') }, headers: { 'X-Forwarded-For': source } });
    expect(credentials.error).toMatchObject({ errno: 114 });
    // Another source is answered.
    expect((await statusFrom(t, newSource(), uniqueEmail('other'))).error).toBeUndefined();
    clock.advance(15 * 60_000);
    expect((await statusFrom(t, source, uniqueEmail('later'))).error).toBeUndefined();
  });

  it('60 sign-ups from one source: the limit’s number are created and mailed, the rest 114 and never mailed', async () => {
    const source = newSource();
    const emails = Array.from({ length: 60 }, (_, i) => uniqueEmail(`many${i}`));
    const answers = [...(await burst((i) => signUpFrom(t, source, emails[i]!))), ...(await Promise.all(emails.slice(50).map(async (email) => {
      const { response, error } = await signUpFrom(t, source, email);
      return { status: response.status, errno: (error as { errno?: number } | undefined)?.errno };
    })))];
    expect(tally(answers)).toEqual({ 0: SENDS, 114: 60 - SENDS });
    const mailed = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE normalized_recipient = ANY($1)', [emails]);
    expect(mailed[0]!.n).toBe(SENDS);
    const accounts = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts WHERE normalized_email = ANY($1)', [emails]);
    expect(accounts[0]!.n).toBe(SENDS);
    clock.advance(HOUR);
    expect((await signUpFrom(t, source)).error).toBeUndefined();
  });

  it('counts IPv6 sources by their /64', async () => {
    clock.advance(HOUR);
    const answers = [];
    for (let i = 0; i < LOOKUPS + 1; i += 1) {
      const { response, error } = await statusFrom(t, `2001:db8:77:1:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`, uniqueEmail('six'));
      answers.push({ status: response.status, errno: (error as { errno?: number } | undefined)?.errno });
    }
    expect(tally(answers)).toEqual({ 0: LOOKUPS, 114: 1 });
    // The next /64 is another source.
    expect((await statusFrom(t, '2001:db8:77:2::1', uniqueEmail('six'))).error).toBeUndefined();
  });
});

/** Each kind of mail and text message: once a source has sent its limit, a request of that kind from it is refused, and from another source it is sent. */
describe.each(databases)('every kind of mail under the per-source limit on $name', (database) => {
  const LIMIT = 4;
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { TRUSTED_PROXIES: '127.0.0.1', RATE_SEND_PER_IP_LIMIT: String(LIMIT) } });

  /** A source that has used up its sends, with sign-ups. */
  async function spentSource(): Promise<string> {
    const source = newSource();
    for (let i = 0; i < LIMIT; i += 1) expect((await signUpFrom(t, source)).error).toBeUndefined();
    return source;
  }

  type Send = (headers: Record<string, string>) => Promise<{ response: Response; error?: unknown }>;
  const kinds: Array<[string, () => Promise<Send>]> = [
    ['sign-up', async () => (headers) => { const email = uniqueEmail('kind'); const creds = credentialsFor(email); return t.rest().POST('/v1/account/create', { body: { email, verificationMethod: 'email-otp', authPW: creds.authPW, wrapKb: creds.wrapKb }, headers }); }],
    ['unblock code', async () => { const { email } = await signUpVerified(t); return (headers) => t.rest().POST('/v1/account/login/send_unblock_code', { body: { email }, headers }); }],
    ['password reset code', async () => { const { email } = await signUpVerified(t); return (headers) => t.rest().POST('/v1/password/forgot/send_otp', { body: { email }, headers }); }],
    ['sign-in code again', async () => { const { sessionToken } = await signUp(t); return (headers) => t.rest(sessionToken).POST('/v1/session/resend_code', { headers }); }],
    ['step-up code', async () => { const { sessionToken } = await signUpVerified(t); return (headers) => t.rest(sessionToken).POST('/v1/mfa/otp/request', { body: { scope: '2fa' }, headers }); }],
    ['secondary address code', async () => { const jwt = await stepUpToken(t, await signUpVerified(t), 'email'); return (headers) => t.rest(jwt).POST('/v1/recovery_email/create', { body: { email: uniqueEmail('second') }, headers }); }],
    ['secondary address code again', async () => {
      const jwt = await stepUpToken(t, await signUpVerified(t), 'email');
      const email = uniqueEmail('second');
      expect((await t.rest(jwt).POST('/v1/recovery_email/create', { body: { email } })).error).toBeUndefined();
      return (headers) => t.rest(jwt).POST('/v1/recovery_email/resend_code', { body: { email }, headers });
    }],
    ['recovery phone text', async () => {
      const { jwt } = await withTwoStep(t, clock);
      let n = 0;
      return (headers) => { n += 1; return t.rest(jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: `+1212555${String(sourceSeed * 10 + n).padStart(4, '0')}` }, headers }); };
    }],
  ];

  it.each(kinds)('%s', async (_name, prepare) => {
    clock.advance(HOUR);
    const send = await prepare();
    const spent = await spentSource();
    const refused = await send({ 'X-Forwarded-For': spent });
    expect(refused.response.status).toBe(429);
    expect(refused.error).toMatchObject({ errno: 114 });
    expect((await send({ 'X-Forwarded-For': newSource() })).error).toBeUndefined();
  });

  it('GraphQL sign-up counts with REST’s', async () => {
    clock.advance(HOUR);
    const errnos: unknown[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      const email = uniqueEmail('gql-source');
      const creds = credentialsFor(email);
      const result = await t.graphql(SignUpDocument, { input: { email, authPW: creds.authPW, wrapKb: creds.wrapKb } });
      errnos.push(result.errors?.[0]?.extensions?.errno ?? 0);
    }
    expect(errnos).toEqual([0, 0, 0, 0, 114]);
  });
});
