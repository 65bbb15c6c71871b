// Every page state of the built app that a person can reach, walked through
// the real journeys against the real server: the entry page, sign-up (form,
// mistakes, too young), the confirmation code, signup_confirmed, settings,
// every sign-in page (password, emailed code, unblock code, authenticator,
// recovery choice, backup code, recovery phone, the confirmation link), the
// OAuth and force_auth variants, an outcome page opened without its flow (the
// neutral page), cookies_disabled, the
// 'Page not found' page, the bad-request screen and the app error screen. At each state `visit` is
// called with the state's name and the values the person typed, so that the
// same walk serves the pseudo-locale check and the visual baselines.
//
// Accounts get fixed addresses from their label and a fixed recovery phone,
// so that what a page shows is the same on every run of a fresh server.
import { expect } from '@playwright/test';
import { FAILED_REQUEST, STORAGE_OFF_REPORT } from './test';
import type { Page } from '@playwright/test';
import { PASSWORD, WRONG_PASSWORD, createAccount, signInBrowser, wrongPasswordsUntilBlocked } from './accounts';
import { codeFor, nextCode } from './outbox';
import { OAUTH_QUERY, SERVICE, authorization } from './relying-party';

export interface StateValues {
  /** What the person typed or was given that the page shows back: their email address. */
  userValues: string[];
}

/** Called at each state once its page has settled. */
export type Visit = (state: string, values: StateValues) => Promise<void>;

/** A walk through some states, from a fresh page. */
export interface Walk {
  name: string;
  /** The states it visits, in order. */
  states: readonly string[];
  /** `label` starts every address the walk makes, so that walks of one run never share an account. */
  run: (page: Page, baseURL: string, label: string, visit: Visit) => Promise<void>;
  /** What the pages log on purpose on the way (a walk that breaks the app to picture its error screens). */
  expectedConsole?: readonly RegExp[];
}

/** The fixed address of an account: its label at example.com. */
export function emailOf(label: string): string {
  return `${label}@example.com`;
}

const BACKUP_CODES = Array.from({ length: 8 }, (_, i) => `backup${i}code`.slice(0, 10));

/** A fixed recovery phone per label, so that two walks of one run never share a number. */
function phoneOf(label: string): string {
  let hash = 0;
  for (const ch of label) hash = (hash * 31 + ch.charCodeAt(0)) % 10_000;
  return `+1212456${String(hash).padStart(4, '0')}`;
}

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
const submit = (page: Page) => page.locator('form:not(#third-party-form) button[type="submit"]');

