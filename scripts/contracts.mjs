#!/usr/bin/env node
// `npm run contracts:diff`: compares the contracts (schema/*.graphql and each
// root document of openapi/) with their last release and classifies every
// change as breaking, dangerous or safe. It fails while a breaking change is not
// announced: the contract's major version raised above the released one, and a
// section of docs/contracts-changelog.md for the new version naming the change.
//
// `npm run contracts:release`: records the working contracts as released, in
// contracts/released/ (the GraphQL schema text, each OpenAPI document bundled
// with its $refs resolved, and manifest.json with each contract's version).
//
// Options: --base <git ref> compares with the contracts of a commit instead of
// the released ones (for reviews); --json prints the result as JSON; --root
// <dir> reads the contracts of another checkout (the script's tests use it).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diff as graphqlDiff } from '@graphql-inspector/core';
import { apiCompare } from 'api-smart-diff';
import { parse as parseYaml } from 'yaml';

// graphql by require, as @graphql-inspector/core loads it: a schema built by
// another copy of the module (its ESM build, which a bundler may pick) is
// refused by the inspector's type checks.
const { buildSchema } = createRequire(import.meta.url)('graphql');

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RELEASED_DIR = 'contracts/released';
const CHANGELOG = 'docs/contracts-changelog.md';
const GRAPHQL_VERSION_FILE = 'schema/VERSION';
const CLASSES = ['breaking', 'dangerous', 'safe'];

/** api-smart-diff's classes, as this command reports them. */
const OPENAPI_CLASS = {
  breaking: 'breaking',
  deprecated: 'dangerous',
  unclassified: 'dangerous',
  'non-breaking': 'safe',
  annotation: 'safe',
};

/** graphql-inspector's criticality levels, as this command reports them. */
const GRAPHQL_CLASS = { BREAKING: 'breaking', DANGEROUS: 'dangerous', NON_BREAKING: 'safe' };

// ---------------------------------------------------------------------------
// Reading contracts from the working tree or from a commit

/** The files of a checkout's working tree. */
function workingTree(root) {
  return {
    label: 'the working tree',
    root,
    list: (dir) => (existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : []),
    read: (rel) => (existsSync(path.join(root, rel)) ? readFileSync(path.join(root, rel), 'utf8') : undefined),
  };
}

