import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it, vi } from 'vitest';
import { requestSchemas } from '../../../../generated/openapi/content.requests';
import type { MetricsRequest } from '../../../../app/api';
import { createMetricsClient, followSignedIn, metricsAccountOf, metricsPayload, screenName } from '../../../../app/lib/metrics';
import type { MetricsAccount, MetricsClient, MetricsPage } from '../../../../app/lib/metrics';
import { createSessionState } from '../../../../app/lib/session';

const START = 1_700_000_000_000;
const FLOW = { flowId: 'f'.repeat(64), flowBeginTime: START - 5000, deviceId: 'd'.repeat(32) };
const UID = 'a'.repeat(32);

const page: MetricsPage = {
  startTime: START,
  search: '?context=web&service=sync&utm_source=newsletter&utm_campaign=spring%202026&utm_term=fall',
  broker: 'SyncBasic',
  lang: 'de',
  referrer: 'https://example.org/from',
  screen: { clientHeight: 700.4, clientWidth: 1000, devicePixelRatio: 2, height: 1080, width: 1920 },
  uniqueUserId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  flow: FLOW,
};

/** A client whose clock and timer the test drives. */
function harness(options: { batchSize?: number } = {}) {
  let time = START;
  const sent: MetricsRequest[] = [];
  let timer: (() => void) | undefined;
  const client = createMetricsClient({
    send: (body) => sent.push(body),
    page: () => page,
    now: () => time,
    schedule: (callback) => {
      timer = callback;
      return () => {
        timer = undefined;
      };
    },
    ...options,
  });
  return {
    client,
    sent,
    advance(ms: number) {
      time += ms;
    },
    fireTimer() {
      const run = timer;
      timer = undefined;
      run?.();
    },
  };
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validMetricsRequest = ajv.compile(requestSchemas.postMetrics.body);

describe('metrics payload (SPEC §7.3)', () => {
  it('carries the page, the flow and the events, each at its offset from the page start', () => {
    const body = metricsPayload(
      page,
      { signedIn: true, uid: UID, metricsEnabled: true, userPreferences: { 'account-recovery': true, emails: false, 'two-step-authentication': true } },
      [
        { type: 'screen.cookies-disabled', time: START + 120 },
        { type: 'cookies-disabled.try-again-submit', time: START + 900 },
      ],
      START + 1500,
    );
    expect(body).toEqual({
      settingsVersion: 'new',
      broker: 'SyncBasic',
      context: 'web',
      service: 'sync',
      lang: 'de',
      uniqueUserId: page.uniqueUserId,
      // 0x0f8fad5b / 2^32 ≈ 0.06, under the 10 % sample rate.
      isSampledUser: true,
      flowId: FLOW.flowId,
      flowBeginTime: FLOW.flowBeginTime,
      deviceId: FLOW.deviceId,
      uid: UID,
      userPreferences: { 'account-recovery': true, emails: false, 'two-step-authentication': true },
      utm_source: 'newsletter',
      utm_term: 'fall',
      startTime: START,
      flushTime: START + 1500,
      duration: 1500,
      events: [
        { type: 'screen.cookies-disabled', offset: 120 },
        { type: 'cookies-disabled.try-again-submit', offset: 900 },
      ],
      referrer: 'https://example.org/from',
      screen: { clientHeight: 700, clientWidth: 1000, devicePixelRatio: 2, height: 1080, width: 1920 },
      experiments: [],
      newsletters: [],
      marketing: [],
    });
    expect(validMetricsRequest(body), JSON.stringify(validMetricsRequest.errors)).toBe(true);
  });

  it('has no uid or preferences for a visitor, and leaves out what the contract would refuse', () => {
    const body = metricsPayload(
      { startTime: START, search: `?context=${'c'.repeat(65)}&utm_medium=a%20b`, flow: { flowId: 'q1', flowBeginTime: 1.5, deviceId: 'not-hex' }, uniqueUserId: 'x' },
      { signedIn: false, uid: UID, userPreferences: { emails: true } },
      [{ type: 'screen.index', time: START - 10 }],
      START + 10,
    );
    expect(body.uid).toBeNull();
    expect(body).not.toHaveProperty('userPreferences');
    expect(body).not.toHaveProperty('context');
    expect(body).not.toHaveProperty('utm_medium');
    expect(body).not.toHaveProperty('flowId');
    expect(body).not.toHaveProperty('deviceId');
    expect(body).not.toHaveProperty('flowBeginTime');
    expect(body).not.toHaveProperty('uniqueUserId');
    expect(body.isSampledUser).toBe(false);
    expect(body).not.toHaveProperty('emailDomain');
    expect(body.events).toEqual([{ type: 'screen.index', offset: 0 }]);
    expect(body.referrer).toBe('');
    expect(validMetricsRequest(body), JSON.stringify(validMetricsRequest.errors)).toBe(true);
  });
});

describe('metrics client', () => {
  it('sends one batch after the quiet delay, with every event since the last one', () => {
    const h = harness();
    h.client.setAccount({ signedIn: false });
    h.client.logScreen('cookies-disabled');
    h.advance(300);
    h.client.logEvent('cookies-disabled', 'try-again-submit');
    h.client.log('cookies-disabled.try-again-fail');
    expect(h.sent).toEqual([]);
    h.advance(1000);
    h.fireTimer();
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]?.events).toEqual([
      { type: 'screen.cookies-disabled', offset: 0 },
      { type: 'cookies-disabled.try-again-submit', offset: 300 },
      { type: 'cookies-disabled.try-again-fail', offset: 300 },
    ]);
    expect(h.client.pending()).toEqual([]);
  });

  it('sends at once when the batch is full', () => {
    const h = harness({ batchSize: 3 });
    h.client.setAccount({ signedIn: false });
    for (const name of ['a', 'b', 'c', 'd']) h.client.logScreen(name);
    expect(h.sent.map((body) => body.events.map((event) => event.type))).toEqual([['screen.a', 'screen.b', 'screen.c']]);
    expect(h.client.pending()).toHaveLength(1);
  });

  it('refuses an event type the contract does not allow', () => {
    const h = harness();
    expect(() => h.client.log('no-dot')).toThrow(/Not a metrics event type/);
    expect(() => h.client.logEvent('has space', 'x')).toThrow(/Not a metrics event type/);
  });

  describe('metrics are enabled when the account allows them or nobody is signed in (SPEC §4.1)', () => {
    it.each<{ rule: string; account: MetricsAccount; sends: boolean }>([
      { rule: 'a visitor', account: { signedIn: false }, sends: true },
      { rule: 'a signed-in account that allows metrics', account: { signedIn: true, uid: UID, metricsEnabled: true }, sends: true },
      { rule: 'a signed-in account that turned them off', account: { signedIn: true, uid: UID, metricsEnabled: false }, sends: false },
      { rule: 'a signed-in account whose choice is unknown', account: { signedIn: true, uid: UID, metricsEnabled: null }, sends: false },
    ])('$rule', ({ account, sends }) => {
      const h = harness();
      h.client.setAccount(account);
      h.client.logScreen('index');
      h.client.flush();
      expect(h.sent).toHaveLength(sends ? 1 : 0);
      expect(h.client.pending()).toEqual([]);
    });

    it('events wait until it is known who is signed in', () => {
      const h = harness();
      h.client.logScreen('index');
      h.client.flush();
      expect(h.sent).toEqual([]);
      expect(h.client.pending()).toHaveLength(1);
      h.client.setAccount({ signedIn: false });
      h.fireTimer();
      expect(h.sent).toHaveLength(1);
    });
  });
});

