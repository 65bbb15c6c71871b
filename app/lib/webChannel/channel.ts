// The page's side of the browser channel: commands go out as
// WebChannelMessageToChrome events; the browser's answers and its own events
// come back as WebChannelMessageToContent events (or, from a browser that
// posts instead, as window messages, taken only from the allowed origins).
import {
  ANSWERED_COMMANDS,
  COMMANDS,
  TO_CHROME_EVENT,
  TO_CONTENT_EVENT,
  WEB_CHANNEL_ID,
  commandName,
} from './messages';
import type { BrowserUser, ChannelEnvelope, CommandMessages, CommandName, StatusRequest, StatusResponse } from './messages';

/** How long the browser has to answer a status request before the page goes on without a user. */
export const STATUS_TIMEOUT_MS = 500;

export const ERRNO_UNEXPECTED = 999;
/** A message arrived from an origin the page does not talk to. */
export const ERRNO_UNEXPECTED_ORIGIN = 1027;
/** The browser does not take channel messages from this site. */
export const ERRNO_NO_SUCH_CHANNEL = 1051;

export class WebChannelError extends Error {
  constructor(
    readonly errno: number,
    message: string,
  ) {
    super(message);
    this.name = 'WebChannelError';
  }
}

/** Calls `run` after `ms`; returns what cancels it. */
export type Schedule = (run: () => void, ms: number) => () => void;

const defaultSchedule: Schedule = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

export interface WebChannelOptions {
  /** The window the channel's events travel on. */
  target: Window;
  /** Origins whose posted messages are taken; the page's own by default. */
  allowedOrigins?: readonly string[];
  schedule?: Schedule;
  /** Told of messages refused (unexpected origin) or failed. */
  onError?: (error: WebChannelError) => void;
}

export type BrowserEventHandler<N extends CommandName> = (data: CommandMessages[N]['request']) => void;

interface Pending {
  command: string;
  resolve: (data: unknown) => void;
  reject: (error: WebChannelError) => void;
}

let nextMessageId = 0;

function parseDetail(detail: unknown): ChannelEnvelope | undefined {
  let value = detail;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object') return undefined;
  const envelope = value as Partial<ChannelEnvelope>;
  if (typeof envelope.id !== 'string' || !envelope.message || typeof envelope.message.command !== 'string') return undefined;
  return envelope as ChannelEnvelope;
}

export class WebChannel {
  private readonly target: Window;
  private readonly allowedOrigins: readonly string[];
  private readonly schedule: Schedule;
  private readonly onError?: (error: WebChannelError) => void;
  private readonly pending = new Map<string, Pending>();
  private readonly handlers = new Map<CommandName, Set<(data: unknown) => void>>();

  constructor(options: WebChannelOptions) {
    this.target = options.target;
    this.allowedOrigins = options.allowedOrigins ?? [options.target.location.origin];
    this.schedule = options.schedule ?? defaultSchedule;
    this.onError = options.onError;
    this.target.addEventListener(TO_CONTENT_EVENT, this.onContentEvent);
    this.target.addEventListener('message', this.onPostedMessage);
  }

  dispose(): void {
    this.target.removeEventListener(TO_CONTENT_EVENT, this.onContentEvent);
    this.target.removeEventListener('message', this.onPostedMessage);
    for (const entry of this.pending.values()) entry.reject(new WebChannelError(ERRNO_UNEXPECTED, 'Channel closed'));
    this.pending.clear();
  }

  /** Sends a command the browser does not answer. */
  send<N extends CommandName>(name: N, data: CommandMessages[N]['request']): void {
    this.dispatch({ id: WEB_CHANNEL_ID, message: { command: COMMANDS[name], data } });
  }

