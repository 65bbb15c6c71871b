// @vitest-environment happy-dom
// The browser is played by a listener on the page's window: it reads the
// WebChannelMessageToChrome events the channel dispatches and answers with
// WebChannelMessageToContent events, as the browser does.
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMMANDS,
  ERRNO_NO_SUCH_CHANNEL,
  ERRNO_UNEXPECTED_ORIGIN,
  STATUS_TIMEOUT_MS,
  TO_CHROME_EVENT,
  TO_CONTENT_EVENT,
  WEB_CHANNEL_ID,
  WebChannel,
  WebChannelError,
  attachAccountEvents,
  isVendorBrowser,
} from '../../../../app/lib/webChannel';
import type { ChannelEnvelope, CommandMessages, CommandName, Schedule } from '../../../../app/lib/webChannel';

type Sent = ChannelEnvelope['message'];

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

/** Records what the page sends; `answer` decides the browser's reply to each message. */
function playBrowser(answer?: (message: Sent) => Partial<Sent> | undefined): Sent[] {
  const sent: Sent[] = [];
  const listener = (event: Event) => {
    const envelope = JSON.parse((event as CustomEvent<string>).detail) as ChannelEnvelope;
    expect(envelope.id).toBe(WEB_CHANNEL_ID);
    sent.push(envelope.message);
    const reply = answer?.(envelope.message);
    if (reply) browserSends({ command: envelope.message.command, messageId: envelope.message.messageId, ...reply });
  };
  window.addEventListener(TO_CHROME_EVENT, listener);
  cleanups.push(() => window.removeEventListener(TO_CHROME_EVENT, listener));
  return sent;
}

function browserSends(message: Sent, id = WEB_CHANNEL_ID): void {
  window.dispatchEvent(new window.CustomEvent(TO_CONTENT_EVENT, { detail: { id, message } }));
}

function openChannel(options: Partial<ConstructorParameters<typeof WebChannel>[0]> = {}): WebChannel {
  const channel = new WebChannel({ target: window, ...options });
  cleanups.push(() => channel.dispose());
  return channel;
}

/** A schedule whose delays the test runs by hand, so no test waits on a clock. */
function manualSchedule(): { schedule: Schedule; delays: number[]; runAll: () => void } {
  const jobs: (() => void)[] = [];
  const delays: number[] = [];
  return {
    delays,
    schedule: (run, ms) => {
      delays.push(ms);
      let cancelled = false;
      jobs.push(() => {
        if (!cancelled) run();
      });
      return () => {
        cancelled = true;
      };
    },
    runAll: () => {
      for (const job of jobs.splice(0)) job();
    },
  };
}

