// What /oauth shows before asking the server (SPEC §3.7, §8.3): a missing
// client id is 'Missing OAuth parameter' (1005), one that is not 16 lower-case
// hex characters 'Invalid OAuth parameter: client_id' (109), and a well-formed
// one is asked for (loading). The answers themselves are covered by the OAuth
// journeys against the real server.
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../../app/api';
import { initialClientInfoState } from '../../../../app/lib/oauth';

const api = createApi({ gqlUrl: 'https://gql.example', authUrl: 'https://auth.example', getSessionToken: () => undefined });

describe('the client info state before anything is asked', () => {
  it.each([
    { rule: 'no client_id', clientId: undefined, expected: { status: 'error', error: { ftlId: 'oauth-error-1005' } } },
    { rule: 'an empty client_id', clientId: '', expected: { status: 'error', error: { ftlId: 'oauth-error-1005' } } },
    { rule: 'upper-case hex', clientId: '0123456789ABCDEF', expected: { status: 'error', error: { ftlId: 'oauth-error-109', args: { param: 'client_id' } } } },
    { rule: 'too short', clientId: '0123456789abcde', expected: { status: 'error', error: { ftlId: 'oauth-error-109', args: { param: 'client_id' } } } },
    { rule: 'too long', clientId: '0123456789abcdef0', expected: { status: 'error', error: { ftlId: 'oauth-error-109', args: { param: 'client_id' } } } },
    { rule: 'a well-formed id not asked yet', clientId: '0123456789abcdef', expected: { status: 'loading' } },
  ])('$rule', ({ clientId, expected }) => {
    expect(initialClientInfoState(api, clientId)).toEqual(expected);
  });
});
