import { describe, expect, it } from 'vitest';
import { AuthClientError } from '../../../../app/api';
import { appErrorVariant } from '../../../../app/lib/errors';
import { QueryParameterViolation } from '../../../../app/lib/query';

describe('app error screen variant (SPEC §2.6, §8.1)', () => {
  it.each([
    { rule: 'INVALID_TOKEN shows Invalid Session', error: new AuthClientError('server', 110), variant: 'invalid-session' },
    { rule: 'UNVERIFIED_SESSION shows Invalid Session', error: new AuthClientError('server', 138), variant: 'invalid-session' },
    { rule: 'a query check shows Bad Request', error: new QueryParameterViolation([{ property: 'uid', param: 'uid', message: 'm' }]), variant: 'query-parameter-violation' },
    { rule: 'another server error is general', error: new AuthClientError('server', 102), variant: 'general' },
    { rule: 'a timeout is general', error: new AuthClientError('timeout', 1039), variant: 'general' },
    { rule: 'any other error is general', error: new Error('boom'), variant: 'general' },
  ])('$rule', ({ error, variant }) => {
    expect(appErrorVariant(error)).toBe(variant);
  });
});
