import { describe, expect, it } from 'vitest';
import {
  QueryParameterViolation,
  isHexadecimal,
  isLookupClientId,
  isUrl,
} from '../../../../app/lib/query';
import type { QueryModelName } from '../../../../app/lib/query';
import { parseAny as parseQueryParams } from './anyQuery';

function violations(model: QueryModelName, search: string): string[] {
  try {
    parseQueryParams(model, search);
  } catch (error) {
    if (error instanceof QueryParameterViolation) return error.violations.map((v) => v.message);
    throw error;
  }
  return [];
}

const enc = encodeURIComponent;
const hex32 = 'a'.repeat(32);

describe('query parameters (SPEC §5.3)', () => {
  describe('values must be URI-encoded', () => {
    it.each([
      { rule: 'a raw space', search: '?service=a b' },
      { rule: 'a raw non-ASCII character', search: '?service=é' },
      { rule: 'a raw angle bracket', search: '?service=<x>' },
      { rule: 'a raw brace', search: '?service={x}' },
      { rule: 'a malformed escape', search: '?service=%zz' },
      { rule: 'an escape that is not UTF-8', search: '?service=%E0%A4%A' },
    ])('rejects $rule', ({ search }) => {
      expect(violations('base', search)).toEqual(['Invalid query parameter service. Query parameters must be uri encoded.']);
    });

    it('accepts encoded values and decodes them', () => {
      expect(parseQueryParams('base', `?service=${enc('a b é')}&utm_term=x+y`)).toMatchObject({ service: 'a b é', utmTerm: 'x y' });
    });
  });

  describe('booleans accept only true or false', () => {
    it.each([
      { model: 'signin', param: 'multi_service', property: 'multiService' },
      { model: 'oauth', param: 'trusted', property: 'trusted' },
      { model: 'oauth', param: 'return_on_error', property: 'returnOnError' },
    ] as const)('$param', ({ model, param, property }) => {
      expect(parseQueryParams(model, `?${param}=true`)).toMatchObject({ [property]: true });
      expect(parseQueryParams(model, `?${param}=false`)).toMatchObject({ [property]: false });
      const [message] = violations(model, `?${param}=yes`);
      expect(message).toMatch(/^Data type mismatch! /);
      expect(message).toContain(property);
    });
  });

  describe('redirectTo and redirectUrl', () => {
    it.each([
      { rule: 'a path starting with /', value: '/settings?x=1' },
      { rule: 'a URL', value: 'https://example.org/done' },
      { rule: 'a URL whose host has no top-level domain', value: 'http://localhost:3030/x' },
    ])('accepts $rule', ({ value }) => {
      expect(violations('base', `?redirect_to=${enc(value)}`)).toEqual([]);
      expect(violations('oauth', `?redirect_url=${enc(value)}`)).toEqual([]);
    });

    it.each([
      { rule: 'a bare word', value: 'settings' },
      { rule: 'a protocol-relative URL', value: '//evil.example' },
      { rule: 'a script URL', value: 'javascript:alert(1)' },
      { rule: 'an unsupported protocol', value: 'gopher://example.org' },
    ])('rejects $rule', ({ value }) => {
      const messages = violations('base', `?redirect_to=${enc(value)}`);
      expect(messages).toContain(`(${value}) is not a valid Orbit redirect uri`);
    });
  });

  it('a redirect URL longer than 2048 characters is refused', () => {
    const value = `https://example.org/${'a'.repeat(2040)}`;
    expect(violations('base', `?redirect_to=${enc(value)}`)).toEqual(['redirectTo must be shorter than or equal to 2048 characters']);
  });

  describe('redirectUri', () => {
    it.each([
      { rule: 'the pairing URN', value: 'urn:ietf:wg:oauth:2.0:oob:pair-auth-webchannel', ok: true },
      { rule: 'a URL without TLD', value: 'http://127.0.0.1:8080/cb', ok: true },
      { rule: 'another URN', value: 'urn:ietf:wg:oauth:2.0:oob', ok: false },
      { rule: 'a path', value: '/cb', ok: false },
    ])('$rule → valid: $ok', ({ value, ok }) => {
      const expected = ok ? [] : [`(${value}) is not a valid Orbit redirect uri`];
      expect(violations('oauth', `?redirect_uri=${enc(value)}`)).toEqual(expected);
    });
  });

  it.each([
    { rule: 'a valid email', value: 'ann@example.org', ok: true },
    { rule: 'an empty string', value: '', ok: true },
    { rule: 'not an email', value: 'ann', ok: false },
  ])('loginHint accepts $rule: $ok', ({ value, ok }) => {
    const expected = ok ? [] : ['loginHint must be a valid email, empty string, or undefined'];
    expect(violations('base', `?login_hint=${enc(value)}`)).toEqual(expected);
  });

  it('loginHint may be absent', () => {
    expect(parseQueryParams('base', '').loginHint).toBeUndefined();
  });

  it.each([
    { model: 'signin', search: '?country=U', message: 'country must be longer than or equal to 2 characters' },
    { model: 'signin', search: '?country=ABCDEFGH', message: 'country must be shorter than or equal to 7 characters' },
    { model: 'signin', search: '?signin_code=abc', message: 'signinCode must be longer than or equal to 8 characters' },
    { model: 'signin', search: '?signin_code=abcdefghi', message: 'signinCode must be shorter than or equal to 8 characters' },
    { model: 'signin', search: `?signin_code=${enc('abc!defg')}`, message: 'signinCode must match ^[A-Za-z0-9_-]*$ regular expression' },
    { model: 'base', search: '?action=dance', message: 'action must be one of the following values: signin, signup, email, force_auth, pairing' },
    { model: 'verification', search: '?email_to_hash_with=ann', message: 'emailToHashWith must be an email' },
    { model: 'verification', search: '?reset_password_confirm=maybe', message: 'resetPasswordConfirm must be one of the following values: true, false' },
    { model: 'verification', search: `?uid=${'g'.repeat(32)}`, message: 'uid must be a hexadecimal number' },
    { model: 'verification', search: '?uid=abc', message: 'uid must be longer than or equal to 32 characters' },
    { model: 'oauth', search: '?client_id=xyz', message: 'clientId must be a hexadecimal number' },
    { model: 'oauth', search: '?access_type=forever', message: 'accessType must be one of the following values: offline, online' },
    { model: 'oauth', search: `?code_challenge=${'a'.repeat(42)}`, message: 'codeChallenge must be longer than or equal to 43 characters' },
    { model: 'oauth', search: `?code_challenge=${'a'.repeat(129)}`, message: 'codeChallenge must be shorter than or equal to 128 characters' },
    { model: 'oauth', search: '?code_challenge_method=plain', message: 'codeChallengeMethod must be one of the following values: S256' },
    { model: 'oauth', search: `?keys_jwk=${enc('a+b/c=')}`, message: 'keysJwk must be base64url encoded' },
    { model: 'oauth', search: '?max_age=1.5', message: 'maxAge must be an integer number' },
    { model: 'oauth', search: '?scope=', message: 'scope should not be empty' },
    { model: 'pairingChannel', search: `?channel_id=${enc('a/b')}`, message: 'channelId must be base64url encoded' },
    { model: 'pairingChannel', search: '?channel_id=', message: 'channelId must be base64url encoded' },
  ] as const)('$search on the $model model: $message', ({ model, search, message }) => {
    expect(violations(model, search)).toContain(message);
  });

  it.each([
    { model: 'signin', search: '?country=US&signin_code=Ab-_1234&action=signin', expected: { country: 'US', signinCode: 'Ab-_1234', action: 'signin' } },
    { model: 'base', search: '?stretch=2&utm_source=mail', expected: { stretch: '2', utmSource: 'mail' } },
    { model: 'verification', search: `?uid=${hex32}&reset_password_confirm=true&email_to_hash_with=${enc('a@b.org')}`, expected: { uid: hex32, resetPasswordConfirm: 'true', emailToHashWith: 'a@b.org' } },
    // A link's own code, token and unblock code keep any encoded value: the page says a malformed one is damaged.
    { model: 'verification', search: `?code=${enc('c0de/x')}&token=t&unblockCode=ABCD1234`, expected: { code: 'c0de/x', token: 't', unblockCode: 'ABCD1234' } },
    { model: 'oauth', search: `?client_id=0123456789abcdef&max_age=0&code_challenge_method=S256&keys_jwk=eyJr-_&scope=profile`, expected: { clientId: '0123456789abcdef', maxAge: 0, codeChallengeMethod: 'S256', keysJwk: 'eyJr-_', scope: 'profile' } },
    { model: 'thirdPartyCallback', search: '?state=s&code=c&provider=p&error=e', expected: { state: 's', code: 'c', provider: 'p', error: 'e' } },
  ] as const)('valid values pass on the $model model', ({ model, search, expected }) => {
    expect(parseQueryParams(model, search)).toEqual(expected);
  });

  it('flowBeginTime accepts digits and becomes a number', () => {
    expect(parseQueryParams('base', '?flow_begin_time=1700000000000').flowBeginTime).toBe(1_700_000_000_000);
    expect(violations('base', '?flow_begin_time=soon')[0]).toMatch(/^Data type mismatch! flowBeginTime/);
  });

  it('entryPoint is copied into entrypoint', () => {
    expect(parseQueryParams('base', '?entryPoint=preferences').entrypoint).toBe('preferences');
    expect(parseQueryParams('base', '?entrypoint=menu&entryPoint=preferences').entrypoint).toBe('menu');
  });

  it('the pairing variants default channelId and scope to empty strings', () => {
    expect(parseQueryParams('pairingChannel', '').channelId).toBe('');
    expect(parseQueryParams('pairingScope', '').scope).toBe('');
  });

  it('reports every violation at once', () => {
    expect(violations('signin', '?country=U&action=dance')).toHaveLength(2);
  });
});

