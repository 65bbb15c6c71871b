// A message for the next page only (SPEC §3.4: shown once, then cleared),
// carried in the router's state of the navigation that leads there: the page
// shows it in a success bar and takes it out of the history entry at once,
// so a reload or coming back does not show it again.
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AlertBar } from '../../../design-system';

const KEY = 'oneShotAlert';

/** Router state that makes the next page show the Fluent message `ftlId` once. */
export function oneShotAlertState(ftlId: string): Record<string, string> {
  return { [KEY]: ftlId };
}

function alertOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[KEY];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function OneShotAlert() {
  const { l10n } = useLocalization();
  const location = useLocation();
  const navigate = useNavigate();
  const [ftlId] = useState(() => alertOf(location.state));
  const [visible, setVisible] = useState(true);
  const carried = alertOf(location.state) !== undefined;

  useEffect(() => {
    if (!carried) return;
    const rest = { ...(location.state as Record<string, unknown>) };
    delete rest[KEY];
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
  }, [carried, location, navigate]);

  if (!ftlId || !visible) return null;
  return (
    <div id="one-shot-alert">
      <AlertBar type="success" onDismiss={() => setVisible(false)}>
        {l10n.getString(ftlId)}
      </AlertBar>
    </div>
  );
}