describe('browser channel messages', () => {
  it('uses the account_updates channel and the product-prefixed commands', () => {
    expect(WEB_CHANNEL_ID).toBe('account_updates');
    expect(COMMANDS).toEqual({
      delete: 'orbit:delete',
      profileChange: 'profile:change',
      changePassword: 'orbit:change_password',
      status: 'orbit:orbit_status',
      login: 'orbit:login',
      logout: 'orbit:logout',
      loaded: 'orbit:loaded',
      oauthLogin: 'orbit:oauth_login',
      canLinkAccount: 'orbit:can_link_account',
      syncPreferences: 'orbit:sync_preferences',
    });
  });

  const notifications: { [N in CommandName]?: CommandMessages[N]['request'] } = {
    delete: { uid: 'u1' },
    profileChange: { uid: 'u1' },
    changePassword: { uid: 'u1', sessionToken: 'aa', verified: true },
    login: {
      uid: 'u1',
      email: 'a@example.com',
      sessionToken: 'aa',
      verified: true,
      keyFetchToken: 'bb',
      unwrapBKey: 'cc',
      services: { sync: { offeredEngines: ['tabs'], declinedEngines: ['passwords'] } },
    },
    logout: { uid: 'u1' },
    loaded: {},
    oauthLogin: { code: 'c', state: 's', redirect: 'urn:ietf:wg:oauth:2.0:oob:oauth-redirect-webchannel', action: 'signin' },
    syncPreferences: { entrypoint: 'preferences' },
  };
  for (const [name, data] of Object.entries(notifications) as [CommandName, never][]) {
    it(`sends ${name} as ${COMMANDS[name]} with its data`, () => {
      const sent = playBrowser();
      openChannel().send(name, data);
      expect(sent).toEqual([{ command: COMMANDS[name], data }]);
    });
  }

  it('opens sync preferences with the sync_preferences command', () => {
    const sent = playBrowser();
    openChannel().openSyncPreferences('preferences');
    expect(sent).toEqual([{ command: 'orbit:sync_preferences', data: { entrypoint: 'preferences' } }]);
  });

  it('asks the status with context, service and isPairing false, and reads capabilities', async () => {
    const sent = playBrowser((message) =>
      message.command === COMMANDS.status
        ? { data: { capabilities: { engines: ['creditcards'], choose_what_to_sync: true }, signedInUser: null } }
        : undefined,
    );
    const status = await openChannel().status({ context: 'fx_desktop_v3', service: 'sync', isPairing: false });
    expect(sent[0]).toMatchObject({ command: 'orbit:orbit_status', data: { context: 'fx_desktop_v3', service: 'sync', isPairing: false } });
    expect(status.capabilities).toEqual({ engines: ['creditcards'], choose_what_to_sync: true });
  });

  it('reads the signed-in user from the status reply', async () => {
    playBrowser((message) =>
      message.command === COMMANDS.status
        ? { data: { signedInUser: { uid: 'u1', sessionToken: 'tok', email: 'a@example.com', verified: true } } }
        : undefined,
    );
    await expect(openChannel().requestSignedInUser({ context: 'oauth_webchannel_v1', service: 'sync' })).resolves.toEqual({
      uid: 'u1',
      sessionToken: 'tok',
      email: 'a@example.com',
      verified: true,
    });
  });

  it('answers can_link_account with the browser reply, matched by message id', async () => {
    playBrowser((message) => (message.command === COMMANDS.canLinkAccount ? { data: { ok: true } } : undefined));
    await expect(openChannel().request('canLinkAccount', { email: 'a@example.com' })).resolves.toEqual({ ok: true });
  });

  it('yields no user when the browser does not answer the status within 500 ms', async () => {
    const clock = manualSchedule();
    playBrowser();
    const user = openChannel({ schedule: clock.schedule }).requestSignedInUser({ service: 'sync' });
    expect(clock.delays).toEqual([STATUS_TIMEOUT_MS]);
    expect(STATUS_TIMEOUT_MS).toBe(500);
    clock.runAll();
    await expect(user).resolves.toBeUndefined();
  });

  it('takes an answer that comes before the timeout, and the late timeout changes nothing', async () => {
    const clock = manualSchedule();
    playBrowser((message) => ({ data: message.command === COMMANDS.status ? { signedInUser: { uid: 'u2', sessionToken: 't' } } : {} }));
    const user = openChannel({ schedule: clock.schedule }).requestSignedInUser({});
    clock.runAll();
    await expect(user).resolves.toEqual({ uid: 'u2', sessionToken: 't' });
  });

  it('fails with 1051 when the browser does not take messages from this site', async () => {
    playBrowser(() => ({ error: 'No Such Channel' }));
    const failure = openChannel().request('canLinkAccount', { email: 'a@example.com' });
    await expect(failure).rejects.toBeInstanceOf(WebChannelError);
    await expect(failure).rejects.toMatchObject({ errno: ERRNO_NO_SUCH_CHANNEL });
  });

  it('reports 1051 for a refusal not tied to a waiting request', () => {
    const errors: WebChannelError[] = [];
    openChannel({ onError: (error) => errors.push(error) });
    browserSends({ command: COMMANDS.login, error: 'No Such Channel' });
    expect(errors.map((error) => error.errno)).toEqual([ERRNO_NO_SUCH_CHANNEL]);
  });

  it('refuses a posted message from another origin with 1027, and takes one from its own', () => {
    const errors: WebChannelError[] = [];
    const seen: string[] = [];
    const channel = openChannel({ onError: (error) => errors.push(error) });
    channel.on('profileChange', (data) => seen.push(data.uid));
    const post = (origin: string, uid: string) =>
      window.dispatchEvent(
        new window.MessageEvent('message', { origin, data: JSON.stringify({ id: WEB_CHANNEL_ID, message: { command: 'profile:change', data: { uid } } }) }),
      );
    post('https://attacker.example', 'bad');
    post(window.location.origin, 'good');
    expect(errors.map((error) => error.errno)).toEqual([ERRNO_UNEXPECTED_ORIGIN]);
    expect(seen).toEqual(['good']);
  });

  it('ignores messages on other channels', () => {
    const seen: string[] = [];
    openChannel().on('delete', (data) => seen.push(data.uid));
    browserSends({ command: COMMANDS.delete, data: { uid: 'u1' } }, 'another_channel');
    expect(seen).toEqual([]);
  });
});

