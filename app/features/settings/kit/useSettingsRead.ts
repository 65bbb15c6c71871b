// What a settings page lists, read when it opens: undefined while it is on
// its way, the failure to say (an ended session instead signs the browser
// out), Try again, and reading anew after a change while the list stays.
import { useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import type { Api } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { useSettingsData } from '../data';

export interface SettingsRead<T> {
  /** What was read; undefined until it is. */
  data: T | undefined;
  setData: Dispatch<SetStateAction<T | undefined>>;
  /** Why it could not be read. */
  error: ShownError | undefined;
  /** Try again: what was shown goes (the page waits again) and it is read anew. */
  retry: () => void;
  /** Reads anew, showing what it has meanwhile. */
  reload: () => void;
}

/** Reads with `read` when the page opens (the first `read` given: a page reads one thing). */
export function useSettingsRead<T>(read: (api: Api) => Promise<T>): SettingsRead<T> {
  const { api } = useAppServices();
  const { endedSession } = useSettingsData();
  const [reader] = useState(() => read);
  const [data, setData] = useState<T>();
  const [error, setError] = useState<ShownError>();
  // Bumped to read once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    reader(api).then(
      (found) => {
        if (current) setData(found);
      },
      (failure: unknown) => {
        if (current && !endedSession(failure)) setError(shownError(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [api, endedSession, reader, attempt]);

  const retry = () => {
    setError(undefined);
    setData(undefined);
    setAttempt(attempt + 1);
  };
  return { data, setData, error, retry, reload: () => setAttempt((value) => value + 1) };
}
