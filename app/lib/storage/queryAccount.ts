// Query parameters that act on stored state (SPEC §2.8, §2.4).
import type { LocalAccounts, StoredAccount } from './localAccounts';

/** uid selects the current account among the stored ones; an unknown uid changes nothing. */
export function selectAccountFromQuery(accounts: LocalAccounts, search: string): StoredAccount | undefined {
  const uid = new URLSearchParams(search).get('uid');
  if (!uid) return accounts.current();
  const account = accounts.get(uid);
  if (!account) return accounts.current();
  accounts.setCurrent(uid);
  return account;
}

/** The resume token: base64 of a JSON object (it may carry uniqueUserId). */
export function parseResumeToken(resume: string | null | undefined): Record<string, unknown> | undefined {
  if (!resume) return undefined;
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(resume), (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The uniqueUserId carried by a resume token, if any. */
export function uniqueUserIdFromResume(resume: string | null | undefined): string | undefined {
  const value = parseResumeToken(resume)?.uniqueUserId;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * After a successful 'Try again' on the cookies-disabled screen: how far to
 * go back in history, two steps when contentRedirect is present.
 */
export function cookiesRetryHistorySteps(search: string): -1 | -2 {
  return new URLSearchParams(search).has('contentRedirect') ? -2 : -1;
}
