// A message for the next page only (SPEC §3.4: shown once, then cleared),
// such as 'Your account was deleted' after the browser forgot the account:
// kept in the session store until a page that shows such messages takes it,
// so a reload or coming back does not show it again. A confirmation of what
// was done is a success bar; a note about what comes next (the sign-in that
// will link a third-party provider) is an info banner in the card.
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { AlertBar, Banner } from '../../../design-system';
import { useAppServices } from '../app';
import type { SessionStore } from '../storage';

const KEY = 'alertText';

export interface OneShotMessage {
  /** The Fluent message. */
  readonly ftlId: string;
  /** Its variables that are messages themselves, by id, shown in the page's language: the provider's name. */
  readonly args?: Readonly<Record<string, string>>;
  /** 'success' (a confirmation, the default) or 'info' (a note about what comes next). */
  readonly tone?: 'success' | 'info';
}

/** Leaves the message for the next page that shows one-shot messages. */
export function leaveOneShotAlert(store: Pick<SessionStore, 'set'>, message: string | OneShotMessage): void {
  store.set(KEY, typeof message === 'string' ? { ftlId: message } : message);
}

function readMessage(value: unknown): OneShotMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { ftlId, args, tone } = value as Record<string, unknown>;
  if (typeof ftlId !== 'string' || ftlId === '') return undefined;
  const stringArgs =
    typeof args === 'object' && args !== null ? Object.fromEntries(Object.entries(args).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : undefined;
  return { ftlId, ...(stringArgs ? { args: stringArgs } : {}), tone: tone === 'info' ? 'info' : 'success' };
}

export function OneShotAlert() {
  const { l10n } = useLocalization();
  const { sessionStore } = useAppServices();
  const [message] = useState(() => readMessage(sessionStore.get<unknown>(KEY)));
  const [visible, setVisible] = useState(true);

  // Taken: it is not shown again.
  useEffect(() => {
    if (message) sessionStore.remove(KEY);
  }, [message, sessionStore]);

  if (!message || !visible) return null;
  const args = Object.fromEntries(Object.entries(message.args ?? {}).map(([name, id]) => [name, l10n.getString(id)]));
  const text = l10n.getString(message.ftlId, args);
  return (
    <div id="one-shot-alert">
      {message.tone === 'info' ? (
        <Banner type="info" description={text} />
      ) : (
        <AlertBar type="success" onDismiss={() => setVisible(false)}>
          {text}
        </AlertBar>
      )}
    </div>
  );
}
