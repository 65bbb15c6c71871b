// `npm run contracts:diff` on copies of today's contracts: a breaking change
// fails, named, until its contract's major version is raised and the contracts
// changelog names it; a compatible change passes as safe.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareContracts, formatReport } from '../../scripts/contracts.mjs';
import type { ComparisonResult } from '../../scripts/contracts.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const script = path.join(repo, 'scripts/contracts.mjs');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'orbit-contracts-test-'));
  for (const folder of ['schema', 'openapi', 'contracts']) cpSync(path.join(repo, folder), path.join(dir, folder), { recursive: true });
  cpSync(path.join(repo, 'docs/contracts-changelog.md'), path.join(dir, 'docs/contracts-changelog.md'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Replaces `from` by `to` in a contract file of the copy; `from` must be there. */
function edit(file: string, from: string, to: string): void {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  expect(text, `${file} holds the text the test changes`).toContain(from);
  writeFileSync(full, text.replace(from, to));
}

function appendToChangelog(text: string): void {
  const full = path.join(dir, 'docs/contracts-changelog.md');
  writeFileSync(full, `${readFileSync(full, 'utf8')}\n${text}`);
}

/** The auth contract's version in the copy (its last release), and the next major version after it. */
function authVersions(): { now: string; next: string } {
  const match = /\n {2}version: ((\d+)\.\d+\.\d+)\n/.exec(readFileSync(path.join(dir, 'openapi/auth.yaml'), 'utf8'));
  expect(match, 'openapi/auth.yaml states its version').not.toBeNull();
  return { now: match![1]!, next: `${Number(match![2]) + 1}.0.0` };
}

/** The comparison of the copy with its released contracts, and the report a review reads. */
async function compare(): Promise<{ ok: boolean; text: string; report: ComparisonResult }> {
  const report = await compareContracts({ root: dir });
  return { ok: report.ok, text: formatReport(report), report };
}

/** Runs the command itself on the copy. */
function command(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args, '--root', dir], { encoding: 'utf8' });
}

const contract = (report: ComparisonResult, id: string) => report.contracts.find((c) => c.id === id)!;

const REMOVE_IS_PRIMARY = [
  'schema/account.graphql',
  '  """\n  True for the primary address, the one used for sign-in and notices.\n  """\n  isPrimary: Boolean!\n',
  '',
] as const;

const KEYS_OPTIONAL = '      name: keys\n      in: query\n      required: false\n';
const KEYS_REQUIRED = '      name: keys\n      in: query\n      required: true\n';

