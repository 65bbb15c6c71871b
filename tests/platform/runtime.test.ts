// The product runs on Node.js 24 LTS: the server refuses older lines, and the
// test runners themselves must be on it (npm test starts them on the project's
// own Node binary even when the machine's is older).
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE_MAJOR, unsupportedNodeReason } from '../../server/runtime';

describe('Node.js runtime', () => {
  it('runs this test runner on Node.js 24 or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('refuses a line that gets no security fixes, and accepts the supported one', () => {
    expect(SUPPORTED_NODE_MAJOR).toBe(24);
    expect(unsupportedNodeReason('v20.20.2')).toMatch(/v20\.20\.2 is not supported.*Node\.js 24/);
    expect(unsupportedNodeReason('v22.15.0')).toMatch(/not supported/);
    expect(unsupportedNodeReason('v24.21.0')).toBeUndefined();
    expect(unsupportedNodeReason('v26.1.0')).toBeUndefined();
    expect(unsupportedNodeReason('nonsense')).toMatch(/cannot read/);
  });
});
