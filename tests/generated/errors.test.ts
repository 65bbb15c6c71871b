// The error catalogue against the product spec (§8), its English Fluent
// strings, and the generated module the server and the client share. Long
// because the catalogue is: one table of the spec's entries, checked whole.

import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { Junk, Message, Visitor, parse } from '@fluent/syntax';
import type { VariableReference } from '@fluent/syntax';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import {
  AUTH_ERRORS,
  OAUTH_ERRORS,
  authErrorBody,
  authErrorByErrno,
  authErrorFtlId,
  isKnownAuthErrno,
  isKnownOAuthErrno,
  oauthErrorByErrno,
  oauthErrorFtlId,
  oauthRedirectError,
} from '../../generated/errors';
import type { AuthErrorEntry, OAuthErrorEntry } from '../../generated/errors';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

const authEntries: readonly AuthErrorEntry[] = Object.values(AUTH_ERRORS);
const oauthEntries: readonly OAuthErrorEntry[] = Object.values(OAUTH_ERRORS);
const authEntry = (errno: number): AuthErrorEntry | undefined => authEntries.find((e) => e.errno === errno);
const oauthEntry = (errno: number): OAuthErrorEntry | undefined => oauthEntries.find((e) => e.errno === errno);

// ---------------------------------------------------------------------------
// The spec's lists, transcribed. Parenthesised remarks in the spec are not
// part of a message; they are repeated here as comments.

/** SPEC §8.2, errors the server raises. */
const SPEC_SERVER_ERRORS: ReadonlyArray<readonly [number, string]> = [
  [101, 'Account already exists'],
  [102, 'Unknown account'],
  [103, 'Incorrect password'],
  [104, 'Unconfirmed account'],
  [105, 'Invalid confirmation code'],
  [106, 'Invalid JSON in request body'],
  [109, 'Invalid request signature'],
  // Also used for 'Could not locate jwt in cache.' with code 401.
  [110, 'Invalid session. Please sign out and sign in again.'],
  [111, 'Invalid timestamp in request signature'],
  [112, 'Missing content-length header'],
  [113, 'Request body too large'],
  [114, "You've tried too many times. Try again later."],
  [115, 'Invalid nonce in request signature'],
  [116, 'This endpoint is no longer supported'],
  [120, 'Incorrect email case'],
  [125, 'The request was blocked for security reasons'],
  [126, 'Your account has been locked for security reasons'],
  [127, 'Invalid authorization code'],
  [129, 'You entered an invalid phone number. Please check it and try again.'],
  [130, 'Cannot send to this country'],
  [133, 'Your email was just returned'],
  [134, 'Your email was just returned. Mistyped email?'],
  [135, 'Unable to deliver email'],
  [136, 'This email was already confirmed by another user'],
  [138, 'Unconfirmed session. Please sign out and sign in again.'],
  [139, 'Secondary email must be different than your account email'],
  [140, 'Account already exists'],
  [141, 'Account already exists'],
  [142, 'Primary account email required for sign-in'],
  [144, 'Address in use by another account'],
  [145, 'Primary account email required for reset'],
  [146, 'Invalid signin code'],
  [147, 'Can not change primary email to an unconfirmed email'],
  [148, 'Can not change primary email to an email that does not belong to this account'],
  [149, 'This email can not currently be used to login'],
  // Same as 148.
  [150, 'Can not change primary email to an email that does not belong to this account'],
  [151, 'Failed to send email'],
  [152, 'Valid code required'],
  [153, 'This confirmation code has expired'],
  [154, 'A TOTP token already exists for this account'],
  [155, 'TOTP token not found'],
  [156, 'Backup authentication code not found'],
  [157, 'Unavailable device command'],
  [158, 'Account recovery key not found'],
  [159, 'Invalid account recovery key'],
  [160, 'This request requires two step authentication enabled on your account.'],
  [161, 'Account recovery key already exists.'],
  [165, 'Failed due to a conflicting request, please try again.'],
  // Same as 160.
  [170, 'This request requires two step authentication enabled on your account.'],
  [176, 'Unknown customer for subscription.'],
  [177, 'Unknown subscription.'],
  [178, 'Unknown plan for subscription.'],
  [179, 'Invalid payment token for subscription.'],
  [180, 'Subscription has already been cancelled'],
  [181, 'Update was rejected, please try again'],
  [183, 'Invalid or expired confirmation code'],
  [188, 'You have reached the maximum allowed secondary emails'],
  [189, 'This email already exists on your account'],
  [201, 'Server busy, try again soon'],
  [202, 'Feature not enabled'],
  [203, 'System unavailable, try again soon'],
  [204, 'System unavailable, try again soon'],
  [206, 'Can not create password, password already set'],
  [214, 'Recovery phone number already exists'],
  [215, 'Recovery phone number does not exist'],
  [216, 'Text message limit reached'],
  [218, 'Unable to remove recovery phone, missing backup authentication codes.'],
  [219, 'This phone number has been registered with too many accounts. Please try a different number.'],
  [998, 'System unavailable, try again soon'],
  [999, 'Unexpected error.'],
];

