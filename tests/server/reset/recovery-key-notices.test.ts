// The account recovery key's notices on every database: making a key from
// settings, replacing it and deleting it each email the primary address once,
// in the account's language, after the change is stored; a refused change
// (161, 158) emails nothing.
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { stepUpToken } from '../second-factor/steps';
import { recoveryData } from './steps';

interface MailRow {
  template: string;
  locale: string;
  subject: string;
  text_body: string;
}

async function notices(t: TestServer, account: TestAccount): Promise<MailRow[]> {
  return t.db.query<MailRow>(
    "SELECT template, locale, subject, text_body FROM outbox WHERE channel = 'email' AND uid = $1 AND code IS NULL ORDER BY id",
    [account.uid],
  );
}

describe.each(databases)('recovery key notices on $name', (database) => {
  const t = useTestServer(database);

  it('emails once each for a new key, a replacement and a deletion, and not for a refused change', async () => {
    const account = await signUpVerified(t);
    const jwt = await stepUpToken(t, account, 'recovery_key');
    const api = t.rest(jwt);
    expect((await api.POST('/v1/mfa/recoveryKey', { body: { ...(await recoveryData(account.credentials.kB)), enabled: true } })).error).toBeUndefined();
    const created = await notices(t, account);
    expect(created.map((mail) => mail.template)).toEqual(['recovery-key-created']);
    expect(created[0]!.subject).toBe('An account recovery key was created');
    expect(created[0]!.text_body).toContain(account.email);

    // A second key without replaceKey is refused and says nothing.
    const second = await recoveryData(account.credentials.kB);
    expect((await api.POST('/v1/mfa/recoveryKey', { body: { ...second, enabled: true } })).error).toMatchObject({ errno: 161 });
    expect(await notices(t, account)).toHaveLength(1);

    expect((await api.POST('/v1/mfa/recoveryKey', { body: { ...second, enabled: true, replaceKey: true } })).error).toBeUndefined();
    expect((await api.POST('/v1/recoveryKey/destroy')).error).toBeUndefined();
    expect((await api.POST('/v1/recoveryKey/destroy')).error).toMatchObject({ errno: 158 });
    const all = await notices(t, account);
    expect(all.map((mail) => mail.template)).toEqual(['recovery-key-created', 'recovery-key-replaced', 'recovery-key-removed']);
    expect(all[2]!.subject).toBe('Your account recovery key was deleted');
  });

  it("writes in the account's language", async () => {
    const account = await signUpVerified(t);
    await t.db.query("UPDATE accounts SET locale = 'de' WHERE uid = $1", [account.uid]);
    const jwt = await stepUpToken(t, account, 'recovery_key');
    expect((await t.rest(jwt).POST('/v1/mfa/recoveryKey', { body: { ...(await recoveryData(account.credentials.kB)), enabled: true } })).error).toBeUndefined();
    const [mail] = await notices(t, account);
    expect(mail).toMatchObject({ template: 'recovery-key-created', locale: 'de', subject: 'Ein Kontowiederherstellungsschlüssel wurde erstellt' });
  });
});