describe('account events from the browser and other tabs', () => {
  function effects(uid = 'u1') {
    const log: string[] = [];
    return {
      log,
      effects: {
        currentUid: () => uid,
        refetchAccount: () => log.push('refetch'),
        setPasswordCreated: (at: number) => log.push(`passwordCreated ${at}`),
        forgetAccount: () => log.push('forget'),
        navigate: (path: string) => log.push(`navigate ${path}`),
        now: () => 1234,
      },
    };
  }

  it('refetches on a profile change, sets passwordCreated on a password change and forgets the account and leaves for / on deletion, for the current uid only', () => {
    const { log, effects: fx } = effects();
    const events = attachAccountEvents(openChannel(), fx, () => undefined);
    cleanups.push(events.dispose);
    browserSends({ command: 'profile:change', data: { uid: 'other' } });
    browserSends({ command: 'profile:change', data: { uid: 'u1' } });
    browserSends({ command: COMMANDS.changePassword, data: { uid: 'u1' } });
    browserSends({ command: COMMANDS.delete, data: { uid: 'other' } });
    browserSends({ command: COMMANDS.delete, data: { uid: 'u1' } });
    expect(log).toEqual(['refetch', 'passwordCreated 1234', 'forget', 'navigate /']);
  });

  it('tells the browser and the other tabs of a deletion and a password change', async () => {
    const sent = playBrowser();
    const here = attachAccountEvents(openChannel(), effects().effects);
    const other = effects();
    const elsewhere = attachAccountEvents(undefined, other.effects);
    cleanups.push(here.dispose, elsewhere.dispose);
    const received = new Promise<void>((resolve) => {
      const probe = new BroadcastChannel('orbit:account_updates');
      let count = 0;
      probe.onmessage = () => {
        if (++count === 2) {
          probe.close();
          resolve();
        }
      };
    });
    here.passwordChanged({ uid: 'u1' });
    here.accountDeleted('u1');
    await received;
    expect(sent).toEqual([
      { command: COMMANDS.changePassword, data: { uid: 'u1' } },
      { command: COMMANDS.delete, data: { uid: 'u1' } },
    ]);
    expect(other.log).toEqual(['passwordCreated 1234', 'forget', 'navigate /']);
  });
});

describe('whether the page runs in the vendor browser', () => {
  it.each([
    ['/', '?context=fx_desktop_v3&service=sync', true],
    ['/signin', '?service=sync', true],
    ['/authorization', '?context=oauth_webchannel_v1&client_id=abc&redirect_uri=x&scope=profile', true],
    ['/pair/supp', '?client_id=abc', true],
    ['/', '', false],
    ['/signin', '?client_id=abc&redirect_uri=x&scope=profile', false],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(isVendorBrowser({ pathname, search })).toBe(expected);
  });
});