  /** Sends a command and waits for the browser's answer to it. */
  request<N extends CommandName>(
    name: N,
    data: CommandMessages[N]['request'],
    timeoutMs?: number,
  ): Promise<CommandMessages[N]['response'] | undefined> {
    const messageId = `${Date.now()}-${nextMessageId++}`;
    return new Promise((resolve, reject) => {
      let cancel: (() => void) | undefined;
      this.pending.set(messageId, {
        command: COMMANDS[name],
        resolve: (value) => {
          cancel?.();
          resolve(value as CommandMessages[N]['response']);
        },
        reject: (error) => {
          cancel?.();
          reject(error);
        },
      });
      if (timeoutMs !== undefined) {
        cancel = this.schedule(() => {
          if (this.pending.delete(messageId)) resolve(undefined);
        }, timeoutMs);
      }
      this.dispatch({ id: WEB_CHANNEL_ID, message: { command: COMMANDS[name], data, messageId } });
    });
  }

  /** The browser's status; empty when it does not answer within the status timeout. */
  async status(request: StatusRequest): Promise<StatusResponse> {
    return (await this.request('status', request, STATUS_TIMEOUT_MS)) ?? {};
  }

  /** The browser's signed-in user, or undefined when it has none or does not answer in time. */
  async requestSignedInUser(request: { context?: string; service?: string }): Promise<BrowserUser | undefined> {
    const status = await this.status({ ...request, isPairing: false });
    const user = status.signedInUser;
    return user && user.uid && user.sessionToken ? user : undefined;
  }

  openSyncPreferences(entrypoint?: string): void {
    this.send('syncPreferences', entrypoint ? { entrypoint } : {});
  }

  /** Listens for a command the browser sends on its own (profile change, deletion, password change, logout). */
  on<N extends CommandName>(name: N, handler: BrowserEventHandler<N>): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    const entry = handler as (data: unknown) => void;
    set.add(entry);
    return () => set.delete(entry);
  }

  private dispatch(envelope: ChannelEnvelope): void {
    // The event is made by the target's own realm, which the browser reads it from.
    const Make = (this.target as Window & typeof globalThis).CustomEvent;
    this.target.dispatchEvent(new Make(TO_CHROME_EVENT, { detail: JSON.stringify(envelope) }));
  }

  private readonly onContentEvent = (event: Event): void => {
    this.receive(parseDetail((event as CustomEvent).detail));
  };

  private readonly onPostedMessage = (event: MessageEvent): void => {
    const envelope = parseDetail(event.data);
    if (!envelope || envelope.id !== WEB_CHANNEL_ID) return;
    if (!this.allowedOrigins.includes(event.origin)) {
      this.onError?.(new WebChannelError(ERRNO_UNEXPECTED_ORIGIN, `Unexpected message origin: ${event.origin}`));
      return;
    }
    this.receive(envelope);
  };

  private receive(envelope: ChannelEnvelope | undefined): void {
    if (!envelope || envelope.id !== WEB_CHANNEL_ID) return;
    const { command, data, messageId, error } = envelope.message;
    const waiting = messageId !== undefined ? this.pending.get(messageId) : undefined;
    if (waiting && waiting.command === command) {
      this.pending.delete(messageId as string);
      if (error) {
        waiting.reject(
          error === 'No Such Channel'
            ? new WebChannelError(ERRNO_NO_SUCH_CHANNEL, 'Browser not configured to accept WebChannel messages from this domain')
            : new WebChannelError(ERRNO_UNEXPECTED, error),
        );
      } else {
        waiting.resolve(data);
      }
      return;
    }
    if (error) {
      // Firefox answers a message it refuses with the channel error and no message id.
      const refusal = new WebChannelError(
        error === 'No Such Channel' ? ERRNO_NO_SUCH_CHANNEL : ERRNO_UNEXPECTED,
        error === 'No Such Channel' ? 'Browser not configured to accept WebChannel messages from this domain' : error,
      );
      this.onError?.(refusal);
      return;
    }
    const name = commandName(command);
    if (!name || ANSWERED_COMMANDS.has(name)) return;
    for (const handler of this.handlers.get(name) ?? []) handler(data);
  }
}
