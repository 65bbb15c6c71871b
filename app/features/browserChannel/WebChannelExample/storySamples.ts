// The channel log the browser channel example's stories show.
import { COMMANDS } from '../../../lib/webChannel';
import { SAMPLE_PROFILE_EVENT, SAMPLE_STATUS_REPLY } from '../../../lib/webChannel/storySamples';
import type { ChannelLogEntry } from './WebChannelExamplePage';

export const SAMPLE_CHANNEL_LOG: readonly ChannelLogEntry[] = [
  { kind: 'sent', command: COMMANDS.status },
  { kind: 'reply', command: COMMANDS.status, data: SAMPLE_STATUS_REPLY },
  { kind: 'sent', command: COMMANDS.canLinkAccount },
  { kind: 'no-reply', command: COMMANDS.canLinkAccount },
  { kind: 'sent', command: COMMANDS.login },
  { kind: 'error', command: COMMANDS.login, errno: 1051 },
  { kind: 'event', command: COMMANDS.profileChange, data: SAMPLE_PROFILE_EVENT },
];
