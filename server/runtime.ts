// The Node.js line the server supports. Node 24 is the current LTS; older lines
// get no security fixes, which an identity service must not run on, so the
// server refuses to start on them instead of running with a warning.
export const SUPPORTED_NODE_MAJOR = 24;

/** Why the server must not run on this Node.js version, or undefined when it may. */
export function unsupportedNodeReason(version: string): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? Number.NaN);
  if (Number.isNaN(major)) return `cannot read the Node.js version "${version}"`;
  if (major < SUPPORTED_NODE_MAJOR) {
    return `Node.js ${version} is not supported: the server needs Node.js ${SUPPORTED_NODE_MAJOR} LTS or newer (npm start provides it)`;
  }
  return undefined;
}
