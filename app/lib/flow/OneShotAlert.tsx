// A message for the next page only (SPEC §3.4: shown once, then cleared),
// such as 'Your account was deleted' after the browser forgot the account:
// kept in the session store until a page that shows such messages takes it,
// so a reload or coming back does not show it again.
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { AlertBar } from '../../../design-system';
import { useAppServices } from '../app';
import type { SessionStore } from '../storage';

const KEY = 'alertText';

/** Leaves the Fluent message `ftlId` for the next page that shows one-shot messages. */
export function leaveOneShotAlert(store: Pick<SessionStore, 'set'>, ftlId: string): void {
  store.set(KEY, ftlId);
}

export function OneShotAlert() {
  const { l10n } = useLocalization();
  const { sessionStore } = useAppServices();
  const [ftlId] = useState(() => {
    const value = sessionStore.get<unknown>(KEY);
    return typeof value === 'string' && value !== '' ? value : undefined;
  });
  const [visible, setVisible] = useState(true);

  // Taken: it is not shown again.
  useEffect(() => {
    if (ftlId) sessionStore.remove(KEY);
  }, [ftlId, sessionStore]);

  if (!ftlId || !visible) return null;
  return (
    <div id="one-shot-alert">
      <AlertBar type="success" onDismiss={() => setVisible(false)}>
        {l10n.getString(ftlId)}
      </AlertBar>
    </div>
  );
}
