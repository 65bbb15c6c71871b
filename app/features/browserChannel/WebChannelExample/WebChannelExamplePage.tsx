// A page for integrators: one button per browser channel command, and a log of
// what was sent and what came back. Pure: the container talks to the channel.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, CardHeader, Layout, PageHeading, Text, tokens } from '../../../../design-system';

export type ChannelLogEntry =
  | { kind: 'sent'; command: string }
  | { kind: 'reply'; command: string; data: string }
  | { kind: 'no-reply'; command: string }
  | { kind: 'event'; command: string; data: string }
  | { kind: 'error'; command: string; errno: number };

export interface WebChannelExamplePageProps {
  /** The commands offered, as they travel on the channel (such as orbit:login). */
  commands: readonly string[];
  entries: readonly ChannelLogEntry[];
  onSend: (command: string) => void;
}

const Commands = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0 0 ${tokens.space.lg};
  padding: 0;
  list-style: none;
`;

const Log = styled.ol`
  margin: 0;
  padding-inline-start: ${tokens.space.lg};
  overflow-wrap: anywhere;
  font-size: ${tokens.font.size.sm};
`;

/** Command names and JSON read left to right in every language. */
const Code = styled.bdi`
  font-family: ${tokens.font.mono};
`;

function entryText(entry: ChannelLogEntry, l10n: ReturnType<typeof useLocalization>['l10n']): string {
  switch (entry.kind) {
    case 'sent':
      return l10n.getString('web-channel-example-sent', { command: entry.command });
    case 'reply':
      return l10n.getString('web-channel-example-reply', { command: entry.command, data: entry.data });
    case 'no-reply':
      return l10n.getString('web-channel-example-no-reply', { command: entry.command });
    case 'event':
      return l10n.getString('web-channel-example-event', { command: entry.command, data: entry.data });
    case 'error':
      return l10n.getString('web-channel-example-error', { command: entry.command, errno: String(entry.errno) });
  }
}

export function WebChannelExamplePage({ commands, entries, onSend }: WebChannelExamplePageProps) {
  const { l10n } = useLocalization();
  return (
    <Layout>
      <CardHeader variant="heading" heading={l10n.getString('web-channel-example-heading')} />
      <Text tone="secondary" spaced>
        {l10n.getString('web-channel-example-intro')}
      </Text>
      <Commands>
        {commands.map((command) => (
          <li key={command}>
            <Button variant="secondary" fullWidth onPress={() => onSend(command)}>
              {l10n.getString('web-channel-example-send', { command })}
            </Button>
          </li>
        ))}
      </Commands>
      <section aria-labelledby="web-channel-example-log">
        <PageHeading level="item" id="web-channel-example-log">
          {l10n.getString('web-channel-example-log-label')}
        </PageHeading>
        <div role="log">
          {entries.length === 0 ? (
            <Text tone="secondary">{l10n.getString('web-channel-example-log-empty')}</Text>
          ) : (
            <Log>
              {entries.map((entry, index) => (
                <li key={index}>
                  <Code>{entryText(entry, l10n)}</Code>
                </li>
              ))}
            </Log>
          )}
        </div>
      </section>
    </Layout>
  );
}
