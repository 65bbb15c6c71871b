// Contract first: a change to the SDL flows through codegen into the compiler,
// which then names every place in the code that must follow. This runs the
// loop in a scratch copy of the project and leaves nothing behind.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const SKIP = new Set(['node_modules', '.git', 'dist', 'storybook-static', '.tsbuild', '.cache', '.data', 'test-results', 'playwright-report']);

/** A fingerprint of the contract and generated files the loop would touch. */
function contractFingerprint(): string {
  const hash = createHash('sha256');
  for (const dir of ['schema', 'generated']) {
    const files = readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

describe('renaming a field in the SDL', () => {
  let scratch = '';
  let fingerprintBefore = '';

  beforeAll(() => {
    fingerprintBefore = contractFingerprint();
    scratch = mkdtempSync(path.join(tmpdir(), 'orbit-contract-'));
    cpSync(root, scratch, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) });
    symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  });

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('makes tsc fail where the field is used, after codegen', () => {
    const sdlFile = path.join(scratch, 'schema/account.graphql');
    const sdl = readFileSync(sdlFile, 'utf8');
    const inputBlock = /input UpdateDisplayNameInput \{[\s\S]*?\n\}/.exec(sdl);
    expect(inputBlock, 'UpdateDisplayNameInput is in schema/account.graphql').not.toBeNull();
    const renamed = inputBlock![0].replace(/\bdisplayName:/, 'preferredName:');
    expect(renamed).not.toEqual(inputBlock![0]);
    writeFileSync(sdlFile, sdl.replace(inputBlock![0], renamed));

    const codegen = spawnSync(process.execPath, ['scripts/codegen.mjs'], { cwd: scratch, encoding: 'utf8' });
    expect(codegen.status, codegen.stderr).toBe(0);
    expect(readFileSync(path.join(scratch, 'generated/resolvers.ts'), 'utf8')).toContain('preferredName');

    const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'app', 'server'], {
      cwd: scratch,
      encoding: 'utf8',
    });
    expect(tsc.status).not.toBe(0);
    const errors = tsc.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(errors.length).toBeGreaterThan(0);
    // The compiler points into the code that uses the field, not into generated/.
    expect(errors.some((line) => /^(server|app)\//.test(line) && /displayName|preferredName/.test(line))).toBe(true);
  }, 240_000);

  it('leaves no files behind in the project', () => {
    rmSync(scratch, { recursive: true, force: true });
    expect(existsSync(scratch)).toBe(false);
    expect(contractFingerprint()).toEqual(fingerprintBefore);
    expect(existsSync(path.join(root, 'generated/resolvers.ts'))).toBe(true);
    expect(readFileSync(path.join(root, 'generated/resolvers.ts'), 'utf8')).not.toContain('preferredName');
  });
});