/** Server errors the catalogue adds to the spec's list: the rest of the 106 family. */
const EXTRA_SERVER_ERRORS: ReadonlyArray<readonly [number, string]> = [
  [107, 'Invalid parameter in request body'],
  [108, 'Missing parameter in request body'],
  [210, 'This account has no password'],
  [220, 'This code was just used. Wait for the next code from your authenticator app.'],
  [221, 'This account already has the most passkeys it can have.'],
  [222, 'Passkey not found.'],
  [223, 'The passkey could not be verified.'],
  [224, 'This passkey is the last way to sign in to this account. Create a password first.'],
  [225, 'The passkey request expired. Try again.'],
];

/** SPEC §8.2, client-side errors. */
const SPEC_CLIENT_ERRORS: ReadonlyArray<readonly [number, string]> = [
  [1001, 'Login attempt cancelled'],
  [1002, 'Session expired. Sign in to continue.'],
  // Localised as 'Local storage or cookies are still disabled'.
  [1003, 'Cookies are still disabled'],
  [1004, 'Passwords do not match'],
  [1005, 'Working…'],
  [1006, 'Could not get Privacy Notice'],
  [1007, 'Could not get Terms of Service'],
  [1008, 'Your new password must be different'],
  [1009, 'Must be at least 8 characters'],
  [1010, 'Valid password required'],
  [1011, 'Valid email required'],
  [1013, 'A usable image was not found'],
  [1014, 'Could not initialize camera'],
  [1015, 'Valid URL required'],
  // Desktop channel timeout.
  [1017, 'Unexpected error'],
  [1018, 'Your confirmation email was just returned. Mistyped email?'],
  [1019, 'Valid email required'],
  [1020, "Mistyped email? {product domain} isn't a valid email service"],
  // Channel timeout.
  [1021, 'Unexpected error'],
  [1022, 'Accounts can only be placed into an IFRAME on approved sites'],
  [1023, 'Valid email required'],
  [1025, 'The link you clicked to confirm your email is expired.'],
  [1026, 'Confirmation link damaged'],
  // Unexpected postMessage origin.
  [1027, 'Unexpected error'],
  [1028, 'The image dimensions must be at least 100x100px'],
  [1029, 'Signup is coming soon to the iOS browser'],
  [1031, 'You must enter your age to sign up'],
  [1032, 'You must enter a valid age to sign up'],
  // Invalid camera dimensions.
  [1033, 'Unexpected error'],
  [1034, 'Account no longer exists.'],
  [1039, 'Server busy, try again soon'],
  // Same as 1025.
  [1040, 'The link you clicked to confirm your email is expired.'],
  [1041, 'That confirmation link was already used, and can only be used once.'],
  [1042, 'This is a required field'],
  [1043, 'Authorization code required'],
  [1044, 'Invalid authorization code'],
  [1045, 'Link damaged'],
  [1050, 'Account has no uid'],
  [1051, 'Browser not configured to accept WebChannel messages from this domain'],
  // Same as 1041.
  [1052, 'That confirmation link was already used, and can only be used once.'],
  [1053, 'Two-step authentication code required'],
  [1054, 'Invalid two-step authentication code'],
  [1055, 'Backup authentication code required'],
  [1056, 'Invalid backup authentication code'],
  [1057, 'Password must not be your email address'],
  [1058, 'Password is too common'],
  [1059, 'Account recovery key required'],
  [1060, 'Please enter confirmation code'],
  [1062, 'Invalid redirect'],
  [1064, "Mistyped email? %(domain)s isn't a valid email service"],
  [1065, 'The image file size is too large to be uploaded.'],
  [1066, "Email masks can't be used to create an account."],
  [1067, 'Mistyped email?'],
];