describe('the metrics client follows the signed-in state', () => {
  const initialState = (metricsEnabled: boolean) => ({
    account: {
      uid: UID,
      metricsEnabled,
      emails: [
        { email: 'a@example.com', isPrimary: true, verified: true },
        { email: 'b@example.com', isPrimary: false, verified: true },
      ],
      recoveryKey: { exists: false },
      totp: { exists: true, verified: false },
    },
  });

  function recordingClient() {
    const accounts: MetricsAccount[] = [];
    const client = { setAccount: (account: MetricsAccount) => accounts.push(account) } as unknown as MetricsClient;
    return { client, accounts };
  }

  it('without services (storage off) nobody is signed in', () => {
    const { client, accounts } = recordingClient();
    followSignedIn(client, null);
    expect(accounts).toEqual([{ signedIn: false }]);
  });

  it("a signed-in account's own choice and preferences come from the initial metrics query", async () => {
    const { client, accounts } = recordingClient();
    const session = createSessionState();
    const getInitialMetricsState = vi.fn(async () => initialState(false));
    followSignedIn(client, { session, api: { getInitialMetricsState } as never });
    expect(accounts).toEqual([]);
    session.setSignedIn(true);
    await vi.waitFor(() => expect(accounts).toHaveLength(1));
    expect(accounts[0]).toEqual({
      signedIn: true,
      uid: UID,
      metricsEnabled: false,
      userPreferences: { 'account-recovery': false, emails: true, 'two-step-authentication': false },
    });
    session.setSignedIn(false);
    expect(accounts[1]).toEqual({ signedIn: false });
  });

  it('a failed initial metrics query sends nothing for a signed-in account', async () => {
    const { client, accounts } = recordingClient();
    const session = createSessionState(true);
    followSignedIn(client, { session, api: { getInitialMetricsState: async () => Promise.reject(new Error('offline')) } as never });
    await vi.waitFor(() => expect(accounts).toEqual([{ signedIn: true, metricsEnabled: false }]));
  });

  it('an answer without an account is a visitor', () => {
    expect(metricsAccountOf({ account: null })).toEqual({ signedIn: false });
  });
});

describe('screen names', () => {
  it.each([
    ['/', 'index'],
    ['/cookies_disabled', 'cookies-disabled'],
    ['/oauth/signin/', 'oauth.signin'],
    ['/confirm_signup_code', 'confirm-signup-code'],
  ])('%s is screen.%s', (path, name) => {
    expect(screenName(path)).toBe(name);
  });
});

describe('a choice saved in settings', () => {
  it('opting out drops what is pending and sends nothing more; opting back in sends again', () => {
    const { client, sent, fireTimer } = harness();
    client.setAccount({ signedIn: true, uid: UID, metricsEnabled: true });
    client.logEvent('settings', 'view');
    client.setMetricsEnabled(false);
    expect(client.pending()).toEqual([]);
    client.logEvent('settings', 'submit');
    fireTimer();
    client.flush();
    expect(sent).toEqual([]);

    client.setMetricsEnabled(true);
    client.logEvent('settings', 'view');
    fireTimer();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events.map((event) => event.type)).toEqual(['settings.view']);
  });

  it('means nothing for a visitor, who has no choice of their own', () => {
    const { client, sent } = harness();
    client.setAccount({ signedIn: false });
    client.setMetricsEnabled(false);
    client.logEvent('entry', 'view');
    client.flush();
    expect(sent).toHaveLength(1);
  });
});