function git(root, args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The files of a commit, read with git. */
function commitTree(root, ref) {
  const commit = git(root, ['rev-parse', '--verify', `${ref}^{commit}`]).trim();
  return {
    label: `${ref} (${commit.slice(0, 10)})`,
    commit,
    list: (dir) =>
      git(root, ['ls-tree', '--name-only', commit, `${dir}/`])
        .split('\n')
        .filter(Boolean)
        .map((file) => path.posix.basename(file)),
    read: (rel) => {
      const result = spawnSync('git', ['show', `${commit}:${rel}`], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      return result.status === 0 ? result.stdout : undefined;
    },
    /** Every file under `dir`, for bundling the OpenAPI documents outside the working tree. */
    listAll: (dir) => git(root, ['ls-tree', '-r', '--name-only', commit, `${dir}/`]).split('\n').filter(Boolean),
  };
}

/** The GraphQL schema text the way codegen joins it: every schema/*.graphql, by name. */
function graphqlText(tree) {
  const files = tree
    .list('schema')
    .filter((file) => file.endsWith('.graphql'))
    .sort();
  if (!files.length) return undefined;
  return files.map((file) => `# schema/${file}\n${tree.read(`schema/${file}`).trim()}\n`).join('\n');
}

/** The OpenAPI root documents: the YAML files directly in openapi/ but Redocly's configuration. */
function openapiRoots(tree) {
  return tree
    .list('openapi')
    .filter((file) => file.endsWith('.yaml') && file !== 'redocly.yaml')
    .map((file) => file.replace(/\.yaml$/, ''))
    .sort();
}

/**
 * Bundles each root document of `openapiDir` with every $ref into another file
 * resolved (Redocly CLI's bundle), so a change in a sub-file shows in its root
 * document. Returns the bundled YAML text by root name.
 */
function bundleOpenApi(openapiDir, names) {
  if (!names.length) return new Map();
  const out = mkdtempSync(path.join(tmpdir(), 'orbit-contracts-'));
  try {
    const config = path.join(openapiDir, 'redocly.yaml');
    const result = spawnSync(
      process.execPath,
      [
        path.join(repo, 'node_modules/@redocly/cli/bin/cli.js'),
        'bundle',
        ...names.map((name) => path.join(openapiDir, `${name}.yaml`)),
        ...(existsSync(config) ? ['--config', config] : []),
        '--output',
        out,
      ],
      { cwd: out, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    if (result.status !== 0) throw new Error(`Bundling the OpenAPI documents failed:\n${result.stdout}${result.stderr}`);
    return new Map(names.map((name) => [name, readFileSync(path.join(out, `${name}.yaml`), 'utf8')]));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The OpenAPI documents of a tree, bundled; a commit's are first written to a scratch folder. */
function openapiBundles(tree) {
  const names = openapiRoots(tree);
  if (!tree.listAll) return bundleOpenApi(path.join(tree.root, 'openapi'), names);
  const scratch = mkdtempSync(path.join(tmpdir(), 'orbit-contracts-base-'));
  try {
    for (const rel of tree.listAll('openapi')) {
      mkdirSync(path.dirname(path.join(scratch, rel)), { recursive: true });
      writeFileSync(path.join(scratch, rel), tree.read(rel));
    }
    return bundleOpenApi(path.join(scratch, 'openapi'), names);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * A digest of every file under openapi/ of the working tree: equal to the one
 * recorded at the release, the OpenAPI contracts are the released ones and need
 * no bundling (which takes the longest).
 */
function openapiSourcesDigest(root) {
  const hash = createHash('sha256');
  const walkDir = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walkDir(child);
      else hash.update(`${child}\0`).update(readFileSync(path.join(root, child))).update('\0');
    }
  };
  if (existsSync(path.join(root, 'openapi'))) walkDir('openapi');
  return hash.digest('hex');
}

/**
 * The contracts of a tree: [{ id, title, source, version, kind, text }], the
 * GraphQL schema first, then each OpenAPI root document (bundled, or given as
 * `openapi` when known to be unchanged).
 */
function contractsOf(tree, openapi) {
  const contracts = [];
  const sdl = graphqlText(tree);
  if (sdl !== undefined) {
    contracts.push({ id: 'graphql', title: 'GraphQL', source: 'schema/*.graphql', versionAt: GRAPHQL_VERSION_FILE, version: tree.read(GRAPHQL_VERSION_FILE)?.trim(), kind: 'graphql', text: sdl });
  }
  const bundles = openapi ?? openapiBundles(tree);
  for (const [name, text] of bundles) {
    const doc = parseYaml(text);
    contracts.push({ id: `openapi/${name}`, title: `REST ${name}`, source: `openapi/${name}.yaml`, versionAt: `info.version in openapi/${name}.yaml`, version: doc?.info?.version, kind: 'openapi', text, doc });
  }
  return contracts;
}

/** The released contracts and the digest of their OpenAPI sources, as contracts:release wrote them under contracts/released/. */
function releasedContracts(root) {
  const dir = path.join(root, RELEASED_DIR);
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const contracts = Object.entries(manifest.contracts).map(([id, { version, file }]) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    return { id, version, kind: id === 'graphql' ? 'graphql' : 'openapi', text, ...(id === 'graphql' ? {} : { doc: parseYaml(text) }) };
  });
  return { contracts, openapiSources: manifest.openapiSources };
}

// ---------------------------------------------------------------------------
// Comparing

/** A message on one line, long quoted texts (descriptions) shortened. */
function oneLine(text) {
  return text.replace(/\s+/g, ' ').replace(/`([^`]{80})[^`]{4,}`/g, '`$1…`');
}

/** One GraphQL change: where is the schema coordinate, and the changelog names it. */
async function graphqlChanges(before, after) {
  const changes = await graphqlDiff(buildSchema(before), buildSchema(after));
  return changes.map((change) => ({
    class: GRAPHQL_CLASS[change.criticality.level] ?? 'dangerous',
    where: change.path ?? '(schema)',
    what: oneLine(change.message.replace(/'([^']+)'/g, '`$1`')),
    subject: change.path ?? change.message,
    ...(change.criticality.reason ? { why: change.criticality.reason } : {}),
  }));
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Follows a local $ref (#/components/...) inside a bundled document. */
function deref(doc, node) {
  let value = node;
  for (let hops = 0; value && typeof value.$ref === 'string' && value.$ref.startsWith('#/') && hops < 20; hops += 1) {
    value = value.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node, key) => node?.[key], doc);
  }
  return value;
}

/** The node at `parts` below `node`, following $refs on the way. */
function walk(doc, node, parts) {
  let value = deref(doc, node);
  for (const part of parts) value = deref(doc, value?.[part]);
  return value;
}

/**
 * A JSON Schema location as a property path: `properties.a.properties.b` is
 * `a.b`, array items are `[]`, and the combinators keep their name.
 */
function schemaPath(parts) {
  const out = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part === 'properties' && i + 1 < parts.length) out.push(String(parts[(i += 1)]));
    else if (part === 'items') out.push('[]');
    else if (['allOf', 'oneOf', 'anyOf'].includes(part) && i + 1 < parts.length) out.push(`${part}[${parts[(i += 1)]}]`);
    else out.push(String(part));
  }
  return out.join('.').replace(/\.\[\]/g, '[]');
}

/**
 * Reads an api-smart-diff change under `paths` as a reviewer would:
 * the operation, the part of it (request body, response, parameter) and the
 * property path inside, and a sentence for the common cases.
 */
function describeOperationChange(d, before, after) {
  const [, route, method, part, ...rest] = d.path;
  if (!METHODS.has(method)) {
    return { where: `${route}`, what: cleanDescription(d.description, d), subject: route };
  }
  const operation = `${method.toUpperCase()} ${route}`;
  if (part === undefined) {
    const what = d.action === 'remove' ? 'the operation was removed' : d.action === 'add' ? 'the operation was added' : cleanDescription(d.description, d);
    return { where: operation, what, subject: operation };
  }
  const change = { where: operation, what: cleanDescription(d.description, d), subject: operation };
  if (part === 'security') {
    const value = d.action === 'remove' ? d.before : d.after;
    const verb = d.action === 'add' ? 'added' : d.action === 'remove' ? 'removed' : 'changed';
    return { ...change, what: `security requirement ${verb}: ${JSON.stringify(value)} (at ${['security', ...rest].join('.')})` };
  }
  let side;
  let inner;
  if (part === 'requestBody') {
    const [key, mediaType, schemaKey, ...schemaParts] = rest;
    if (key === 'content' && schemaKey === 'schema') {
      side = { label: 'request body', request: true, mediaType };
      inner = schemaParts;
    } else if (key === 'required') {
      return { ...change, what: d.after === true ? 'the request body became required' : cleanDescription(d.description, d) };
    }
  } else if (part === 'responses') {
    const [status, key, mediaType, schemaKey, ...schemaParts] = rest;
    if (key === 'content' && schemaKey === 'schema') {
      side = { label: `response ${status}`, request: false, mediaType };
      inner = schemaParts;
    } else if (key === undefined) {
      return { ...change, where: `${operation} response ${status}`, what: d.action === 'remove' ? `response ${status} was removed` : d.action === 'add' ? `response ${status} was added` : change.what };
    }
  } else if (part === 'parameters' && rest.length === 0) {
    // The operation had no parameters before, or has none now: the whole list changed.
    const doc = d.action === 'add' ? after : before;
    const parameters = ((d.action === 'add' ? d.after : d.before) ?? []).map((p) => deref(doc, p));
    const names = parameters.map((p) => `${p?.in} parameter \`${p?.name}\``).join(', ');
    const required = d.action === 'add' && parameters.some((p) => p?.required === true);
    return { where: operation, what: `${names} ${d.action === 'add' ? 'added' : 'removed'}`, subject: parameters.map((p) => p?.name).join(', ') || operation, stricter: required };
  } else if (part === 'parameters') {
    const [index, key, ...schemaParts] = rest;
    const parameter =
      key === undefined
        ? deref(d.action === 'add' ? after : before, d.action === 'add' ? d.after : d.before)
        : (deref(before, before.paths?.[route]?.[method]?.parameters?.[index]) ?? deref(after, after.paths?.[route]?.[method]?.parameters?.[index]));
    const name = parameter ? `${parameter.in} parameter \`${parameter.name}\`` : 'a parameter';
    const subject = parameter?.name ?? operation;
    if (key === undefined) {
      const required = d.action === 'add' && parameter?.required === true;
      return {
        where: `${operation} ${parameter?.in ?? ''} ${parameter?.name ?? ''}`.trim(),
        what: d.action === 'add' ? `${required ? 'required ' : ''}${name} was added` : d.action === 'remove' ? `${name} was removed` : change.what,
        subject,
        stricter: required,
      };
    }
    if (key === 'required') {
      return { where: `${operation} ${parameter?.in} ${parameter?.name}`, what: d.after === true ? `${name} became required` : `${name} became optional`, subject, stricter: d.after === true };
    }
    if (key === 'schema') {
      side = { label: name, request: true, parameter: parameter?.name ?? '', where: `${parameter?.in} ${parameter?.name}` };
      inner = schemaParts;
    }
  }
  if (!side) return change;
  const last = inner.at(-1);
  const parentPath = schemaPath(inner.slice(0, -1));
  const location = schemaPath(inner);
  const property = (pathText) => (pathText ? `property \`${pathText}\`` : 'schema');
  const where = `${operation} ${side.parameter === undefined ? side.label : side.where}${location ? ` ${location}` : ''}`;
  const base = side.parameter ?? '';
  const subjectOf = (pathText) => [base, pathText].filter(Boolean).join('.') || operation;
  // An item of a `required` list: the property it names became (or ceased to be) required.
  if (inner.at(-2) === 'required' && typeof last === 'number') {
    const name = d.action === 'add' ? d.after : d.before;
    const full = [schemaPath(inner.slice(0, -2)), name].filter(Boolean).join('.');
    const became = d.action === 'add' ? 'became required' : d.action === 'remove' ? 'became optional' : 'changed its required status';
    return {
      where: `${operation} ${side.label} ${full}`,
      what: `${side.label} ${property(full)} ${became}`,
      subject: subjectOf(full),
      stricter: side.request && d.action === 'add',
    };
  }
  if (inner.at(-2) === 'properties') {
    const verb = d.action === 'add' ? 'was added' : d.action === 'remove' ? 'was removed' : d.action === 'rename' ? 'was renamed' : 'was replaced';
    // A request that still sends a removed property is refused where its object admits no other properties.
    const owner = d.action === 'remove' && side.request ? walk(before, before.paths[route][method], [part, ...rest.slice(0, rest.length - inner.length), ...inner.slice(0, -2)]) : undefined;
    const closed = owner?.additionalProperties === false || owner?.unevaluatedProperties === false;
    return { where, what: `${side.label} ${property(location)} ${verb}${closed ? ' (its object admits no other properties)' : ''}`, subject: subjectOf(location), stricter: d.action === 'remove' && (!side.request || closed) };
  }
  if (inner.at(-2) === 'enum') {
    const value = d.action === 'add' ? d.after : d.before;
    const verb = d.action === 'add' ? 'gained the value' : d.action === 'remove' ? 'lost the value' : 'changed the value';
    const owner = schemaPath(inner.slice(0, -2));
    return { where: `${operation} ${side.label} ${owner}`.trimEnd(), what: `${side.label} ${property(owner)} ${verb} ${JSON.stringify(value)}`, subject: subjectOf(owner) };
  }
  // A parameter's value of another type is refused where the old one was sent
  // (api-smart-diff calls a query parameter's new scalar type non-breaking).
  const retyped = side.parameter !== undefined && last === 'type' && d.action === 'replace';
  return {
    where: `${operation} ${side.parameter === undefined ? side.label : side.where}${parentPath ? ` ${parentPath}` : ''}`,
    what: `${side.parameter === undefined || parentPath ? `${side.label} ${property(parentPath)}` : side.label}: ${cleanDescription(d.description, d)}`,
    subject: subjectOf(parentPath),
    stricter: retyped,
  };
}

/** api-smart-diff's sentence, or a plain one where it has none. */
function cleanDescription(description, d) {
  const text = description?.replace(/^\[(Added|Removed|Replaced|Renamed)\] /, (_, verb) => `${verb.toLowerCase()}: `);
  if (text) return text.replace(/ in (Request Body|Response \d+) content \([^)]+\)$/, '').replace(/ in \w+ parameter `[^`]+`$/, '');
  const key = d.path.at(-1);
  if (d.action === 'replace') return `\`${key}\` changed from ${JSON.stringify(d.before)} to ${JSON.stringify(d.after)}`;
  return `\`${key}\` was ${d.action === 'add' ? 'added' : d.action === 'remove' ? 'removed' : 'renamed'}`;
}

/**
 * Components are compared where operations use them, so their own diffs
 * would repeat each change; security schemes are the exception (operations
 * name them only).
 */
const REPORTED_ELSEWHERE = new Set(['schemas', 'parameters', 'responses', 'requestBodies', 'headers', 'examples', 'links', 'callbacks', 'pathItems']);

async function openapiChanges(before, after) {
  const { diffs } = apiCompare(before, after);
  const changes = [];
  for (const d of diffs) {
    if (d.path[0] === 'components' && REPORTED_ELSEWHERE.has(d.path[1])) continue;
    let cls = OPENAPI_CLASS[d.type] ?? 'dangerous';
    let described;
    if (d.path[0] === 'paths' && d.path.length > 1) described = describeOperationChange(d, before, after);
    else {
      const where = d.path.join('.');
      described = { where, what: cleanDescription(d.description, d), subject: where };
    }
    // Stricter than api-smart-diff in two cases. A request that leaves out a
    // property or parameter fails once it is required, whatever default the
    // contract gives it (the library calls that non-breaking when there is a
    // default). And a client that reads a response property loses it when it
    // is removed, even one the contract never promised (the library calls
    // removing an optional response property non-breaking).
    if (described.stricter) cls = 'breaking';
    const { stricter: _stricter, ...change } = described;
    changes.push({ class: cls, ...change });
  }
  return changes;
}

function sameOpenApi(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

// ---------------------------------------------------------------------------
// Versions and the changelog

function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text ?? '').trim());
  return match ? match.slice(1, 4).map(Number) : undefined;
}

