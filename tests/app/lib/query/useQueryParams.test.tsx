// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { QueryParameterViolation, SIGN_IN_QUERY, useQueryParams } from '../../../../app/lib/query';
import { renderHook } from '../../../support/render';

describe('useQueryParams', () => {
  it("reads the page's model from the location", async () => {
    const hook = await renderHook(() => useQueryParams(SIGN_IN_QUERY), '/signin?country=DE&multi_service=true');
    expect(hook.current()).toEqual({ country: 'DE', multiService: true });
  });

  it('throws a QueryParameterViolation for the error boundary', async () => {
    const hook = await renderHook(() => useQueryParams(SIGN_IN_QUERY), '/signin?multi_service=maybe');
    expect(hook.error()).toBeInstanceOf(QueryParameterViolation);
  });
});
