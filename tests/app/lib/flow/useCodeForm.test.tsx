// @vitest-environment happy-dom
// The shared state of every code page: a code is checked before it is
// sent, a wrong code is said under the field and any other failure in the
// banner, nothing is sent twice, the typed code stays after a failure, and a
// resend reports its progress.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthClientError } from '../../../../app/api';
import { useCodeForm } from '../../../../app/lib/flow';
import type { CodeFormState as CodeForm, CodeFormOptions } from '../../../../app/lib/flow';
import { renderHook } from '../../../support/render';

/** Renders the hook and returns a getter of its latest value. */
async function mount(options: CodeFormOptions): Promise<() => CodeForm> {
  const hook = await renderHook(() => useCodeForm(options));
  return hook.current;
}

const serverError = (errno: number) => new AuthClientError('server', errno, { status: 400 });

function options(overrides: Partial<CodeFormOptions> = {}): CodeFormOptions {
  return {
    ready: true,
    check: (code) => (code.length === 6 ? undefined : { ftlId: 'auth-error-1060' }),
    verify: vi.fn(async () => undefined),
    wrongCodeErrnos: [183],
    ...overrides,
  };
}

describe('the code form of every flow', () => {
  it('a code of the wrong length is said under the field and nothing is sent', async () => {
    const verify = vi.fn(async () => undefined);
    const form = await mount(options({ verify }));
    act(() => form().setCode('123'));
    await act(() => form().submit());
    expect(form().codeError).toEqual({ ftlId: 'auth-error-1060' });
    expect(verify).not.toHaveBeenCalled();
  });

  it('a wrong code is said under the field, another failure in the banner, and the code stays', async () => {
    const verify = vi.fn<(code: string) => Promise<void>>().mockRejectedValueOnce(serverError(183)).mockRejectedValueOnce(serverError(201));
    const form = await mount(options({ verify, wrongCodeShownAs: { ftlId: 'auth-error-1054' } }));
    act(() => form().setCode('123456'));
    await act(() => form().submit());
    expect(form().codeError).toEqual({ ftlId: 'auth-error-1054' });
    expect(form().bannerError).toBeUndefined();
    expect(form().submitting).toBe(false);
    await act(() => form().submit());
    expect(form().codeError).toBeUndefined();
    expect(form().bannerError).toBeDefined();
    expect(form().code).toBe('123456');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('is not sent twice while a submit is under way, nor before the page is ready', async () => {
    let finish: (() => void) | undefined;
    const verify = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = await mount(options({ verify }));
    act(() => form().setCode('123456'));
    let first: Promise<void> | undefined;
    act(() => {
      first = form().submit();
    });
    expect(form().submitting).toBe(true);
    await act(() => form().submit());
    expect(verify).toHaveBeenCalledTimes(1);
    finish?.();
    await act(() => first!);

    const notReady = vi.fn(async () => undefined);
    const waiting = await mount(options({ ready: false, verify: notReady }));
    act(() => waiting().setCode('123456'));
    await act(() => waiting().submit());
    expect(notReady).not.toHaveBeenCalled();
  });

  it('a failure the page handles itself skips the usual handling and resets the resend', async () => {
    const handleFailure = vi.fn((error: unknown, setCodeError: (e: { ftlId: string } | undefined) => void) => {
      setCodeError({ ftlId: 'expired' });
      return error instanceof AuthClientError && error.errno === 153;
    });
    const form = await mount(options({ verify: async () => Promise.reject(serverError(153)), handleFailure }));
    act(() => form().setCode('123456'));
    await act(() => form().submit());
    expect(form().codeError).toEqual({ ftlId: 'expired' });
    expect(form().bannerError).toBeUndefined();
    expect(form().resendStatus).toBe('idle');
  });

  it('a resend goes sending → sent, or back to idle with the error in the banner', async () => {
    const resend = vi.fn<() => Promise<void>>().mockResolvedValueOnce(undefined).mockRejectedValueOnce(serverError(114));
    const onResent = vi.fn();
    const form = await mount(options({ resend, onResent }));
    await act(() => form().resend());
    expect(form().resendStatus).toBe('sent');
    expect(onResent).toHaveBeenCalledTimes(1);
    await act(() => form().resend());
    expect(form().resendStatus).toBe('idle');
    expect(form().bannerError).toBeDefined();
    expect(onResent).toHaveBeenCalledTimes(1);
  });

  it('offers no more new codes than the page allows (SPEC §9: four), and counts only those sent', async () => {
    const resend = vi.fn<() => Promise<void>>().mockRejectedValueOnce(serverError(114)).mockResolvedValue(undefined);
    const form = await mount(options({ resend, maxResends: 2 }));
    await act(() => form().resend());
    expect(form().resends).toBe(0);
    await act(() => form().resend());
    await act(() => form().resend());
    expect(form().resends).toBe(2);
    expect(form().resendLimitReached).toBe(true);
    await act(() => form().resend());
    expect(resend).toHaveBeenCalledTimes(3);
  });
});
