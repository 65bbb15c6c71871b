// What every settings page shares while the person moves between them: the
// account as the server last told it (fetched again after every change, so
// no page needs a reload), the end of the session when the server says it has
// ended, and what the person typed on a page they left (Back keeps it).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Account } from '../../api';
import { AuthClientError, isInvalidTokenError } from '../../api';
import { useAppServices } from '../../lib/app';
import { WebChannel, attachAccountEvents } from '../../lib/webChannel';
import type { AccountEvents } from '../../lib/webChannel';

/** The server's word for a sensitive operation sent without a live step-up token (SPEC §6): the session itself is fine. */
export const MISSING_JWT_MESSAGE = 'Missing or expired jwt.';

/** A refusal for want of a step-up token, not an ended session. */
export function isMissingJwtError(error: unknown): error is AuthClientError {
  return isInvalidTokenError(error) && error instanceof AuthClientError && error.message === MISSING_JWT_MESSAGE;
}

export interface SettingsData {
  account: Account;
  /** Asks the server for the account again and shows what it says; a failure leaves the last answer. */
  refresh: () => Promise<void>;
  /**
   * Handles a failed call of a settings page: an ended session signs the browser out (the guard
   * then sends the person to sign in and back here) and returns true; anything else returns false.
   */
  endedSession: (error: unknown) => boolean;
  /** What the person typed on the page `page` and has not saved yet, kept while they are elsewhere in settings. */
  drafts: Drafts;
  /** Fluent id of the confirmation shown at the top of the area after a change, until dismissed or another page opens. */
  alert?: string;
  showAlert: (ftlId: string | undefined) => void;
  /** Tells the browser and the other tabs of a deletion or a password change made here. */
  announce?: Pick<AccountEvents, 'accountDeleted' | 'passwordChanged'>;
}

export interface Drafts {
  get(page: string): Record<string, string> | undefined;
  set(page: string, values: Record<string, string>): void;
  clear(page: string): void;
}

export const SettingsDataContext = createContext<SettingsData | null>(null);

export function useSettingsData(): SettingsData {
  const data = useContext(SettingsDataContext);
  if (!data) throw new Error('useSettingsData must be used inside the settings area');
  return data;
}

/** Like useState for a page's fields, but what is typed outlives the page until it is saved (`clear`). */
export function useDraft(page: string, initial: Record<string, string>): [Record<string, string>, (values: Record<string, string>) => void, () => void] {
  const { drafts } = useSettingsData();
  const [values, setValues] = useState(() => drafts.get(page) ?? initial);
  const update = useCallback(
    (next: Record<string, string>) => {
      drafts.set(page, next);
      setValues(next);
    },
    [drafts, page],
  );
  const clear = useCallback(() => drafts.clear(page), [drafts, page]);
  return [values, update, clear];
}

export interface SettingsDataProviderProps {
  /** The account as first loaded. */
  initial: Account;
  children: ReactNode;
}

export function SettingsDataProvider({ initial, children }: SettingsDataProviderProps) {
  const { api, accounts, endSession, clearLocalData } = useAppServices();
  const [account, setAccount] = useState(initial);
  const [alert, showAlert] = useState<string>();
  const stored = useRef(new Map<string, Record<string, string>>());

  const endedSession = useCallback(
    (error: unknown) => {
      if (!isInvalidTokenError(error) || isMissingJwtError(error)) return false;
      endSession();
      return true;
    },
    [endSession],
  );

  const refresh = useCallback(async () => {
    try {
      const loaded = await api.getAccount();
      if (loaded) setAccount(loaded);
    } catch (error) {
      // The change itself went through; the page shows what it knew until the next refresh.
      endedSession(error);
    }
  }, [api, endedSession]);

  // The browser's and the other tabs' news of this account (SPEC §4.11): a profile change reads the
  // account again, a password change dates the password now, a deletion leaves for the start page.
  const events = useRef<AccountEvents | undefined>(undefined);
  useEffect(() => {
    const channel = new WebChannel({ target: window });
    // The account this tab shows, as it was when the area opened: the tab that deletes it clears
    // the stored account at once, and when both tabs share a renderer process, the other one would
    // find nothing stored by the time the news arrives.
    const shownUid = accounts.current()?.uid;
    const attached = attachAccountEvents(channel, {
      currentUid: () => shownUid,
      refetchAccount: () => void refresh(),
      setPasswordCreated: (at) => setAccount((current) => ({ ...current, passwordCreated: at })),
      // Deleted elsewhere: this tab forgets what the deleting tab forgot, and its own session
      // storage (step-up tokens, flow state) with it, before the clean start page.
      forgetAccount: clearLocalData,
      navigate: (path) => window.location.assign(path),
    });
    events.current = attached;
    return () => {
      events.current = undefined;
      attached.dispose();
      channel.dispose();
    };
  }, [accounts, clearLocalData, refresh]);
  const announce = useMemo<Pick<AccountEvents, 'accountDeleted' | 'passwordChanged'>>(
    () => ({
      accountDeleted: (uid) => events.current?.accountDeleted(uid),
      passwordChanged: (data) => events.current?.passwordChanged(data),
    }),
    [],
  );

  const drafts = useMemo<Drafts>(
    () => ({
      get: (page) => stored.current.get(page),
      set: (page, values) => stored.current.set(page, values),
      clear: (page) => stored.current.delete(page),
    }),
    [],
  );

  const value = useMemo(
    () => ({ account, refresh, endedSession, drafts, alert, showAlert, announce }),
    [account, refresh, endedSession, drafts, alert, announce],
  );
  return <SettingsDataContext.Provider value={value}>{children}</SettingsDataContext.Provider>;
}
