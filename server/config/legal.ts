// Where the legal documents are read from (LEGAL_DIR): a folder of one
// sub-folder per locale; unset, the example documents shipped in
// server/legal/docs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The example documents shipped with the server. */
export const EXAMPLE_LEGAL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../legal/docs');

export function legalDirFrom(env: NodeJS.ProcessEnv): string {
  return env.LEGAL_DIR && env.LEGAL_DIR !== '' ? path.resolve(env.LEGAL_DIR) : EXAMPLE_LEGAL_DIR;
}