/** Client errors the catalogue adds to the spec's list: the breach check of a new password. */
const EXTRA_CLIENT_ERRORS: ReadonlyArray<readonly [number, string]> = [[1068, 'This password has appeared in a data breach']];

/** SPEC §8.3: errno, message, response_error_code where the spec gives one. */
const SPEC_OAUTH_ERRORS: ReadonlyArray<readonly [number, string, string?]> = [
  [101, 'Unknown client'],
  [103, 'Incorrect redirect_uri'],
  [104, 'Invalid assertion'],
  [105, 'Unknown code'],
  [106, 'Incorrect code'],
  [107, 'Expired code'],
  [108, 'Invalid token'],
  [109, 'Invalid OAuth parameter: %(param)s'],
  // Invalid response type.
  [110, 'Unexpected error'],
  [111, 'Unauthorized'],
  [112, 'Forbidden'],
  // Invalid content type.
  [113, 'Unexpected error'],
  // Invalid scopes.
  [114, 'Invalid OAuth parameter: %(param)s'],
  [115, 'Expired token'],
  [116, 'Not a public client'],
  [117, 'Incorrect code_challenge'],
  [118, 'PKCE parameters missing'],
  [119, 'Stale authentication timestamp'],
  [120, 'Mismatch acr values'],
  [121, 'Invalid grant_type'],
  // The device authorization grant's polling answers (RFC 8628 §3.5).
  [122, 'Authorization pending', 'authorization_pending'],
  [123, 'Polling too fast', 'slow_down'],
  [124, 'Expired device code', 'expired_token'],
  [125, 'Access denied', 'access_denied'],
  [201, 'System unavailable, try again soon'],
  [202, 'System unavailable, try again soon'],
  [998, 'System unavailable, try again soon'],
  [999, 'Unexpected error'],
  [1000, 'Something went wrong. Please close this tab and try again.'],
  [1001, 'Unexpected error'],
  // No message: the user cancelled the OAuth sign-in.
  [1004, ''],
  [1005, 'Missing OAuth parameter', 'invalid_request'],
  [1006, 'Invalid pairing client'],
  [1007, 'prompt=none is not enabled', 'invalid_request'],
  [1008, 'prompt=none is not enabled for this client', 'unauthorized_client'],
  [1009, 'prompt=none cannot be used when requesting keys', 'invalid_request'],
  [1010, 'User is not signed in', 'login_required'],
  [1011, 'A different user is signed in', 'account_selection_required'],
  [1012, 'Unverified user or session', 'interaction_required'],
  [1013, 'Invalid id_token_hint', 'invalid_request'],
];

// ---------------------------------------------------------------------------
// Fluent

/** Sample values for every Fluent variable a catalogue message may take. */
const SAMPLE_ARGS: Readonly<Record<string, string>> = {
  retryAfterLocalized: 'in 15 minutes',
  domain: 'example.com',
  param: 'scope',
};

