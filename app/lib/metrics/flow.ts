// The metrics flow a page belongs to (SPEC §3.10): from the query first,
// then from the page body's data attributes, else started on the server.

export interface MetricsFlowIds {
  flowId: string;
  flowBeginTime: number;
  deviceId: string;
}

/** The page body's data attributes: data-flow-id, data-flow-begin-time, data-device-id. */
export type FlowDataset = Partial<Record<'flowId' | 'flowBeginTime' | 'deviceId', string>>;

export interface MetricsFlowSources {
  search: string;
  dataset?: FlowDataset;
  /** GET /metrics-flow, asked only when neither the query nor the page supplies a flow. */
  startFlow: () => Promise<MetricsFlowIds>;
  randomUUID?: () => string;
}

/** A number, or a string of digits converted to one; anything else is absent. */
export function toFlowBeginTime(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

function pick(flowId: string | null | undefined, begin: unknown, deviceId: string | null | undefined) {
  const flowBeginTime = toFlowBeginTime(begin);
  return flowId && flowBeginTime !== undefined ? { flowId, flowBeginTime, deviceId: deviceId || undefined } : undefined;
}

export async function resolveMetricsFlow(sources: MetricsFlowSources): Promise<MetricsFlowIds> {
  const query = new URLSearchParams(sources.search);
  const found =
    pick(query.get('flow_id'), query.get('flow_begin_time'), query.get('device_id')) ??
    pick(sources.dataset?.flowId, sources.dataset?.flowBeginTime, sources.dataset?.deviceId);
  if (!found) return sources.startFlow();
  const randomUUID = sources.randomUUID ?? (() => crypto.randomUUID());
  return { ...found, deviceId: found.deviceId ?? randomUUID().replace(/-/g, '') };
}
