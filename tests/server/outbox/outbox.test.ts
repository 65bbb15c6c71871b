// The outbox: every code email is stored, readable on the development page
// and as JSON, delivered over SMTP when configured, and written in the
// account's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { databases, uniqueEmail, useTestServer } from '../harness';
import { signUp } from '../api/flows';

describe.each(databases)('development outbox on $name', (database) => {
  const t = useTestServer(database);

  it('serves recent messages as the JSON of the contract, newest first, filtered by address', async () => {
    const a = await signUp(t, { email: uniqueEmail('first') });
    const b = await signUp(t, { email: uniqueEmail('second') });
    await t.rest(a.sessionToken).POST('/v1/session/resend_code');
    const all = await t.content().GET('/__dev/outbox', { params: { query: {} } });
    expect(all.data?.messages.length).toBeGreaterThanOrEqual(3);
    const onlyA = await t.content().GET('/__dev/outbox', { params: { query: { email: a.email.toUpperCase() } } });
    expect(onlyA.data?.messages).toHaveLength(2);
    for (const message of onlyA.data!.messages) {
      expect(message).toMatchObject({ to: a.email, kind: 'email' });
      expect(message.subject).toContain(message.code!);
    }
    const [newest, older] = onlyA.data!.messages;
    expect(Number(newest!.id)).toBeGreaterThan(Number(older!.id));
    const limited = await t.content().GET('/__dev/outbox', { params: { query: { limit: 1 } } });
    expect(limited.data?.messages).toEqual([expect.objectContaining({ to: a.email })]);
    expect(all.data?.messages.some((m) => m.to === b.email)).toBe(true);
    const bad = await t.content().GET('/__dev/outbox', { params: { query: { limit: 1000 } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ errno: 107 });
  });

  it('shows an accessible page with the codes, without inline script', async () => {
    const account = await signUp(t, { email: uniqueEmail('page') });
    const code = await t.latestCode(account.email);
    const response = await fetch(`${t.server.url}/__dev/outbox?email=${encodeURIComponent(account.email)}`, {
      headers: { Accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`<h1>Outbox for ${account.email}</h1>`);
    expect(html).toContain(`<h2 id="to-0">${account.email}</h2>`);
    expect(html).toContain('<th scope="col">Code</th>');
    expect(html).toContain(`<span class="code">${code}</span>`);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('<link rel="stylesheet" href="/__dev/outbox.css">');
    const css = await fetch(`${t.server.url}/__dev/outbox.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    const empty = await fetch(`${t.server.url}/__dev/outbox?email=`, { headers: { Accept: 'text/html' } });
    expect(empty.status).toBe(200);
  });

  it('writes emails in the language of the sign-up request', async () => {
    const email = uniqueEmail('de');
    const creds = (await import('../api/flows')).credentialsFor(email);
    await t.rest().POST('/v1/account/create', {
      body: { verificationMethod: 'email-otp', email, authPW: creds.authPW, wrapKb: creds.wrapKb },
      headers: { 'Accept-Language': 'de' },
    });
    const { data } = await t.content().GET('/__dev/outbox', { params: { query: { email } } });
    const message = data!.messages[0]!;
    expect(message.subject).toBe(`Ihr Bestätigungscode: ${message.code}`);
    expect(message.html).toContain('<html lang="de"');
  });
});

describe.each(databases)('outbox in production on $name', (database) => {
  const t = useTestServer(database, { env: { NODE_ENV: 'production', MFA_JWT_SECRET: 'production-test-secret-'.padEnd(48, 'x'), PUBLIC_URL: 'https://accounts.example.com' } });

  it('has no development page', async () => {
    const { response } = await t.content().GET('/__dev/outbox', { params: { query: {} } });
    expect(response.status).toBe(404);
    const page = await fetch(`${t.server.url}/__dev/outbox`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(404);
  });
});

interface Received {
  readonly to: string[];
  readonly raw: string;
}

describe.each(databases)('SMTP delivery on $name', (database) => {
  const received: Received[] = [];
  let smtpPort = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  beforeAll(
    () =>
      new Promise<void>((resolve) => {
        smtp.listen(0, '127.0.0.1', () => {
          const address = smtp.server.address();
          smtpPort = typeof address === 'object' && address ? address.port : 0;
          resolve();
        });
      }),
  );
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const t = useTestServer(database, {
    get env() {
      return { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Orbit <accounts@example.net>' };
    },
  });

  it('sends the code email with the code in the text and HTML parts', async () => {
    const account = await signUp(t, { email: uniqueEmail('smtp') });
    const code = await t.latestCode(account.email);
    const message = received.find((m) => m.to.includes(account.email));
    expect(message).toBeDefined();
    const raw = message!.raw;
    expect(raw).toMatch(/^From: Orbit <accounts@example\.net>/m);
    const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
    expect(boundary).toBeDefined();
    const parts = raw.split(`--${boundary}`);
    const textPart = parts.find((p) => /Content-Type: text\/plain/i.test(p));
    const htmlPart = parts.find((p) => /Content-Type: text\/html/i.test(p));
    expect(textPart).toContain(code);
    expect(htmlPart).toContain(code);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM outbox WHERE normalized_recipient = $1', [
      account.email.toLowerCase(),
    ]);
    expect(row?.status).toBe('sent');
  });
});