/** Entries whose English Fluent string differs from the catalogue message, by design. */
const ENGLISH_DIFFERS: Readonly<Record<string, string>> = {
  'auth-error-114': "You've tried too many times. Try again in 15 minutes.",
  // Why the password is refused, and what to do.
  'auth-error-1068': 'This password has appeared in known data breaches, so others may try it. Choose another password.',
  'auth-error-1003': 'Local storage or cookies are still disabled',
  // The request's own faults and the authenticator's, in plain words: no JSON, headers, signatures, nonces or TOTP.
  'auth-error-106': "What was sent couldn't be read. Reload the page and try again.",
  'auth-error-107': "Something that was sent can't be used. Check what you typed, or reload the page and try again.",
  'auth-error-108': 'Something needed was not sent. Reload the page and try again.',
  'auth-error-109': "This request couldn't be checked. Reload the page and try again.",
  'auth-error-111': "This request couldn't be checked. Check your device's date and time, then try again.",
  'auth-error-112': "This request couldn't be read. Reload the page and try again.",
  'auth-error-115': "This request couldn't be checked. Reload the page and try again.",
  'auth-error-154': 'This account already has an authenticator app.',
  'auth-error-155': 'No authenticator app was found for this account.',
  // The OAuth errors a person can meet on a page, in plain words: no parameter names, no protocol terms.
  'oauth-error-101': "The service that sent you here isn't recognized, so you can't sign in to it from here.",
  'oauth-error-103': "The service that sent you here asked to send you back to an address it hasn't registered, so the sign-in was stopped.",
  'oauth-error-109': "The service that sent you here made a request with something that can't be used. Go back to the service and try again.",
  'oauth-error-114': "The service that sent you here asked for permissions that can't be given. Go back to the service and try again.",
  'oauth-error-116': "The service that sent you here can't be used this way. Go back to it and try again.",
  'oauth-error-117': "The sign-in couldn't be finished because the service's check didn't match. Go back to the service and try again.",
  'oauth-error-118': "The service that sent you here didn't secure its request as it must, so the sign-in can't go on.",
  'oauth-error-104': "The service's proof of your sign-in wasn't accepted. Go back to the service and try again.",
  'oauth-error-119': 'Your sign-in is too old for what the service asks. Sign in again.',
  'oauth-error-120': "Your sign-in doesn't meet what the service asks for. Go back to the service and try again.",
  'oauth-error-121': "The service's request can't be used. Go back to the service and try again.",
  'oauth-error-122': 'The device is still waiting for your answer.',
  'oauth-error-123': 'The device asked too often. It will wait longer before asking again.',
  'oauth-error-124': 'The code on your device has expired. Start again on the device.',
  'oauth-error-125': 'Access was denied. The device can’t sign in.',
  'oauth-error-1007': "Signing in without showing a page isn't available. Go back to the service and sign in there.",
  'oauth-error-1008': "This service can't sign you in without showing a page. Go back to it and sign in there.",
  'oauth-error-1009': "A service that needs your synced data can't sign you in without showing a page. Go back to it and sign in there.",
  'oauth-error-1013': "The service sent a reminder of your sign-in that can't be checked. Go back to it and try again.",
  'oauth-error-1005': "The link that brought you here is incomplete: it doesn't say which service you're signing in to. Go back to the service and try again.",
  'oauth-error-1006': "This app can't be connected by pairing. Sign in with your email address instead.",
  // Said to the person with the ways forward: the provider they signed up with, or creating a password.
  'auth-error-210': "This account doesn't have a password yet. Sign in with the service you created it with, or create a password with “Forgot password?”.",
};

const ftlSource = read('schema/errors/en.ftl');
const ftlAst = parse(ftlSource, {});
const ftlMessages = ftlAst.body.filter((entry): entry is Message => entry instanceof Message);

const bundle = new FluentBundle('en', { useIsolating: false });
const brandErrors = bundle.addResource(new FluentResource(read('locales/en/brand.ftl')));
const enErrors = bundle.addResource(new FluentResource(ftlSource));

