// Plays the page's side of every browser channel command with sample data,
// logging what is sent, the browser's replies, its own events and refusals.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { COMMANDS, WebChannel, WebChannelError, commandName } from '../../../lib/webChannel';
import type { CommandMessages, CommandName } from '../../../lib/webChannel';
import { WebChannelExamplePage } from './WebChannelExamplePage';
import type { ChannelLogEntry } from './WebChannelExamplePage';

const SAMPLE_UID = '0123456789abcdef0123456789abcdef';

/** What each command carries on this page. */
export const SAMPLE_REQUESTS: { [N in CommandName]: CommandMessages[N]['request'] } = {
  status: { context: 'fx_desktop_v3', service: 'sync', isPairing: false },
  login: { uid: SAMPLE_UID, email: 'integrator@example.com', sessionToken: 'sample-session-token', verified: true },
  logout: { uid: SAMPLE_UID },
  loaded: {},
  delete: { uid: SAMPLE_UID },
  profileChange: { uid: SAMPLE_UID },
  changePassword: { uid: SAMPLE_UID, verified: true },
  oauthLogin: { code: 'sample-code', state: 'sample-state', redirect: 'urn:ietf:wg:oauth:2.0:oob:oauth-redirect-webchannel', action: 'signin' },
  canLinkAccount: { email: 'integrator@example.com' },
  syncPreferences: { entrypoint: 'web_channel_example' },
};

const ANSWERED: ReadonlySet<CommandName> = new Set(['status', 'canLinkAccount']);
const BROWSER_EVENTS: readonly CommandName[] = ['profileChange', 'changePassword', 'delete', 'logout'];

export function WebChannelExampleContainer() {
  const [entries, setEntries] = useState<ChannelLogEntry[]>([]);
  const log = useCallback((entry: ChannelLogEntry) => setEntries((current) => [...current, entry]), []);
  const channel = useRef<WebChannel | undefined>(undefined);

  useEffect(() => {
    const opened = new WebChannel({
      target: window,
      onError: (error) => log({ kind: 'error', command: '', errno: error.errno }),
    });
    const stops = BROWSER_EVENTS.map((name) =>
      opened.on(name, (data) => log({ kind: 'event', command: COMMANDS[name], data: JSON.stringify(data ?? null) })),
    );
    channel.current = opened;
    return () => {
      for (const stop of stops) stop();
      opened.dispose();
      channel.current = undefined;
    };
  }, [log]);

  const commands = useMemo(() => Object.values(COMMANDS), []);

  const onSend = useCallback(
    (command: string) => {
      const name = commandName(command);
      const open = channel.current;
      if (!open || !name) return;
      log({ kind: 'sent', command });
      if (!ANSWERED.has(name)) {
        open.send(name, SAMPLE_REQUESTS[name] as never);
        return;
      }
      const reply = name === 'status' ? open.status(SAMPLE_REQUESTS.status) : open.request(name, SAMPLE_REQUESTS[name] as never);
      reply.then(
        (data) =>
          log(
            data === undefined || (name === 'status' && Object.keys(data).length === 0)
              ? { kind: 'no-reply', command }
              : { kind: 'reply', command, data: JSON.stringify(data) },
          ),
        (error: unknown) => log({ kind: 'error', command, errno: error instanceof WebChannelError ? error.errno : 999 }),
      );
    },
    [log],
  );

  return <WebChannelExamplePage commands={commands} entries={entries} onSend={onSend} />;
}