describe('contracts:diff', () => {
  it('passes on the released contracts, with no change in any', async () => {
    const { ok, text, report } = await compare();
    expect(ok).toBe(true);
    expect(report.contracts.map((c) => c.id)).toEqual(['graphql', 'openapi/auth', 'openapi/content', 'openapi/profile']);
    expect(report.contracts.every((c) => c.changes.length === 0)).toBe(true);
    expect(text).toContain('✔ No unannounced breaking change.');
  });

  it('fails when a field is removed from the GraphQL schema, naming the field and what to do', async () => {
    edit(...REMOVE_IS_PRIMARY);
    const { ok, text, report } = await compare();
    expect(ok).toBe(false);
    expect(contract(report, 'graphql').changes).toContainEqual(expect.objectContaining({ class: 'breaking', where: 'Email.isPrimary', subject: 'Email.isPrimary' }));
    expect(text).toContain('Email.isPrimary: Field `isPrimary` was removed from object type `Email`');
    expect(text).toContain('raise schema/VERSION from 1.0.0 to 2.0.0, and add to docs/contracts-changelog.md a section "## graphql 2.0.0" naming `Email.isPrimary`');
  });

  it('exits non-zero, as the npm test gate, on an unannounced breaking change, printing it (and as JSON with --json)', () => {
    edit(...REMOVE_IS_PRIMARY);
    const failed = command('diff');
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('Email.isPrimary: Field `isPrimary` was removed from object type `Email`');
    const json = command('diff', '--json');
    expect(json.status).toBe(1);
    expect((JSON.parse(json.stdout) as ComparisonResult).contracts[0]!.changes[0]).toMatchObject({ class: 'breaking', subject: 'Email.isPrimary' });
  });

  it('fails when an optional REST query parameter becomes required, naming the parameter on each operation', async () => {
    const version = authVersions();
    edit('openapi/auth.yaml', KEYS_OPTIONAL, KEYS_REQUIRED);
    const { ok, text, report } = await compare();
    expect(ok).toBe(false);
    const breaking = contract(report, 'openapi/auth').changes.filter((c) => c.class === 'breaking');
    expect(breaking.map((c) => c.where)).toEqual(expect.arrayContaining(['POST /v1/account/login query keys', 'POST /v1/account/create query keys']));
    expect(text).toContain('POST /v1/account/login query keys: query parameter `keys` became required');
    expect(text).toContain(`raise info.version in openapi/auth.yaml from ${version.now} to ${version.next}`);
    expect(text).toContain(`"## openapi/auth ${version.next}" naming \`keys\``);
  });

  it('fails when an optional request body property with a default becomes required', async () => {
    edit('openapi/auth.yaml', '      required:\n        - email\n        - authPW\n      properties:\n        email:\n          $ref: "#/components/schemas/Email"\n        authPW:\n          $ref: "#/components/schemas/AuthPW"\n          description: |-\n            authPW of the newest', '      required:\n        - email\n        - authPW\n        - replaceSession\n      properties:\n        email:\n          $ref: "#/components/schemas/Email"\n        authPW:\n          $ref: "#/components/schemas/AuthPW"\n          description: |-\n            authPW of the newest');
    const { ok, text } = await compare();
    expect(ok).toBe(false);
    expect(text).toContain('POST /v1/account/login request body replaceSession: request body property `replaceSession` became required');
  });

  it('passes added optional fields as safe, in the GraphQL schema and in an OpenAPI sub-file', async () => {
    edit('schema/account.graphql', '  isPrimary: Boolean!\n', '  isPrimary: Boolean!\n\n  "When the address was added, in milliseconds since the epoch."\n  addedAt: Float\n');
    edit('openapi/auth/account.yaml', '    security: []\n    requestBody:\n      required: true\n      content:\n        application/json:\n          schema:\n            $ref: "../auth.yaml#/components/schemas/AccountStatusRequest"', '    security: []\n    parameters:\n      - name: detail\n        in: query\n        required: false\n        description: Whether to say more.\n        schema:\n          type: boolean\n    requestBody:\n      required: true\n      content:\n        application/json:\n          schema:\n            $ref: "../auth.yaml#/components/schemas/AccountStatusRequest"');
    const { ok, text, report } = await compare();
    expect(ok).toBe(true);
    expect(contract(report, 'graphql').changes).toContainEqual(expect.objectContaining({ class: 'safe', where: 'Email.addedAt' }));
    expect(contract(report, 'openapi/auth').changes).toEqual([expect.objectContaining({ class: 'safe', where: 'POST /v1/account/status', what: 'query parameter `detail` added' })]);
    expect(report.contracts.flatMap((c) => c.changes).filter((c) => c.class !== 'safe')).toEqual([]);
    expect(text).toContain('No breaking change. After releasing, run `npm run contracts:release`');
  });

  it('passes a breaking change once the major version is raised and the changelog names it', async () => {
    const version = authVersions();
    edit(...REMOVE_IS_PRIMARY);
    edit('schema/VERSION', '1.0.0', '2.0.0');
    edit('openapi/auth.yaml', KEYS_OPTIONAL, KEYS_REQUIRED);
    edit('openapi/auth.yaml', `  version: ${version.now}\n`, `  version: ${version.next}\n`);
    appendToChangelog(
      `## graphql 2.0.0\n\n- \`Email.isPrimary\` is gone: read \`Account.primaryEmail\`.\n\n## openapi/auth ${version.next}\n\n- The query parameter \`keys\` is required on sign-up, sign-in and reset.\n`,
    );
    const { ok, text, report } = await compare();
    expect(ok).toBe(true);
    expect(contract(report, 'graphql').verdict).toEqual({ ok: true, text: expect.stringContaining('Breaking changes announced: version 2.0.0 (released 1.0.0)') });
    expect(contract(report, 'openapi/auth').verdict.ok).toBe(true);
    // The changes are still listed as breaking, for the review.
    expect(text).toContain('Email.isPrimary: Field `isPrimary` was removed from object type `Email`');
  });

  it('still fails with the version raised but no changelog section, or one that does not name the change', async () => {
    edit(...REMOVE_IS_PRIMARY);
    edit('schema/VERSION', '1.0.0', '2.0.0');
    const missing = await compare();
    expect(missing.ok).toBe(false);
    expect(missing.text).toContain('add to docs/contracts-changelog.md a section "## graphql 2.0.0" naming `Email.isPrimary`');
    expect(missing.text).not.toContain('raise schema/VERSION');

    appendToChangelog('## graphql 2.0.0\n\n- `Email.isPrimaryAddress` is gone.\n');
    const unnamed = await compare();
    expect(unnamed.ok).toBe(false);
    expect(unnamed.text).toContain('name `Email.isPrimary` in the section "## graphql 2.0.0" of docs/contracts-changelog.md');
  });

  it('fails a breaking change named in the changelog while the major version stays', async () => {
    edit(...REMOVE_IS_PRIMARY);
    edit('schema/VERSION', '1.0.0', '1.1.0');
    appendToChangelog('## graphql 1.1.0\n\n- `Email.isPrimary` is gone.\n');
    const { ok, text } = await compare();
    expect(ok).toBe(false);
    expect(text).toContain('raise schema/VERSION from 1.1.0 to 2.0.0');
  });

  it('compares with the contracts of a commit given by --base, whatever the released ones', async () => {
    const git = (...args: string[]) => {
      const result = spawnSync('git', ['-c', 'user.name=Orbit', '-c', 'user.email=orbit@example.test', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
    };
    git('init', '--quiet');
    git('add', '.');
    git('commit', '--quiet', '-m', 'contracts');
    edit('openapi/auth.yaml', KEYS_OPTIONAL, KEYS_REQUIRED);
    git('commit', '--quiet', '-am', 'keys required');
    edit('openapi/auth.yaml', KEYS_REQUIRED, KEYS_OPTIONAL);

    // The working tree is back to the release, so the release sees no change; the commit before it had keys required.
    expect((await compare()).ok).toBe(true);
    const result = await compareContracts({ root: dir, base: 'HEAD' });
    expect(result.base).toMatch(/^HEAD \([0-9a-f]{10}\)$/);
    expect(contract(result, 'openapi/auth').changes).toContainEqual(expect.objectContaining({ class: 'safe', where: 'POST /v1/account/login query keys', what: 'query parameter `keys` became optional' }));
    expect(result.ok).toBe(true);
  });

  it('records a release, after which the compared contracts are the new ones; an unannounced breaking change is not recorded', async () => {
    edit('schema/account.graphql', '  isPrimary: Boolean!\n', '  isPrimary: Boolean!\n\n  "When the address was added, in milliseconds since the epoch."\n  addedAt: Float\n');
    expect(command('release').status).toBe(0);
    expect(readFileSync(path.join(dir, 'contracts/released/schema.graphql'), 'utf8')).toContain('addedAt: Float');
    expect((await compare()).report.contracts.every((c) => c.changes.length === 0)).toBe(true);

    edit(...REMOVE_IS_PRIMARY);
    const refused = command('release');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Not released');
    expect(readFileSync(path.join(dir, 'contracts/released/schema.graphql'), 'utf8')).toContain('isPrimary: Boolean!');
  });
});
