// Steps of the sign-in journeys: accounts made through the real REST API
// (sign-up, step-up JWT, authenticator, backup codes, recovery phone), codes
// read from the development outbox, and the pages driven by pointer or by
// keyboard alone, with an accessibility check on every page reached.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import createClient from 'openapi-fetch';
import * as OTPAuth from 'otpauth';
import type { paths as AuthPaths } from '../../generated/openapi/auth';
import { bytesToHex, deriveCredentials, hexToBytes, randomKb, wrapKb } from '../../app/lib/crypto';
import { expectAccessible } from './support/axe';
import { KeyboardDriver } from './support/keyboard';
import { localized } from './support/l10n';
import { codeFor, messagesTo, outboxClient, uniqueEmail } from './support/outbox';

export const PASSWORD = 'a long and uncommon passphrase';
export const WRONG_PASSWORD = 'not the right passphrase';

export type Variant = { name: string; input: 'pointer' | 'keyboard'; locale?: string };

/** Every journey runs by pointer, by keyboard alone, and by keyboard in Hebrew (right to left). */
export const VARIANTS: readonly Variant[] = [
  { name: 'pointer', input: 'pointer' },
  { name: 'keyboard', input: 'keyboard' },
  { name: 'keyboard, Hebrew', input: 'keyboard', locale: 'he-IL' },
];

function auth(baseURL: string, token?: string) {
  return createClient<AuthPaths>({ baseUrl: baseURL, headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

export interface TestAccount {
  email: string;
  uid: string;
  sessionToken: string;
  /** How many messages the outbox holds for the address so far. */
  mails: number;
}

/** A confirmed account with a version 1 password, made through the REST API. */
export async function createAccount(baseURL: string, label: string): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const credentials = await deriveCredentials(1, email, PASSWORD);
  const created = await auth(baseURL).POST('/v1/account/create', {
    body: {
      email,
      authPW: credentials.authPW,
      wrapKb: bytesToHex(wrapKb(randomKb(), hexToBytes(credentials.unwrapBKey))),
      verificationMethod: 'email-otp',
    },
  });
  expect(created.error).toBeUndefined();
  const { uid, sessionToken } = created.data!;
  const code = await codeFor(baseURL, email, 1);
  expect((await auth(baseURL, sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
  return { email, uid, sessionToken, mails: 1 };
}

/** The step-up JWT for scope 2fa, from the emailed code. */
async function stepUp(baseURL: string, account: TestAccount): Promise<string> {
  const api = auth(baseURL, account.sessionToken);
  expect((await api.POST('/v1/mfa/otp/request', { body: { scope: '2fa' } })).error).toBeUndefined();
  account.mails += 1;
  const code = await codeFor(baseURL, account.email, account.mails);
  const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code } });
  expect(verified.error).toBeUndefined();
  return verified.data!.accessToken;
}

function totp(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
}

/** The authenticator code of the next 30-second step: never one already used, and still accepted now. */
export function nextTotpCode(secret: string): string {
  return totp(secret).generate({ timestamp: Date.now() + 30_000 });
}

/** A six-digit code that the authenticator does not accept around now. */
export function wrongTotpCode(secret: string): string {
  const generator = totp(secret);
  const valid = new Set([-60_000, -30_000, 0, 30_000, 60_000].map((offset) => generator.generate({ timestamp: Date.now() + offset })));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code)) ?? '444444';
}

export interface TwoStepAccount extends TestAccount {
  secret: string;
  backupCodes: string[];
  jwt: string;
}

/** An account with two-step authentication and backup codes, set up through the JWT operations. */
export async function createTwoStepAccount(baseURL: string, label: string): Promise<TwoStepAccount> {
  const account = await createAccount(baseURL, label);
  const jwt = await stepUp(baseURL, account);
  const api = auth(baseURL, jwt);
  const created = await api.POST('/v1/mfa/totp/create', { body: {} });
  expect(created.error).toBeUndefined();
  const secret = created.data!.secret;
  expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: totp(secret).generate() } })).error).toBeUndefined();
  const seed = Math.random().toString(36).slice(2, 8);
  const backupCodes = Array.from({ length: 8 }, (_, i) => `${seed}${i}`.padEnd(10, 'k').slice(0, 10));
  expect((await api.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes } })).error).toBeUndefined();
  expect((await api.POST('/v1/mfa/totp/setup/complete', { body: {} })).error).toBeUndefined();
  return { ...account, secret, backupCodes, jwt };
}

let phoneSeed = Math.floor(Math.random() * 5000);

/** Adds a confirmed recovery phone to a two-step account. */
export async function addRecoveryPhone(baseURL: string, account: TwoStepAccount): Promise<string> {
  phoneSeed += 1;
  const phone = `+1212456${String(5000 + (phoneSeed % 5000)).padStart(4, '0')}`;
  const api = auth(baseURL, account.jwt);
  expect((await api.POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: phone } })).error).toBeUndefined();
  const code = await smsCode(baseURL, phone, 1);
  expect((await api.POST('/v1/mfa/recovery_phone/confirm', { body: { code } })).error).toBeUndefined();
  return phone;
}

/**
 * An account with an authenticator and a recovery phone, signed in up to the
 * page of the texted code (the text it sends is the phone's second).
 */