describe('value checks', () => {
  it.each([
    { rule: 'hexadecimal digits', value: 'DEADbeef', allowPrefix: false, ok: true },
    { rule: 'a 0x prefix when allowed', value: '0xff', allowPrefix: true, ok: true },
    { rule: 'a 0h prefix when allowed', value: '0hff', allowPrefix: true, ok: true },
    { rule: 'a 0x prefix when not allowed', value: '0xff', allowPrefix: false, ok: false },
    { rule: 'a non-hex letter', value: 'fg', allowPrefix: true, ok: false },
  ])('hexadecimal: $rule → $ok', ({ value, allowPrefix, ok }) => {
    expect(isHexadecimal(value, { allowPrefix })).toBe(ok);
  });

  it.each([
    { rule: 'http', value: 'http://example.org', ok: true },
    { rule: 'https', value: 'https://example.org', ok: true },
    { rule: 'ftp', value: 'ftp://example.org', ok: true },
    { rule: 'no TLD required', value: 'https://intranet', ok: true },
    { rule: 'other protocols refused', value: 'ws://example.org', ok: false },
    { rule: 'at most 2084 characters by default', value: `https://example.org/${'a'.repeat(2064)}`, ok: true },
    { rule: 'longer than 2084 characters refused', value: `https://example.org/${'a'.repeat(2065)}`, ok: false },
  ])('URL check: $rule', ({ value, ok }) => {
    expect(isUrl(value)).toBe(ok);
  });

  it('a TLD can be required', () => {
    expect(isUrl('https://intranet', { requireTld: true })).toBe(false);
    expect(isUrl('https://example.org', { requireTld: true })).toBe(true);
  });

  it.each([
    { value: '0123456789abcdef', ok: true },
    { value: '0123456789abcde', ok: false },
    { value: '0123456789abcdeg', ok: false },
    { value: undefined, ok: false },
  ])('client-info look-up runs only for a 16-character hex id: $value', ({ value, ok }) => {
    expect(isLookupClientId(value)).toBe(ok);
  });
});
