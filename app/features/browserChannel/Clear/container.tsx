// Clears what the app keeps in the browser (its local and session storage
// namespaces), then says so.
import { useEffect } from 'react';
import { SESSION_NAMESPACE, STORAGE_NAMESPACE, clearNamespace } from '../../../lib/storage';
import { ClearPage } from './ClearPage';

export function clearStoredState(local: Storage | undefined, session: Storage | undefined): void {
  if (local) clearNamespace(local, STORAGE_NAMESPACE);
  if (session) clearNamespace(session, SESSION_NAMESPACE);
}

function area(get: () => Storage): Storage | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

export function ClearContainer() {
  useEffect(() => {
    clearStoredState(
      area(() => window.localStorage),
      area(() => window.sessionStorage),
    );
  }, []);
  return <ClearPage />;
}
