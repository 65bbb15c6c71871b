export { resolveMetricsFlow, toFlowBeginTime } from './flow';
export type { FlowDataset, MetricsFlowIds, MetricsFlowSources } from './flow';
