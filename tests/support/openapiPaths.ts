// The path items of an OpenAPI file whose paths may each live in another file
// ($ref: "./auth/account.yaml#/~1v1~1account~1create"), as the suites read
// operation ids, security and tags from the contract.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export interface ContractOperation {
  readonly operationId?: string;
  readonly security?: Array<Record<string, unknown>>;
  readonly tags?: string[];
}

export interface ContractDocument {
  readonly security?: Array<Record<string, unknown>>;
  readonly paths: Record<string, Record<string, ContractOperation>>;
}

function resolvePointer(document: unknown, pointer: string): unknown {
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
}

/** The document of `file` with every path item that is a reference to another file read from it. */
export function readContract(file: string): ContractDocument {
  const root = parse(readFileSync(file, 'utf8')) as ContractDocument & { paths: Record<string, { $ref?: string }> };
  const files = new Map<string, unknown>();
  const paths: Record<string, Record<string, ContractOperation>> = {};
  for (const [route, item] of Object.entries(root.paths)) {
    const ref = (item as { $ref?: string }).$ref;
    if (!ref) {
      paths[route] = item as Record<string, ContractOperation>;
      continue;
    }
    const [target = '', fragment = ''] = ref.split('#');
    const targetFile = path.resolve(path.dirname(file), target);
    if (!files.has(targetFile)) files.set(targetFile, parse(readFileSync(targetFile, 'utf8')));
    paths[route] = resolvePointer(files.get(targetFile), fragment) as Record<string, ContractOperation>;
  }
  return { ...root, paths };
}