/** The page is at `pathname` with its heading shown, and nothing is loading. */
async function settled(page: Page, pathname: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** The field shows its error and keeps what was typed. */
async function rejected(page: Page, name: string): Promise<void> {
  await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
}

async function signUpTo(page: Page, email: string, age = '30'): Promise<void> {
  await page.goto('/');
  await field(page, 'email').fill(email);
  await submit(page).click();
  await settled(page, '/signup');
  await field(page, 'password').fill(PASSWORD);
  await field(page, 'confirmation').fill(PASSWORD);
  await field(page, 'age').fill(age);
  await submit(page).click();
}

async function passwordPage(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await field(page, 'email').fill(email);
  await submit(page).click();
  await settled(page, '/signin');
}

export const WALKS: readonly Walk[] = [
  {
    name: 'sign-up',
    states: ['entry', 'entry-invalid-email', 'signup', 'signup-mistakes', 'confirm-signup-code', 'confirm-signup-code-wrong', 'signup-confirmed', 'settings', 'signup-verified'],
    async run(page, baseURL, label, visit) {
      const email = emailOf(`${label}-signup`);
      const values = { userValues: [email] };
      await page.goto('/');
      await settled(page, '/');
      await visit('entry', { userValues: [] });
      await field(page, 'email').fill('someone@');
      await submit(page).click();
      await rejected(page, 'email');
      await visit('entry-invalid-email', { userValues: ['someone@'] });

      await field(page, 'email').fill(email);
      await submit(page).click();
      await settled(page, '/signup');
      await visit('signup', values);
      await field(page, 'password').fill('short');
      await field(page, 'confirmation').fill('other');
      await submit(page).click();
      await rejected(page, 'password');
      await visit('signup-mistakes', values);

      await field(page, 'password').fill(PASSWORD);
      await field(page, 'confirmation').fill(PASSWORD);
      await field(page, 'age').fill('30');
      await submit(page).click();
      await settled(page, '/confirm_signup_code');
      await visit('confirm-signup-code', values);
      const code = await codeFor(baseURL, email, 1);
      const wrong = code === '000000' ? '111111' : '000000';
      await field(page, 'code').fill(wrong);
      await submit(page).click();
      await rejected(page, 'code');
      await visit('confirm-signup-code-wrong', values);

      await field(page, 'code').fill(code);
      await submit(page).click();
      await settled(page, '/signup_confirmed');
      await visit('signup-confirmed', values);
      await page.locator('#signup-confirmed-continue').click();
      await settled(page, '/settings');
      await expect(page.getByText(email).first()).toBeVisible();
      // The default avatar shows the first letter of the address.
      await visit('settings', { userValues: [email, email.charAt(0)] });

      await page.goto('/signup_verified');
      await settled(page, '/signup_verified');
      await visit('signup-verified', values);
    },
  },
  {
    name: 'too young',
    states: ['cannot-create-account'],
    async run(page, _baseURL, label, visit) {
      await signUpTo(page, emailOf(`${label}-young`), '12');
      await settled(page, '/cannot_create_account');
      await visit('cannot-create-account', { userValues: [] });
    },
  },
  {
    name: 'sign-in with an emailed code',
    states: ['signin', 'signin-wrong-password', 'signin-token-code', 'signin-token-code-wrong'],
    async run(page, baseURL, label, visit) {
      const account = await createAccount(baseURL, label, { email: emailOf(`${label}-signin`) });
      const values = { userValues: [account.email] };
      await passwordPage(page, account.email);
      await visit('signin', values);
      await field(page, 'password').fill(WRONG_PASSWORD);
      await submit(page).click();
      await rejected(page, 'password');
      await visit('signin-wrong-password', values);
      await field(page, 'password').fill(PASSWORD);
      await submit(page).click();
      await settled(page, '/signin_token_code');
      await visit('signin-token-code', values);
      const code = await nextCode(baseURL, account);
      const wrong = code === '000000' ? '111111' : '000000';
      await field(page, 'code').fill(wrong);
      await submit(page).click();
      await rejected(page, 'code');
      await visit('signin-token-code-wrong', values);
    },
  },
  {
    name: 'sign-in with an unblock code',
    states: ['signin-unblock'],
    async run(page, baseURL, label, visit) {
      const account = await createAccount(baseURL, label, { email: emailOf(`${label}-unblock`) });
      await passwordPage(page, account.email);
      for (const wrong of wrongPasswordsUntilBlocked()) {
        const answered = page.waitForResponse((response) => response.url().endsWith('/v1/account/login'));
        await field(page, 'password').fill(wrong);
        await submit(page).click();
        expect((await answered).status()).toBe(400);
        await rejected(page, 'password');
      }
      await field(page, 'password').fill(PASSWORD);
      await submit(page).click();
      await settled(page, '/signin_unblock');
      await visit('signin-unblock', { userValues: [account.email] });
    },
  },
  {
    name: 'sign-in with two-step authentication',
    states: ['signin-totp-code', 'signin-recovery-choice', 'signin-recovery-phone', 'signin-recovery-code'],
    async run(page, baseURL, label, visit) {
      const account = await createAccount(baseURL, label, { email: emailOf(`${label}-totp`), phone: phoneOf(label), backupCodes: BACKUP_CODES, recoveryPhone: true });
      const values = { userValues: [account.email] };
      await passwordPage(page, account.email);
      await field(page, 'password').fill(PASSWORD);
      await submit(page).click();
      await settled(page, '/signin_totp_code');
      await visit('signin-totp-code', values);
      await page.locator('#signin-totp-trouble').click();
      await settled(page, '/signin_recovery_choice');
      await expect(page.getByRole('radio')).toHaveCount(2);
      await expect(page.getByRole('radio').first()).toBeChecked();
      await visit('signin-recovery-choice', values);
      const choice = page.url();
      await submit(page).click();
      await settled(page, '/signin_recovery_phone');
      await visit('signin-recovery-phone', values);
      await page.goto(choice);
      await settled(page, '/signin_recovery_choice');
      // Both options are there, and can be chosen, once the page has read the phone's status.
      await expect(page.getByRole('radio')).toHaveCount(2);
      await expect(page.getByRole('radio').last()).toBeEnabled();
      // The radio itself is drawn under its label: choose the backup code by its label.
      await page.locator('label:has(input[type="radio"])').last().click();
      await expect(page.getByRole('radio').last()).toBeChecked();
      await submit(page).click();
      await settled(page, '/signin_recovery_code');
      await visit('signin-recovery-code', values);
    },
  },
  {
    name: 'OAuth relying party',
    states: ['oauth-entry', 'oauth-signup', 'oauth-unknown-client'],
    async run(page, _baseURL, label, visit) {
      // The example client the development server registers.
      const service = { clientId: '0123456789abcdef', name: 'Orbit Notes' };
      const email = emailOf(`${label}-oauth`);
      await page.goto(`/oauth?client_id=${service.clientId}&scope=profile&state=relying-party-state&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256`);
      await settled(page, '/oauth');
      await expect(page.locator('#entry-subheading')).toContainText(service.name);
      await visit('oauth-entry', { userValues: [service.name] });

      await field(page, 'email').fill(email);
      await submit(page).click();
      await settled(page, '/oauth/signup');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(service.name);
      await visit('oauth-signup', { userValues: [service.name, email] });

      // A well-formed client id that no client has: said in plain words instead of the form.
      await page.goto('/oauth?client_id=ffffffffffffffff&scope=profile&state=relying-party-state');
      await settled(page, '/oauth');
      await expect(page.locator('#oauth-refused-reason')).toBeVisible();
      await visit('oauth-unknown-client', { userValues: [] });
    },
  },
  {
    name: 'OAuth authorization',
    states: ['oauth-consent', 'oauth-failed'],
    async run(page, baseURL, label, visit) {
      // The example client is untrusted: a signed-in person is asked before it sees anything.
      const account = await createAccount(baseURL, label, { email: emailOf(`${label}-consent`) });
      await signInBrowser(page, account);
      await page.goto(authorization());
      await settled(page, '/authorization');
      await expect(page.locator('#oauth-consent-allow')).toBeVisible();
      await visit('oauth-consent', { userValues: [SERVICE.name, account.email] });

      // A redirect URI the client did not register: the page says so in plain words and goes nowhere.
      await page.goto(authorization({ ...OAUTH_QUERY, redirect_uri: 'https://evil.example.com/oauth/callback' }));
      await settled(page, '/authorization');
      await expect(page.locator('#oauth-refused-reason')).toBeVisible();
      await visit('oauth-failed', { userValues: [] });
    },
  },
  {
    name: 'pages reached by address',
    states: ['force-auth', 'no-outcome', 'complete-signin-failed', 'cookies-disabled', 'not-found', 'bad-request', 'app-error'],
    // Storage turned off, a query the page refuses (the error screen logs it) and a page's code that cannot be fetched.
    expectedConsole: [STORAGE_OFF_REPORT, /QueryParameterViolation/, FAILED_REQUEST, /^TypeError: Failed to fetch dynamically imported module/],
    async run(page, _baseURL, label, visit) {
      const email = emailOf(`${label}-address`);
      await page.goto(`/force_auth?email=${encodeURIComponent(email)}`);
      await settled(page, '/force_auth');
      await visit('force-auth', { userValues: [email] });

      // An outcome page opened without the flow that leads to it: the neutral page.
      await page.goto('/signin_confirmed');
      await settled(page, '/signin_confirmed');
      await expect(page.locator('#flow-no-outcome-start')).toBeVisible();
      await visit('no-outcome', { userValues: [] });

      await page.goto('/complete_signin');
      await settled(page, '/complete_signin');
      await visit('complete-signin-failed', { userValues: [] });

      await page.goto('/cookies_disabled');
      await settled(page, '/cookies_disabled');
      await visit('cookies-disabled', { userValues: [] });

      await page.goto('/no-such-page');
      await settled(page, '/no-such-page');
      await expect(page.locator('#errors-not-found-home')).toBeVisible();
      await visit('not-found', { userValues: [] });

      // A query the page cannot accept shows the 'Bad Request: Invalid Query Parameters' screen.
      await page.goto('/signup?action=dance');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('input')).toHaveCount(0);
      await visit('bad-request', { userValues: [] });

      // A page whose code cannot be loaded (the network dropped it) shows the app error screen.
      await page.route(/\/assets\/errors-[^/]*\.js$/, (route) => route.abort('connectionreset'));
      await page.goto('/another-missing-page');
      await settled(page, '/another-missing-page');
      // The error screen, not the page whose code was dropped.
      await expect(page.locator('#errors-not-found-home')).toHaveCount(0);
      await visit('app-error', { userValues: [] });
      await page.unroute(/\/assets\/errors-[^/]*\.js$/);
    },
  },
];

/** The states of SPEC's core screens, also kept in German. */
export const CORE_STATES: ReadonlySet<string> = new Set(['entry', 'signup', 'confirm-signup-code', 'signin', 'signin-token-code', 'signin-totp-code', 'settings']);
