// @vitest-environment happy-dom
// The engines a sync flow offers (SPEC §3.12), which flows are the browser's
// sync, and the login message: sent, with what was held, only to a browser
// that answers on the channel (played here by a listener on the window).
import { afterEach, describe, expect, it } from 'vitest';
import {
  choiceFlags,
  holdSyncLogin,
  initialChoice,
  isBrowserSyncFlow,
  isDesktopSync,
  loginMessage,
  offeredEngines,
  offersChoice,
  sendSyncLogin,
  syncBrowserOver,
  syncServices,
} from '../../../../app/lib/sync';
import { holdKeyFetch, takeKeyFetch } from '../../../../app/lib/flow';
import { createSensitiveData } from '../../../../app/lib/storage';
import { COMMANDS, TO_CHROME_EVENT, TO_CONTENT_EVENT, WEB_CHANNEL_ID, WebChannel } from '../../../../app/lib/webChannel';
import type { ChannelEnvelope, Schedule } from '../../../../app/lib/webChannel';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

const DEFAULTS = ['bookmarks', 'history', 'passwords', 'addons', 'tabs', 'prefs'];

describe('offered engines', () => {
  it('offers the six defaults, and the browser’s extra engines only for desktop sync or choose_what_to_sync', () => {
    const capabilities = { engines: ['creditcards', 'addresses', 'unknown'] };
    expect(offeredEngines(capabilities, false)).toEqual(DEFAULTS);
    expect(offeredEngines(capabilities, true)).toEqual([...DEFAULTS, 'addresses', 'creditcards']);
    expect(offeredEngines({ ...capabilities, choose_what_to_sync: true }, false)).toEqual([...DEFAULTS, 'addresses', 'creditcards']);
    expect(offeredEngines(undefined, true)).toEqual(DEFAULTS);
    expect(offersChoice(undefined, false)).toBe(false);
    expect(offersChoice({ choose_what_to_sync: true }, false)).toBe(true);
    expect(offersChoice(undefined, true)).toBe(true);
  });

  it('starts the engines without defaultInclude declined, and flags an empty choice or payment methods', () => {
    const choice = initialChoice([...DEFAULTS, 'addresses', 'creditcards']);
    expect(choice).toEqual({ bookmarks: true, history: true, passwords: true, addons: true, tabs: true, prefs: true, addresses: false, creditcards: false });
    expect(choiceFlags(choice)).toEqual({ empty: false, paymentMethods: false });
    expect(choiceFlags({ ...choice, creditcards: true })).toEqual({ empty: false, paymentMethods: true });
    expect(choiceFlags(Object.fromEntries(DEFAULTS.map((id) => [id, false])))).toEqual({ empty: true, paymentMethods: false });
    expect(syncServices({ bookmarks: true, history: false, creditcards: false })).toEqual({
      offeredEngines: ['bookmarks', 'history', 'creditcards'],
      declinedEngines: ['history', 'creditcards'],
    });
  });
});

describe('the browser’s sync flows', () => {
  it('are the desktop v3 context, or the sync service outside OAuth', () => {
    expect(isBrowserSyncFlow('?context=fx_desktop_v3&service=sync')).toBe(true);
    expect(isBrowserSyncFlow('?service=sync')).toBe(true);
    expect(isBrowserSyncFlow('?service=sync&context=oauth_webchannel_v1')).toBe(false);
    expect(isBrowserSyncFlow('?service=sync&client_id=5882386c6d801776')).toBe(false);
    expect(isBrowserSyncFlow('?service=relay')).toBe(false);
    expect(isDesktopSync('?context=fx_desktop_v3')).toBe(true);
    expect(isDesktopSync('?service=sync')).toBe(false);
  });
});

type Sent = ChannelEnvelope['message'];