export async function reachRecoveryPhone(journey: SigninJourney, baseURL: string, label: string): Promise<{ account: TwoStepAccount; phone: string; code: string }> {
  const account = await createTwoStepAccount(baseURL, label);
  const phone = await addRecoveryPhone(baseURL, account);
  await journey.reachRecoveryChoice(account);
  await journey.activate(journey.submit);
  await journey.atPath('/signin_recovery_phone');
  return { account, phone, code: await smsCode(baseURL, phone, 2) };
}

/** The newest code texted to `phone`, once at least `count` texts were sent. */
export async function smsCode(baseURL: string, phone: string, count: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await outboxClient(baseURL).GET('/__dev/outbox', {
          params: { query: { phone, limit: 100 } },
          headers: { Accept: 'application/json' },
        });
        const messages = data?.messages ?? [];
        code = messages.length >= count ? (messages[0]?.code ?? undefined) : undefined;
        return code ?? null;
      },
      { message: `a code texted to ${phone}` },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** The newest eight-character unblock code emailed to `email`. */
export async function unblockCode(baseURL: string, email: string, count: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(baseURL, email);
        code = messages.length >= count ? (messages[0]?.code ?? undefined) : undefined;
        return code ?? null;
      },
      { message: `an unblock code sent to ${email}` },
    )
    .toMatch(/^[A-Z0-9]{8}$/);
  return code as string;
}

/** The sign-in pages, found by name and id so that the same steps serve every language. */
export class SigninJourney {
  readonly keys: KeyboardDriver;

  constructor(
    readonly page: Page,
    readonly input: 'pointer' | 'keyboard',
    /** The browser locale the page runs in; English when absent. */
    readonly locale?: string,
  ) {
    this.keys = new KeyboardDriver(page);
  }

  /** A message of the product in the journey's language, as a pattern of the text shown. */
  text(id: string, args: Record<string, string | number> = {}): RegExp {
    return localized(this.locale, id, args);
  }

  get password() {
    return this.page.locator('input[name="password"]');
  }

  get code() {
    return this.page.locator('input[name="code"]');
  }

  get submit() {
    return this.page.locator('form button[type="submit"]');
  }

  get heading() {
    return this.page.locator('h1');
  }

  control(id: string) {
    return this.page.locator(`#${id}`);
  }

  async fill(field: ReturnType<Page['locator']>, value: string): Promise<void> {
    if (this.input === 'keyboard') await this.keys.fill(field, value);
    else await field.fill(value);
  }

  async activate(control: ReturnType<Page['locator']>): Promise<void> {
    if (this.input === 'keyboard') await this.keys.press(control);
    else await control.click();
  }

  /** The page is at `pathname`, its heading has focus and axe finds nothing. */
  async atPath(pathname: string, { focused = true } = {}): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === pathname);
    await expect(this.heading).toBeVisible();
    if (focused) await expect(this.heading).toBeFocused();
    await expectAccessible(this.page);
  }

  /** From the entry page to the password page of an existing account. */
  async openSignin(email: string): Promise<void> {
    await this.page.goto('/');
    const field = this.page.locator('input[name="email"]');
    await expect(field).toBeVisible();
    await this.fill(field, email);
    await this.activate(this.submit);
    await this.atPath('/signin');
    await expect(this.page.getByText(email)).toBeVisible();
  }

  async enterPassword(password: string): Promise<void> {
    await this.fill(this.password, password);
    await this.activate(this.submit);
  }

  async enterCode(code: string): Promise<void> {
    await this.fill(this.code, code);
    await this.activate(this.submit);
  }

  /**
   * A wrong code is shown under the field, and the code stays as typed. The
   * message is a Fluent id ({ id }), checked in the journey's language, or an
   * English text, checked on English pages only.
   */
  async expectCodeRejected(code: string, shown?: string | { id: string }): Promise<void> {
    await expect(this.code).toHaveAttribute('aria-invalid', 'true');
    await expect(this.code).toHaveValue(code);
    if (typeof shown === 'object') {
      await expect(this.page.getByText(this.text(shown.id))).toBeVisible();
    } else if (shown && (await this.page.locator('html').getAttribute('lang'))?.startsWith('en')) {
      await expect(this.page.getByText(shown)).toBeVisible();
    }
    await expectAccessible(this.page);
  }

  /** Two wrong passwords, then the right one: the sign-in needs the emailed unblock code. */
  async reachUnblock(account: TestAccount): Promise<void> {
    await this.openSignin(account.email);
    for (const wrong of [WRONG_PASSWORD, `${WRONG_PASSWORD} again`]) {
      const answered = this.page.waitForResponse((response) => response.url().endsWith('/v1/account/login'));
      await this.enterPassword(wrong);
      expect((await answered).status()).toBe(400);
      await expect(this.password).toHaveAttribute('aria-invalid', 'true');
      await expect(this.password).toHaveValue(wrong);
    }
    await this.enterPassword(PASSWORD);
    await this.atPath('/signin_unblock');
    await expect(this.page.getByText(account.email)).toBeVisible();
    account.mails += 1;
  }

  /** The password of an account with an authenticator, then 'Trouble with code?'. */
  async reachRecoveryChoice(account: TestAccount): Promise<void> {
    await this.openSignin(account.email);
    await this.enterPassword(PASSWORD);
    await this.atPath('/signin_totp_code');
    await this.activate(this.control('signin-totp-trouble'));
    await this.atPath('/signin_recovery_choice');
  }

  async expectSettings(email: string): Promise<void> {
    await this.atPath('/settings');
    await expect(this.page.getByText(email).first()).toBeVisible();
  }
}