/** Formats a message of the bundle, failing the test on any formatting error. */
function format(id: string, args: Record<string, string> = {}): string {
  const message = bundle.getMessage(id);
  if (message?.value == null) throw new Error(`en.ftl has no message with a value for ${id}`);
  const errors: Error[] = [];
  const text = bundle.formatPattern(message.value, args, errors);
  expect(errors.map(String), id).toEqual([]);
  return text;
}

/** Variables a Fluent message refers to. */
function variablesOf(id: string): string[] {
  const message = ftlMessages.find((m) => m.id.name === id);
  if (message === undefined) return [];
  const names = new Set<string>();
  class Collector extends Visitor {
    override visitVariableReference(node: VariableReference): void {
      names.add(node.id.name);
    }
  }
  new Collector().visit(message);
  return [...names].sort();
}

/** Arguments for an entry's params, from the samples. */
function argsFor(params: readonly string[] | undefined): Record<string, string> {
  return Object.fromEntries((params ?? []).map((name) => [name, SAMPLE_ARGS[name] ?? name]));
}

/** The catalogue message with the spec's variable parts filled in. */
function fillIn(message: string, args: Record<string, string>): string {
  return message
    .replace(/%\((\w+)\)s/g, (_match, name: string) => args[name] ?? '')
    .replace('{product domain}', args.domain ?? '');
}

interface FtlCase {
  id: string;
  params: readonly string[] | undefined;
  message: string;
}

/** Every Fluent message the catalogue needs, with the catalogue message it renders. */
const FTL_CASES: readonly FtlCase[] = [
  ...authEntries.flatMap((e): FtlCase[] => {
    const main = { id: authErrorFtlId(e.errno, argsFor(e.params)), params: e.params, message: e.message };
    return e.genericVariant === true
      ? [main, { id: authErrorFtlId(e.errno), params: undefined, message: e.message }]
      : [main];
  }),
  ...oauthEntries.map((e): FtlCase => ({ id: oauthErrorFtlId(e.errno), params: e.params, message: e.message })),
];

// ---------------------------------------------------------------------------