/** A browser on the window: answers status with `status` (or not at all), records every message. */
function playBrowser(status: unknown): Sent[] {
  const sent: Sent[] = [];
  const listener = (event: Event) => {
    const message = (JSON.parse((event as CustomEvent<string>).detail) as ChannelEnvelope).message;
    sent.push(message);
    if (message.command === COMMANDS.status && status !== undefined) {
      const reply: ChannelEnvelope = { id: WEB_CHANNEL_ID, message: { command: message.command, messageId: message.messageId, data: status } };
      window.dispatchEvent(new CustomEvent(TO_CONTENT_EVENT, { detail: reply }));
    }
  };
  window.addEventListener(TO_CHROME_EVENT, listener);
  cleanups.push(() => window.removeEventListener(TO_CHROME_EVENT, listener));
  return sent;
}

/** A schedule whose timers run when the test says so. */
function manualSchedule(): { schedule: Schedule; runAll: () => void } {
  const due: (() => void)[] = [];
  return { schedule: (run) => (due.push(run), () => undefined), runAll: () => due.splice(0).forEach((run) => run()) };
}

const ACCOUNT = { uid: 'a'.repeat(32), email: 'sync@example.com', sessionToken: 'b'.repeat(64), verified: true };

describe('the login message', () => {
  it('carries the account, the held key-fetch token and unwrapBKey, and the engines; it is sent once and the held data forgotten', async () => {
    const sent = playBrowser({ capabilities: { engines: ['creditcards'], choose_what_to_sync: true } });
    const channel = new WebChannel({ target: window });
    cleanups.push(() => channel.dispose());
    const browser = syncBrowserOver(channel, '?context=fx_desktop_v3');
    const sensitive = createSensitiveData();
    holdSyncLogin(sensitive, { uid: ACCOUNT.uid, keyFetchToken: 'c'.repeat(64), unwrapBKey: 'd'.repeat(64) });
    holdSyncLogin(sensitive, { uid: ACCOUNT.uid, engines: { bookmarks: true, creditcards: false } });

    expect(await sendSyncLogin(browser, sensitive, ACCOUNT)).toBe(true);
    const logins = sent.filter((message) => message.command === COMMANDS.login);
    expect(logins).toEqual([
      {
        command: COMMANDS.login,
        data: {
          ...ACCOUNT,
          keyFetchToken: 'c'.repeat(64),
          unwrapBKey: 'd'.repeat(64),
          services: { sync: { offeredEngines: ['bookmarks', 'creditcards'], declinedEngines: ['creditcards'] } },
        },
      },
    ]);
    // The status was asked once, with the desktop context and the sync service.
    expect(sent.filter((message) => message.command === COMMANDS.status)).toEqual([
      expect.objectContaining({ data: { context: 'fx_desktop_v3', service: 'sync', isPairing: false } }),
    ]);
    expect(loginMessage(ACCOUNT, undefined)).toEqual(ACCOUNT);
    expect(await sendSyncLogin(browser, sensitive, ACCOUNT)).toBe(true);
    expect(sent.filter((message) => message.command === COMMANDS.login)[1]?.data).toEqual(ACCOUNT);
  });

  it('is not sent when no browser answers the status request, and the held data stays', async () => {
    const sent = playBrowser(undefined);
    const timers = manualSchedule();
    const channel = new WebChannel({ target: window, schedule: timers.schedule });
    cleanups.push(() => channel.dispose());
    const browser = syncBrowserOver(channel, '?service=sync');
    const sensitive = createSensitiveData();
    holdKeyFetch(sensitive, ACCOUNT.uid, 'c'.repeat(64), 'd'.repeat(64));
    const sending = sendSyncLogin(browser, sensitive, ACCOUNT);
    timers.runAll();
    expect(await sending).toBe(false);
    expect(sent.map((message) => message.command)).toEqual([COMMANDS.status]);
    expect(takeKeyFetch(sensitive, ACCOUNT.uid)).toEqual({ keyFetchToken: 'c'.repeat(64), unwrapBKey: 'd'.repeat(64) });
    expect(takeKeyFetch(sensitive, ACCOUNT.uid)).toBeUndefined();
  });
});
