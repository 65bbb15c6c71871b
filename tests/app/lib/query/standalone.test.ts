// Under the served content security policy (no 'unsafe-eval') the browser
// may not build functions from strings: query parameters must be checked by
// code generated at build time.
import { afterEach, describe, expect, it, vi } from 'vitest';

const RealFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = RealFunction;
  vi.resetModules();
});

describe('query-parameter validation without eval', () => {
  it('loads and checks every query a page reads while the Function constructor is forbidden', async () => {
    const forbidden = vi.fn(() => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    globalThis.Function = forbidden as unknown as FunctionConstructor;
    vi.resetModules();
    const { BASE_QUERY, OAUTH_QUERY, QueryParameterViolation, SIGN_IN_QUERY, THIRD_PARTY_CALLBACK_QUERY, VERIFICATION_QUERY, parseQuery } = await import('../../../../app/lib/query');

    for (const query of [BASE_QUERY, SIGN_IN_QUERY, OAUTH_QUERY, VERIFICATION_QUERY, THIRD_PARTY_CALLBACK_QUERY]) {
      expect(() => parseQuery(query, '')).not.toThrow();
    }
    expect(parseQuery(SIGN_IN_QUERY, '?country=DE&login_hint=a%40b.org')).toMatchObject({ country: 'DE', loginHint: 'a@b.org' });
    expect(parseQuery(OAUTH_QUERY, '?client_id=abc123&max_age=0')).toMatchObject({ clientId: 'abc123', maxAge: 0 });
    expect(parseQuery(VERIFICATION_QUERY, `?uid=${'a'.repeat(32)}&code=c0de`)).toMatchObject({ uid: 'a'.repeat(32), code: 'c0de' });
    expect(() => parseQuery(VERIFICATION_QUERY, '?uid=abc')).toThrow(QueryParameterViolation);
    expect(parseQuery(THIRD_PARTY_CALLBACK_QUERY, '?state=s&code=c')).toEqual({ state: 's', code: 'c' });
    let caught: unknown;
    try {
      parseQuery(OAUTH_QUERY, '?client_id=xyz');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(QueryParameterViolation);
    expect((caught as InstanceType<typeof QueryParameterViolation>).violations.map((v) => v.message)).toEqual([
      'clientId must be a hexadecimal number',
    ]);
    expect(forbidden).not.toHaveBeenCalled();
  });
});