describe('the catalogue lists every error of SPEC §8', () => {
  it.each(SPEC_SERVER_ERRORS)('auth %i (server): %s', (errno, message) => {
    const entry = authEntry(errno);
    expect(entry, `auth errno ${errno} is missing`).toBeDefined();
    expect(entry?.message).toBe(message);
    expect(entry?.side).toBe('server');
    expect(entry?.httpStatus).toBeGreaterThanOrEqual(400);
  });

  it.each(EXTRA_SERVER_ERRORS)('auth %i (server, beyond the spec): %s', (errno, message) => {
    const entry = authEntry(errno);
    expect(entry?.message).toBe(message);
    expect(entry?.side).toBe('server');
    expect(entry?.httpStatus).toBe(400);
  });

  it.each(EXTRA_CLIENT_ERRORS)('auth %i (client, beyond the spec): %s', (errno, message) => {
    const entry = authEntry(errno);
    expect(entry?.message).toBe(message);
    expect(entry?.side).toBe('client');
    expect(entry?.httpStatus).toBeUndefined();
  });

  it.each(SPEC_CLIENT_ERRORS)('auth %i (client): %s', (errno, message) => {
    const entry = authEntry(errno);
    expect(entry, `auth errno ${errno} is missing`).toBeDefined();
    expect(entry?.message).toBe(message);
    expect(entry?.side).toBe('client');
    expect(entry?.httpStatus).toBeUndefined();
  });

  const oauthRows = SPEC_OAUTH_ERRORS.map(([errno, message, code]) => ({ errno, message, code }));
  it.each(oauthRows)('oauth $errno: $message, response code $code', ({ errno, message, code }) => {
    const entry = oauthEntry(errno);
    expect(entry, `oauth errno ${errno} is missing`).toBeDefined();
    expect(entry?.message).toBe(message);
    expect(entry?.responseErrorCode).toBe(code);
  });

  it('holds nothing else', () => {
    const listed = [...SPEC_SERVER_ERRORS, ...EXTRA_SERVER_ERRORS, ...SPEC_CLIENT_ERRORS, ...EXTRA_CLIENT_ERRORS].map(([n]) => n);
    expect(authEntries.map((e) => e.errno)).toEqual([...listed].sort((a, b) => a - b));
    expect(oauthEntries.map((e) => e.errno)).toEqual(SPEC_OAUTH_ERRORS.map(([n]) => n));
  });

  it('uses UPPER_SNAKE keys that match the table keys', () => {
    for (const [key, entry] of [...Object.entries(AUTH_ERRORS), ...Object.entries(OAUTH_ERRORS)]) {
      expect(entry.key).toBe(key);
      expect(key).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });

  it('names the errors other code relies on', () => {
    expect(AUTH_ERRORS.ACCOUNT_EXISTS.errno).toBe(101);
    expect(AUTH_ERRORS.UNKNOWN_ACCOUNT.errno).toBe(102);
    expect(AUTH_ERRORS.INCORRECT_PASSWORD.errno).toBe(103);
    expect(AUTH_ERRORS.INVALID_TOKEN.errno).toBe(110);
    expect(AUTH_ERRORS.THROTTLED.errno).toBe(114);
    expect(AUTH_ERRORS.INCORRECT_EMAIL_CASE.errno).toBe(120);
    expect(AUTH_ERRORS.REQUEST_BLOCKED.errno).toBe(125);
    expect(AUTH_ERRORS.UNVERIFIED_SESSION.errno).toBe(138);
    expect(AUTH_ERRORS.UNEXPECTED_ERROR.errno).toBe(999);
    expect(OAUTH_ERRORS.UNEXPECTED_ERROR.errno).toBe(999);
  });
});

describe('English Fluent strings (schema/errors/en.ftl)', () => {
  it('parse without junk and load into a bundle with the brand terms', () => {
    expect(ftlAst.body.filter((entry) => entry instanceof Junk)).toEqual([]);
    expect(brandErrors.map(String)).toEqual([]);
    expect(enErrors.map(String)).toEqual([]);
  });

  it.each(FTL_CASES)('$id renders its catalogue message', ({ id, params, message }) => {
    expect(bundle.hasMessage(id), `en.ftl lacks ${id}`).toBe(true);
    const args = argsFor(params);
    const text = format(id, args);
    expect(text).not.toMatch(/[{}]/);
    expect(text).toBe(ENGLISH_DIFFERS[id] ?? fillIn(message, args));
  });

  it('names no protocol term in what a person reads of an error of the request or the authenticator', () => {
    for (const errno of [106, 107, 108, 109, 111, 112, 115, 154, 155]) {
      expect(format(`auth-error-${errno}`), String(errno)).not.toMatch(/JSON|request body|signature|timestamp|content-length|nonce|TOTP|token/i);
    }
  });

  it('names no protocol term in what a person reads of an OAuth error', () => {
    for (const { id, params } of FTL_CASES.filter((c) => c.id.startsWith('oauth-error-'))) {
      const shown = [format(id, argsFor(params)), ...(params?.includes('param') ? [format(id, { param: 'client_id' }), format(id, { param: 'redirect_uri' })] : [])];
      for (const text of shown) expect(text, id).not.toMatch(/OAuth|client_id|redirect_uri|code_challenge|PKCE|grant_type|id_token_hint|prompt=none|\bscope\b|pairing client/);
    }
  });

  it.each(FTL_CASES)('$id takes exactly the variables the catalogue lists', ({ id, params }) => {
    expect(variablesOf(id)).toEqual([...(params ?? [])].sort());
  });

  it('has no message that the catalogue does not use', () => {
    const used = new Set(FTL_CASES.map((c) => c.id));
    const orphans = ftlMessages.map((m) => m.id.name).filter((id) => !used.has(id));
    expect(orphans).toEqual([]);
    expect(ftlMessages).toHaveLength(used.size);
  });
});

describe('Fluent ids', () => {
  it.each(authEntries)('auth $errno: auth-error-{errno}, with -{version} when versioned', (entry) => {
    const id = entry.version === undefined ? `auth-error-${entry.errno}` : `auth-error-${entry.errno}-${entry.version}`;
    expect(authErrorFtlId(entry.errno, { retryAfterLocalized: 'in 15 minutes' })).toBe(id);
  });

  it.each(oauthEntries)('oauth $errno: oauth-error-{errno}, with -{version} when versioned', (entry) => {
    const id =
      entry.version === undefined ? `oauth-error-${entry.errno}` : `oauth-error-${entry.errno}-${entry.version}`;
    expect(oauthErrorFtlId(entry.errno)).toBe(id);
  });

  it('an unknown errno keeps its number and has no English string', () => {
    expect(authErrorFtlId(4321)).toBe('auth-error-4321');
    expect(oauthErrorFtlId(4321)).toBe('oauth-error-4321');
    expect(bundle.hasMessage('auth-error-4321')).toBe(false);
  });
});

describe('THROTTLED (114)', () => {
  it('names the retry time when retryAfterLocalized is given', () => {
    const id = authErrorFtlId(114, { retryAfterLocalized: 'in 15 minutes' });
    expect(id).toBe('auth-error-114');
    const text = format(id, { retryAfterLocalized: 'in 15 minutes' });
    expect(text).toContain('in 15 minutes');
    expect(text).toBe("You've tried too many times. Try again in 15 minutes.");
  });

  it.each([undefined, {}, { retryAfterLocalized: '' }])('falls back to the generic text (%j)', (opts) => {
    const id = authErrorFtlId(114, opts);
    expect(id).toBe('auth-error-114-generic');
    expect(format(id)).toBe("You've tried too many times. Try again later.");
  });
});

describe('unknown errnos', () => {
  it.each([0, 100, 117, 1000, 1069, 12345, -1, 1.5])('auth %s maps to UNEXPECTED_ERROR (999)', (errno) => {
    expect(isKnownAuthErrno(errno)).toBe(false);
    expect(authErrorByErrno(errno)).toBe(AUTH_ERRORS.UNEXPECTED_ERROR);
    expect(authErrorByErrno(errno).errno).toBe(999);
  });

  it.each([0, 102, 126, 1002, 1014, 12345])('oauth %s maps to UNEXPECTED_ERROR (999)', (errno) => {
    expect(isKnownOAuthErrno(errno)).toBe(false);
    expect(oauthErrorByErrno(errno)).toBe(OAUTH_ERRORS.UNEXPECTED_ERROR);
    expect(oauthErrorByErrno(errno).errno).toBe(999);
  });

  it('known errnos find their own entry', () => {
    expect(isKnownAuthErrno(114)).toBe(true);
    expect(authErrorByErrno(114)).toBe(AUTH_ERRORS.THROTTLED);
    expect(isKnownOAuthErrno(1010)).toBe(true);
    expect(oauthErrorByErrno(1010)).toBe(OAUTH_ERRORS.PROMPT_NONE_NOT_SIGNED_IN);
  });
});

describe('OAuth redirect error value', () => {
  it.each([
    [1010, 'login_required'],
    [1008, 'unauthorized_client'],
    [101, '101'],
    [1004, '1004'],
    [4242, '999'],
  ])('errno %i redirects with error=%s', (errno, value) => {
    expect(oauthRedirectError(errno)).toBe(value);
  });
});

describe('REST error bodies', () => {
  it('carry the status, reason phrase, errno and message', () => {
    expect(authErrorBody('UNKNOWN_ACCOUNT')).toEqual({
      code: 400,
      errno: 102,
      error: 'Bad Request',
      message: 'Unknown account',
    });
  });

  it('carry the retry time for THROTTLED', () => {
    expect(authErrorBody('THROTTLED', { retryAfter: 900, retryAfterLocalized: 'in 15 minutes' })).toEqual({
      code: 429,
      errno: 114,
      error: 'Too Many Requests',
      message: "You've tried too many times. Try again later.",
      retryAfter: 900,
      retryAfterLocalized: 'in 15 minutes',
    });
  });

  it('may replace the message, as for a missing cached JWT', () => {
    const body = authErrorBody('INVALID_TOKEN', { message: 'Could not locate jwt in cache.' });
    expect(body).toEqual({ code: 401, errno: 110, error: 'Unauthorized', message: 'Could not locate jwt in cache.' });
  });

  it('leave out what is not given', () => {
    const body = authErrorBody('REQUEST_BLOCKED', { verificationMethod: 'email-captcha' });
    expect(Object.keys(body).sort()).toEqual(['code', 'errno', 'error', 'message', 'verificationMethod']);
  });

  it.each(authEntries.filter((e) => e.side === 'server'))('auth $errno has an HTTP error status', (entry) => {
    expect([400, 401, 404, 409, 410, 411, 413, 429, 500, 503]).toContain(entry.httpStatus ?? 0);
  });
});

describe('generated/errors.ts', () => {
  const temporaryRoots: string[] = [];
  afterAll(() => {
    for (const dir of temporaryRoots) rmSync(dir, { recursive: true, force: true });
  });

  /** A scratch root whose catalogue is the real one, changed by `edit`. */
  function rootWith(edit: (catalogue: { auth: Record<string, unknown>[]; oauth: Record<string, unknown>[] }) => void) {
    const dir = mkdtempSync(join(tmpdir(), 'error-catalogue-'));
    temporaryRoots.push(dir);
    const catalogue = parseYaml(read('schema/errors/catalogue.yaml')) as {
      auth: Record<string, unknown>[];
      oauth: Record<string, unknown>[];
    };
    edit(catalogue);
    mkdirSync(join(dir, 'schema/errors'), { recursive: true });
    writeFileSync(join(dir, 'schema/errors/catalogue.yaml'), stringifyYaml(catalogue));
    return dir;
  }

  it('is exactly what the generator makes from the catalogue', async () => {
    const { generateErrors } = await import('../../scripts/codegen/errors.mjs');
    expect(read('generated/errors.ts')).toBe(await generateErrors({ root }));
  });

  it('does not depend on the order of the catalogue', async () => {
    const { generateErrors } = await import('../../scripts/codegen/errors.mjs');
    const shuffled = rootWith((c) => {
      c.auth.reverse();
      c.oauth.reverse();
    });
    expect(await generateErrors({ root: shuffled })).toBe(await generateErrors({ root }));
  });

  type Edit = (catalogue: { auth: Record<string, unknown>[] }) => void;
  const rejected: ReadonlyArray<readonly [string, Edit, RegExp]> = [
    ['a repeated errno', (c) => c.auth.push({ ...c.auth[0], key: 'OTHER' }), /auth errno 101 appears twice/],
    ['a server error without a status', (c) => delete c.auth[0]?.httpStatus, /auth 101: a server error needs/],
    ['no UNEXPECTED_ERROR', (c) => c.auth.splice(c.auth.findIndex((e) => e.errno === 999), 1), /UNEXPECTED_ERROR/],
    ['an unknown field', (c) => void (c.auth[0] = { ...c.auth[0], colour: 'red' }), /unknown field `colour`/],
  ];

  it.each(rejected)('rejects a catalogue with %s', async (_what, edit, reason) => {
    const { generateErrors } = await import('../../scripts/codegen/errors.mjs');
    await expect(generateErrors({ root: rootWith(edit) })).rejects.toThrow(reason);
  });
});
