export { resolveMetricsFlow, toFlowBeginTime } from './flow';
export type { FlowDataset, MetricsFlowIds, MetricsFlowSources } from './flow';
export { EVENT_TYPE, MAX_BATCH_EVENTS, metricsPayload } from './payload';
export type { MetricsAccount, MetricsEvent, MetricsPage, MetricsScreen } from './payload';
export { METRICS_BATCH_SIZE, METRICS_FLUSH_DELAY_MS, createMetricsClient } from './client';
export type { MetricsClient, MetricsClientOptions } from './client';
export { UNIQUE_USER_ID_KEY, appMetrics, applyMetricsChoice, followSignedIn, metricsAccountOf, screenName, startAppMetrics, useScreenMetrics } from './browser';
export { POPULAR_EMAIL_DOMAINS, emailDomainBucket } from './emailDomain';
export { METRICS_SAMPLE_RATE, isSampledUser } from './sampling';
