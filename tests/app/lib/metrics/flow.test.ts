import { describe, expect, it, vi } from 'vitest';
import { resolveMetricsFlow, toFlowBeginTime } from '../../../../app/lib/metrics';

const server = { flowId: 'f'.repeat(64), flowBeginTime: 99, deviceId: 'd'.repeat(32) };

describe('metrics flow (SPEC §3.10)', () => {
  it.each([
    {
      rule: 'read from the query first',
      search: '?flow_id=q1&flow_begin_time=100&device_id=dq',
      dataset: { flowId: 'p1', flowBeginTime: '200', deviceId: 'dp' },
      expected: { flowId: 'q1', flowBeginTime: 100, deviceId: 'dq' },
    },
    {
      rule: "then from the page body's data attributes",
      search: '?flow_id=q1',
      dataset: { flowId: 'p1', flowBeginTime: '200', deviceId: 'dp' },
      expected: { flowId: 'p1', flowBeginTime: 200, deviceId: 'dp' },
    },
    {
      rule: 'a missing deviceId is generated without dashes',
      search: '?flow_id=q1&flow_begin_time=100',
      dataset: undefined,
      expected: { flowId: 'q1', flowBeginTime: 100, deviceId: '0123456789abcdef0123456789abcdef' },
    },
  ])('$rule', async ({ search, dataset, expected }) => {
    const startFlow = vi.fn(async () => server);
    const flow = await resolveMetricsFlow({ search, dataset, startFlow, randomUUID: () => '01234567-89ab-cdef-0123-456789abcdef' });
    expect(flow).toEqual(expected);
    expect(startFlow).not.toHaveBeenCalled();
  });

  it('is fetched from the server when not supplied', async () => {
    const startFlow = vi.fn(async () => server);
    await expect(resolveMetricsFlow({ search: '?flow_begin_time=abc', startFlow })).resolves.toEqual(server);
    expect(startFlow).toHaveBeenCalledOnce();
  });

  it.each([
    { value: 12, expected: 12 },
    { value: '1700000000000', expected: 1_700_000_000_000 },
    { value: '12a', expected: undefined },
    { value: null, expected: undefined },
  ])('flowBeginTime $value → $expected', ({ value, expected }) => {
    expect(toFlowBeginTime(value)).toBe(expected);
  });
});