/**
 * The changelog's sections by contract and version: a heading line
 * `## <contract id> <version>` (for example `## openapi/auth 2.0.0`) starts a
 * section, which runs to the next heading of level one or two.
 */
function changelogSections(root) {
  const file = path.join(root, CHANGELOG);
  const sections = new Map();
  if (!existsSync(file)) return sections;
  let current;
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (!fenced && /^#{1,2}\s/.test(line)) {
      const match = /^##\s+(\S+)\s+v?(\d+\.\d+\.\d+)\s*$/.exec(line.trim());
      current = match ? `${match[1]} ${match[2]}` : undefined;
      if (current) sections.set(current, '');
      continue;
    }
    if (current) sections.set(current, `${sections.get(current)}${line}\n`);
  }
  return sections;
}

/** Whether a changelog entry names `subject`: as a whole word, so `keys` is not named by `keyset`. */
function namesIn(entry, subject) {
  const escaped = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w.])${escaped}(?![\\w])`, 'm').test(entry);
}

/** Judges one contract's changes against its released version and the changelog. */
function verdictOf(contract, released, changes, changelog, baseLabel) {
  const breaking = changes.filter((change) => change.class === 'breaking');
  const version = parseVersion(contract?.version);
  // A commit from before the contract had a version is taken as its first release, 1.0.0.
  const releasedVersion = parseVersion(released?.version ?? (released ? '1.0.0' : undefined));
  const versionAt = contract?.versionAt ?? (released?.id === 'graphql' ? GRAPHQL_VERSION_FILE : `info.version in ${released?.id}.yaml`);
  const afterRelease = baseLabel ? '' : ' After releasing, run `npm run contracts:release` to record these contracts as released.';
  if (contract && !version) {
    return { ok: false, text: `The contract has no version: give it one (X.Y.Z) in ${versionAt}.` };
  }
  if (!changes.length) {
    return { ok: true, text: 'No change.' };
  }
  if (!breaking.length) {
    return { ok: true, text: `No breaking change.${afterRelease}` };
  }
  const subjects = [...new Set(breaking.map((change) => change.subject))];
  const nextMajor = `${(releasedVersion?.[0] ?? 0) + 1}.0.0`;
  const id = contract?.id ?? released.id;
  if (!contract) {
    return {
      ok: false,
      text: `The contract was removed. Removing it breaks every client: keep it, or record the removal in ${CHANGELOG} under a heading "## ${id} ${nextMajor}" and run \`npm run contracts:release\` when it is released.`,
    };
  }
  const raised = version && releasedVersion && version[0] > releasedVersion[0];
  const versionText = version.join('.');
  const entry = changelog.get(`${id} ${versionText}`);
  const unnamed = entry === undefined ? subjects : subjects.filter((subject) => !namesIn(entry, subject));
  if (raised && !unnamed.length) {
    return { ok: true, text: `Breaking changes announced: version ${versionText} (released ${releasedVersion.join('.')}) and its section in ${CHANGELOG} names each one.${afterRelease}` };
  }
  const steps = [];
  if (!raised) steps.push(`raise ${versionAt} from ${contract.version} to ${nextMajor}`);
  const target = raised ? versionText : nextMajor;
  const names = unnamed.map((subject) => `\`${subject}\``).join(', ');
  if (changelog.has(`${id} ${target}`) && raised) steps.push(`name ${names} in the section "## ${id} ${target}" of ${CHANGELOG}`);
  else steps.push(`add to ${CHANGELOG} a section "## ${id} ${target}" naming ${names}`);
  return {
    ok: false,
    text: `${breaking.length} breaking change${breaking.length === 1 ? '' : 's'} not announced. To ship ${breaking.length === 1 ? 'it' : 'them'}: ${steps.join(', and ')}. Otherwise undo ${breaking.length === 1 ? 'it' : 'them'}.`,
  };
}

