// The body of POST /metrics (SPEC §7.3, content.yaml MetricsRequest): the
// page's and the flow's context around a batch of events. Values the
// contract would refuse (a malformed flow id, an over-long utm value) are
// left out rather than costing the whole batch.
import type { MetricsRequest } from '../../api';
import type { MetricsFlowIds } from './flow';
import { isSampledUser } from './sampling';

/** '{category}.{event}' or 'screen.{name}'. */
export const EVENT_TYPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_.:/-]+$/;
export const EVENT_TYPE_MAX_LENGTH = 256;
/** Most events one batch may carry. */
export const MAX_BATCH_EVENTS = 500;

const UTM_PARAMS = ['utm_campaign', 'utm_content', 'utm_medium', 'utm_source', 'utm_term'] as const;
const UTM_VALUE = /^[\w/.%-]+$/;
const FLOW_ID = /^[0-9a-f]{64}$/;
const DEVICE_ID = /^[0-9a-f]{32}$/;
const UID = /^[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERRER_MAX_LENGTH = 2048;

export interface MetricsEvent {
  type: string;
  /** When it happened, ms since the epoch. */
  time: number;
}

export interface MetricsScreen {
  clientHeight: number;
  clientWidth: number;
  devicePixelRatio: number;
  height: number;
  width: number;
}

/** What the page knows about itself when a batch is sent. */
export interface MetricsPage {
  /** When the page loaded, ms since the epoch. */
  startTime: number;
  /** The page's query string: context, service and the utm_* values are read from it. */
  search: string;
  /** The integration kind that handles the page. */
  broker?: string;
  lang?: string;
  referrer?: string;
  screen?: MetricsScreen;
  /** The random per-browser id kept in local storage; absent when storage is off. */
  uniqueUserId?: string;
  flow?: MetricsFlowIds;
  /** The bucketed domain of the email typed on the entry page (see emailDomain.ts). */
  emailDomain?: string;
}

/** Who is signed in, as far as metrics need to know (SPEC §4.1). */
export interface MetricsAccount {
  signedIn: boolean;
  uid?: string;
  /** The account's own choice; only a signed-in account has one. */
  metricsEnabled?: boolean | null;
  userPreferences?: MetricsRequest['userPreferences'];
}

const nonNegativeInteger = (value: number) => Math.max(0, Math.round(value));

function shortString(value: string | null | undefined, maxLength: number): string | undefined {
  return value && value.length <= maxLength ? value : undefined;
}

/** The request body for `events`, sent at `flushTime`. */
export function metricsPayload(page: MetricsPage, account: MetricsAccount, events: readonly MetricsEvent[], flushTime: number): MetricsRequest {
  const query = new URLSearchParams(page.search);
  const body: MetricsRequest = {
    settingsVersion: 'new',
    startTime: nonNegativeInteger(page.startTime),
    flushTime: nonNegativeInteger(flushTime),
    duration: nonNegativeInteger(flushTime - page.startTime),
    events: events.slice(0, MAX_BATCH_EVENTS).map((event) => ({ type: event.type, offset: nonNegativeInteger(event.time - page.startTime) })),
    uid: account.signedIn && account.uid && UID.test(account.uid) ? account.uid : null,
    experiments: [],
    newsletters: [],
    marketing: [],
    referrer: (page.referrer ?? '').slice(0, REFERRER_MAX_LENGTH),
  };
  const broker = shortString(page.broker, 64);
  if (broker) body.broker = broker;
  const context = shortString(query.get('context'), 64);
  if (context) body.context = context;
  const service = shortString(query.get('service'), 64);
  if (service) body.service = service;
  const lang = shortString(page.lang, 32);
  if (lang) body.lang = lang;
  if (page.uniqueUserId && UUID.test(page.uniqueUserId)) body.uniqueUserId = page.uniqueUserId;
  body.isSampledUser = isSampledUser(body.uniqueUserId);
  const emailDomain = shortString(page.emailDomain, 64);
  if (emailDomain) body.emailDomain = emailDomain;
  if (page.flow) {
    if (FLOW_ID.test(page.flow.flowId)) body.flowId = page.flow.flowId;
    if (DEVICE_ID.test(page.flow.deviceId)) body.deviceId = page.flow.deviceId;
    if (Number.isInteger(page.flow.flowBeginTime) && page.flow.flowBeginTime >= 0) body.flowBeginTime = page.flow.flowBeginTime;
  }
  for (const param of UTM_PARAMS) {
    const value = query.get(param);
    if (value && value.length <= 128 && UTM_VALUE.test(value)) body[param] = value;
  }
  if (page.screen) {
    body.screen = {
      clientHeight: nonNegativeInteger(page.screen.clientHeight),
      clientWidth: nonNegativeInteger(page.screen.clientWidth),
      devicePixelRatio: Math.max(0, page.screen.devicePixelRatio),
      height: nonNegativeInteger(page.screen.height),
      width: nonNegativeInteger(page.screen.width),
    };
  }
  if (account.signedIn && account.userPreferences) body.userPreferences = account.userPreferences;
  return body;
}