// ---------------------------------------------------------------------------
// The command

/**
 * Compares the contracts of `root` with the released ones (or those of the
 * commit `base`) and judges each contract's changes.
 */
export async function compareContracts({ root = repo, base } = {}) {
  let current;
  let released;
  let baseLabel;
  if (base) {
    const tree = commitTree(root, base);
    released = contractsOf(tree);
    baseLabel = tree.label;
    current = contractsOf(workingTree(root));
  } else {
    const recorded = releasedContracts(root);
    if (!recorded) {
      return { ok: false, base: RELEASED_DIR, contracts: [], problem: `No released contracts in ${RELEASED_DIR}/: run \`npm run contracts:release\` to record the contracts of the last release.` };
    }
    released = recorded.contracts;
    const unchanged =
      recorded.openapiSources === openapiSourcesDigest(root)
        ? new Map(released.filter((c) => c.kind === 'openapi').map((c) => [c.id.replace(/^openapi\//, ''), c.text]))
        : undefined;
    current = contractsOf(workingTree(root), unchanged);
  }
  const changelog = changelogSections(root);
  const ids = [...new Set([...current.map((c) => c.id), ...released.map((c) => c.id)])];
  const results = [];
  for (const id of ids) {
    const contract = current.find((c) => c.id === id);
    const before = released.find((c) => c.id === id);
    let changes = [];
    if (contract && before) {
      if (contract.kind === 'graphql') changes = contract.text === before.text ? [] : await graphqlChanges(before.text, contract.text);
      else changes = sameOpenApi(before.doc, contract.doc) ? [] : await openapiChanges(before.doc, contract.doc);
    } else if (!contract) {
      changes = [{ class: 'breaking', where: before.id, what: 'the contract was removed', subject: before.id }];
    } else {
      changes = [{ class: 'safe', where: contract.source, what: 'the contract was added', subject: contract.id }];
    }
    changes.sort((a, b) => CLASSES.indexOf(a.class) - CLASSES.indexOf(b.class) || a.where.localeCompare(b.where));
    const verdict = verdictOf(contract, before, changes, changelog, baseLabel);
    results.push({
      id,
      title: contract?.title ?? before.id,
      source: contract?.source ?? before.id,
      version: contract?.version ?? null,
      released: Boolean(before),
      releasedVersion: before?.version ?? null,
      changes,
      verdict,
    });
  }
  return { ok: results.every((r) => r.verdict.ok), base: baseLabel ?? RELEASED_DIR, contracts: results };
}

/** The result as the review reads it: by contract, then by class, one line a change, and a verdict. */
export function formatReport(result) {
  const lines = [];
  lines.push(`Contracts compared with ${result.base === RELEASED_DIR ? `the last release (${RELEASED_DIR}/)` : result.base}`);
  if (result.problem) lines.push('', `✖ ${result.problem}`);
  for (const contract of result.contracts) {
    lines.push('', `${contract.title} (${contract.source}): version ${contract.version ?? '(none)'}, released ${contract.releasedVersion ?? (contract.released ? '(without a version, taken as 1.0.0)' : '(not yet)')}`);
    for (const cls of CLASSES) {
      const changes = contract.changes.filter((change) => change.class === cls);
      if (!changes.length) continue;
      lines.push(`  ${cls} (${changes.length})`);
      for (const change of changes) lines.push(`    ${change.where}: ${change.what}`);
    }
    lines.push(`  ${contract.verdict.ok ? '✔' : '✖'} ${contract.verdict.text}`);
  }
  lines.push('', result.ok ? '✔ No unannounced breaking change.' : `✖ Unannounced breaking changes: see each ✖ above (${CHANGELOG} says how to announce one).`);
  return lines.join('\n');
}

/** Writes the working contracts to contracts/released/. */
export function release(root = repo) {
  const contracts = contractsOf(workingTree(root));
  const dir = path.join(root, RELEASED_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'openapi'), { recursive: true });
  const manifest = { contracts: {}, openapiSources: openapiSourcesDigest(root) };
  for (const contract of contracts) {
    const file = contract.kind === 'graphql' ? 'schema.graphql' : `${contract.id}.yaml`;
    writeFileSync(path.join(dir, file), contract.text);
    manifest.contracts[contract.id] = { version: contract.version ?? null, file };
  }
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return contracts;
}

function option(args, name) {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

async function main(args) {
  const [command = 'diff'] = args.filter((arg, i) => !arg.startsWith('--') && !['--base', '--root'].includes(args[i - 1]));
  const root = path.resolve(option(args, '--root') ?? repo);
  const json = args.includes('--json');
  if (command === 'diff') {
    const result = await compareContracts({ root, base: option(args, '--base') });
    console.log(json ? JSON.stringify(result, null, 2) : formatReport(result));
    return result.ok ? 0 : 1;
  }
  if (command === 'release') {
    // A release records what clients now rely on: an unannounced breaking change is not recorded.
    if (existsSync(path.join(root, RELEASED_DIR, 'manifest.json'))) {
      const result = await compareContracts({ root });
      if (!result.ok) {
        console.error(formatReport(result));
        console.error('\nNot released: announce or undo the breaking changes above first.');
        return 1;
      }
    }
    const contracts = release(root);
    console.log(`Recorded ${contracts.length} contracts as released in ${RELEASED_DIR}/:`);
    for (const contract of contracts) console.log(`  ${contract.id} ${contract.version ?? '(no version)'}`);
    console.log('Commit the folder with the release.');
    return 0;
  }
  console.error('Usage: node scripts/contracts.mjs diff|release [--base <git ref>] [--json]');
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  }
}
