// Bad input on every REST operation the server implements: the operations
// are those of the generated request schemas that the server registers; for
// each, fast-check makes at least 200 invalid requests (wrong types, missing
// and extra fields, oversized strings, control characters, invalid emails,
// over-long URLs, invalid JSON, the wrong content type, bad credentials),
// sent one by one through the real HTTP server. Every answer must be a 4xx
// error body with a catalogue errno, and no table may gain or lose a row.
// One file of over 400 lines: the arbitraries of every field kind and the
// one judge of an answer are shared by the four shards that run it.
//
// The operations are dealt into shards, one test file per database and
// shard, so that the runner spreads the requests over its workers.
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { readContract } from '../../support/openapiPaths';
import { beforeAll, describe, expect, it } from 'vitest';
import { isKnownAuthErrno, isKnownOAuthErrno } from '../../../generated/errors';
import { requestSchemas as authSchemas } from '../../../generated/openapi/auth.requests';
import { requestSchemas as contentSchemas } from '../../../generated/openapi/content.requests';
import { requestSchemas as profileSchemas } from '../../../generated/openapi/profile.requests';
import { createApp } from '../../../server/http/app';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import { stepUpToken } from '../second-factor/steps';
import { forgotToken, resetToken } from '../reset/steps';
import { avatarToken } from '../profile/steps';

const RUNS = 200;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

interface Operation {
  readonly api: 'auth' | 'content' | 'profile';
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly body?: JsonSchema;
  readonly query?: JsonSchema;
  /** Path parameters, such as the client id of GET /v1/client/{client_id}. */
  readonly params?: JsonSchema;
  /** Credential kinds the contract accepts; empty when none is needed. */
  readonly credentials: string[];
  /** Whether the contract also takes the request without any credential (`{}` among its security). */
  readonly credentialsOptional: boolean;
  readonly oauth: boolean;
}

function contractOperations(api: Operation['api'], file: string, schemas: Record<string, { method: string; path: string; body?: object; query?: object; params?: object }>): Operation[] {
  const doc = readContract(file);
  const byId = new Map<string, { security: Array<Record<string, unknown>>; tags: string[] }>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (op.operationId) byId.set(op.operationId, { security: op.security ?? doc.security ?? [], tags: op.tags ?? [] });
    }
  }
  return Object.entries(schemas).map(([id, schema]) => {
    const meta = byId.get(id);
    return {
      api,
      id,
      method: schema.method,
      path: schema.path,
      body: schema.body as JsonSchema | undefined,
      query: schema.query as JsonSchema | undefined,
      params: schema.params as JsonSchema | undefined,
      credentials: (meta?.security ?? []).flatMap((entry) => Object.keys(entry)),
      credentialsOptional: (meta?.security ?? []).some((entry) => Object.keys(entry).length === 0),
      oauth: meta?.tags.includes('oauth') ?? false,
    };
  });
}

const ajv = new Ajv2020({ allErrors: false, strict: false });
addFormats(ajv);
const queryAjv = new Ajv2020({ allErrors: false, strict: false, coerceTypes: true });
addFormats(queryAjv);
function isValid(schema: JsonSchema, value: unknown, coerce = false): boolean {
  return (coerce ? queryAjv : ajv).validate(schema, structuredClone(value)) as boolean;
}

// ── Valid values from a schema, to be broken one field at a time ──

const simpleEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{2,10}$/))
  .map(([user, host]) => `${user}@${host}.example`);

/**
 * One arbitrary per item of `list`, chosen evenly: `constantFrom(...list).chain(make)` with every
 * arbitrary built once. Built inside a chain, they were built again for every sample, and
 * fast-check's set-up of a string arbitrary (its slices of known dangerous strings) took about a
 * quarter of the suite's time.
 */
function eachOf<T, U>(list: readonly T[], make: (item: T) => fc.Arbitrary<U>): fc.Arbitrary<U> {
  return fc.oneof(...list.map(make));
}

const validBySchema = new WeakMap<JsonSchema, fc.Arbitrary<unknown>>();

/** Valid values of `schema`; one arbitrary per schema, built once. */
function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  let arbitrary = validBySchema.get(schema);
  if (!arbitrary) {
    arbitrary = validFrom(schema);
    validBySchema.set(schema, arbitrary);
  }
  return arbitrary;
}

function validFrom(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.[0]) return valid(options[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      const max = schema.maxLength ?? 40;
      const min = schema.minLength ?? 0;
      if (schema.format === 'email') return simpleEmail.filter((e) => e.length <= max && e.length >= min);
      if (schema.format === 'uri' || schema.format === 'uri-reference') return fc.constant('https://example.com/next');
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max && s.length >= min);
      // Random text almost never meets a format, and filtering for it would spin: name the format instead.
      if (schema.format) throw new Error(`No generator for strings of format '${schema.format}'`);
      return fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 20)) }).filter((s) => isValid(schema, s));
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = valid(schema.items ?? {});
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)) };
      return schema.uniqueItems ? fc.uniqueArray(item, { ...constraints, selector: (v) => JSON.stringify(v) }) : fc.array(item, constraints);
    }
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(props).filter(([key]) => required.has(key));
      return fc.record(Object.fromEntries(entries.map(([key, s]) => [key, valid(s)])));
    }
    default:
      return fc.constant({});
  }
}

// ── Ways to break a valid body ──

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\n', '\t');
const jsonTypeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
/** A value whose JSON type is none of the types the schema declares. */
const wrongTypeFor = (schema: JsonSchema) => {
  const declared = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (declared.has('number')) declared.add('integer');
  return fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.object({ maxDepth: 1 }), fc.string()).filter(
    (value) => !declared.has(jsonTypeOf(value)) && !isValid(schema, value),
  );
};

interface BadCase {
  readonly kind: string;
  readonly text: string;
  readonly contentType: string;
}

const json = (kind: string, value: unknown): BadCase => ({ kind, text: JSON.stringify(value), contentType: 'application/json' });

function brokenBodies(schema: JsonSchema): fc.Arbitrary<BadCase> {
  const props = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
  const strings = props.filter(([, s]) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')));
  const strict = props.filter(([, s]) => s.pattern || s.format || s.enum || s.const !== undefined);
  const emails = props.filter(([, s]) => s.format === 'email');
  const urls = props.filter(([name, s]) => s.format === 'uri' || s.format === 'uri-reference' || /redirect|url|uri/i.test(name));
  const kinds: Array<fc.Arbitrary<BadCase>> = [
    fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 })).map((v) => json('not an object', v)),
    fc
      .tuple(base, fc.string({ minLength: 1, maxLength: 30 }).filter((k) => !(k in (schema.properties ?? {})) && k !== '__proto__'), fc.jsonValue({ maxDepth: 1 }))
      .map(([b, key, value]) => json('extra field', { ...b, [key]: value })),
    fc.string({ minLength: 1, maxLength: 200 }).filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return s.trim() !== '';
      }
    }).map((text) => ({ kind: 'invalid JSON', text, contentType: 'application/json' })),
    fc
      .tuple(base, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html', 'application/xml'))
      .map(([b, contentType]) => ({ kind: 'wrong content type', text: JSON.stringify(b), contentType })),
  ];
  if (required.length > 0) {
    kinds.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([b, key]) => {
        const copy = { ...b };
        delete copy[key];
        return json('missing required field', copy);
      }),
    );
  }
  // A field whose schema names no type accepts values of every type, so no wrong type exists for it.
  const typed = props.filter(([, s]) => s.type !== undefined);
  if (typed.length > 0) {
    kinds.push(
      eachOf(typed, ([key, s]) => fc.tuple(base, wrongTypeFor(s)).map(([b, value]) => json('wrong type', { ...b, [key]: value }))),
    );
  }
  if (strings.length > 0) {
    kinds.push(
      eachOf(strings, ([key, s]) =>
        fc.tuple(base, fc.integer({ min: 1, max: 5000 })).map(([b, extra]) => json('oversized string', { ...b, [key]: 'a'.repeat((s.maxLength ?? 10_000) + extra) })),
      ),
    );
  }
  if (strict.length > 0) {
    kinds.push(
      eachOf(strict, ([key, s]) =>
        fc.tuple(base, valid(s), CONTROL, fc.nat()).map(([b, good, control, at]) => {
          const text = typeof good === 'string' ? good : '';
          const i = text.length === 0 ? 0 : at % text.length;
          return json('control characters', { ...b, [key]: `${text.slice(0, i)}${control}${text.slice(i)}` });
        }),
      ),
    );
  }
  if (emails.length > 0) {
    const invalidEmail = fc.oneof(
      fc.stringMatching(/^[a-z]{1,10}$/),
      fc.stringMatching(/^[a-z]{1,10}@$/),
      fc.stringMatching(/^@[a-z]{1,10}\.com$/),
      fc.stringMatching(/^[a-z]{1,5} [a-z]{1,5}@example\.com$/),
      fc.stringMatching(/^[a-z]{1,5}@@example\.com$/),
    );
    kinds.push(eachOf(emails, ([key]) => fc.tuple(base, invalidEmail).map(([b, email]) => json('invalid email', { ...b, [key]: email }))));
  }
  if (urls.length > 0) {
    kinds.push(
      eachOf(urls, ([key]) =>
        fc.tuple(base, fc.integer({ min: 2049, max: 6000 })).map(([b, length]) => {
          const prefix = 'https://example.com/';
          return json('over-long URL', { ...b, [key]: prefix + 'p'.repeat(length - prefix.length) });
        }),
      ),
    );
  }
  return fc.oneof(...kinds);
}

/** Bodies that are no JSON at all or not JSON-typed, for operations without a body schema. */
const brokenBodyless: fc.Arbitrary<BadCase> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 200 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return s.trim() !== '';
    }
  }).map((text) => ({ kind: 'invalid JSON', text, contentType: 'application/json' })),
  fc.constantFrom('text/plain', 'application/xml', 'text/html').map((contentType) => ({ kind: 'wrong content type', text: '{}', contentType })),
);

function brokenQueries(schema: JsonSchema): fc.Arbitrary<Record<string, string>> {
  const props = Object.entries(schema.properties ?? {});
  return eachOf(props, ([key, s]) =>
    fc
      .oneof(
        fc.string({ maxLength: 50 }),
        fc.string({ minLength: 1, maxLength: 5 }).map((v) => `${v}\u0000`),
        fc.integer().map(String),
        fc.constant('a'.repeat((s.maxLength ?? 100) + 1)),
        fc.stringMatching(/^[a-z]{1,10}@$/),
      )
      .map((value) => ({ [key]: value })),
  ).filter((query) => Object.values(query).every((v) => v !== '') && !isValid(schema, query, true));
}

const badCredential = fc.oneof(
  fc.constant(undefined),
  fc.stringMatching(/^[0-9a-f]{64}$/).map((t) => `Bearer ${t}`),
  fc.stringMatching(/^[0-9a-f]{1,63}$/).map((t) => `Bearer ${t}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{10,40}\.[A-Za-z0-9_-]{10,40}\.[A-Za-z0-9_-]{10,40}$/).map((t) => `Bearer ${t}`),
  fc.constant(`Bearer ${'a'.repeat(9000)}`),
  fc.stringMatching(/^[A-Za-z0-9]{8,40}$/).map((t) => `Basic ${t}`),
  fc.constant('Bearer'),
);

// ── The run ──

interface Outcome {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Path parameters with one value the contract refuses: never empty and never
 * only dots, which would name another path rather than a wrong parameter.
 */
function brokenPathParams(schema: JsonSchema): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(schema.properties ?? {});
  return eachOf(names, (name) =>
    fc
      .string({ minLength: 1, maxLength: 80 })
      .filter((value) => !/^\.*$/.test(value) && !isValid(schema.properties?.[name] ?? {}, value))
      .map((value) => ({ [name]: value })),
  );
}

/** The operation's path with its parameters filled in: the given ones, else a valid value of each. */
function pathOf(op: Operation, given: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = given[name] ?? fc.sample(valid(op.params?.properties?.[name] ?? { type: 'string' }), 1)[0];
    return encodeURIComponent(String(value));
  });
}

async function send(base: string, op: Operation, bad: { text?: string; contentType?: string; query?: Record<string, string>; params?: Record<string, string>; authorization?: string }): Promise<Outcome> {
  const url = new URL(pathOf(op, bad.params), base);
  for (const [key, value] of Object.entries(bad.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (bad.authorization) headers.Authorization = bad.authorization;
  if (bad.contentType) headers['Content-Type'] = bad.contentType;
  const response = await fetch(url, { method: op.method, headers, ...(bad.text !== undefined && op.method !== 'GET' ? { body: bad.text } : {}) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

function expectErrorBody(op: Operation, outcome: Outcome, what: string): void {
  const body = outcome.body as { code?: unknown; errno?: unknown; error?: unknown; message?: unknown } | null;
  const where = `${op.method} ${op.path} (${what}) → ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`;
  const errno = body?.errno;
  // One comparison for the whole answer (its fields side by side when it fails): the suite makes
  // some 37,000 of them, and one assertion per field cost more than the comparing.
  expect(
    {
      clientError: outcome.status >= 400 && outcome.status < 500,
      body: body === null ? 'null' : typeof body,
      code: body?.code,
      error: typeof body?.error,
      message: typeof body?.message,
      errno: typeof errno,
      knownErrno: typeof errno === 'number' && (op.oauth ? isKnownOAuthErrno(errno) : isKnownAuthErrno(errno)),
    },
    where,
  ).toEqual({ clientError: true, body: 'object', code: outcome.status, error: 'string', message: 'string', errno: 'number', knownErrno: true });
}

async function rowCounts(t: TestServer): Promise<Record<string, number>> {
  const tables = await t.db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  // Every table's count in one statement: one round trip instead of one per table.
  const columns = tables.map(({ name }, index) => `(SELECT count(*)::int FROM "${name}") AS c${index}`);
  const [row] = await t.db.query<Record<string, number>>(`SELECT ${columns.join(', ')}`);
  return Object.fromEntries(tables.map(({ name }, index) => [name, row?.[`c${index}`] ?? 0]));
}

const ALL_OPERATIONS: Operation[] = [
  ...contractOperations('auth', 'openapi/auth.yaml', authSchemas),
  ...contractOperations('content', 'openapi/content.yaml', contentSchemas),
  ...contractOperations('profile', 'openapi/profile.yaml', profileSchemas),
];

/** How many test files share the operations of one database. */
export const SHARDS = 2;

/**
 * Declares the bad-input suite on the database named `databaseName` for the
 * operations of shard `shard` (every SHARDS-th operation from the shard's
 * index); shard 0 also checks that the contracts' operations were found.
 */
export function describeBadInput(databaseName: string, shard: number): void {
  const database = databases.find((candidate) => candidate.name === databaseName);
  if (!database) {
    it.skip(`bad input on ${databaseName}: that database is not running`, () => {});
    return;
  }
  describe(`bad input on every implemented REST operation on ${databaseName}, shard ${shard + 1} of ${SHARDS}`, () => {
    badInputSuite(database, shard);
  });
}

function badInputSuite(database: (typeof databases)[number], shard: number): void {
  // The local identity providers run, so that third-party sign-in refuses bad codes as it would in use.
  const t = useTestServer(database, { env: { DEV_IDENTITY_PROVIDERS: 'on' } });
  let implemented: Operation[] = [];
  let credentials: Record<string, string> = {};

  beforeAll(async () => {
    const routes = createApp(t.server.services).routes;
    const registered = new Set(
      routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    implemented = ALL_OPERATIONS.filter((op) => registered.has(`${op.method} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`));
    const account = await signUpVerified(t);
    // Live reset tokens, so a broken body is refused for itself and not for a missing token.
    const forgot = await forgotToken(t, account);
    const reset = await resetToken(t, account);
    credentials = {
      sessionToken: `Bearer ${account.sessionToken}`,
      mfaJwt: `Bearer ${await stepUpToken(t, account)}`,
      passwordForgotToken: `Bearer ${forgot.token}`,
      accountResetToken: `Bearer ${reset}`,
      oauthAccessToken: `Bearer ${await avatarToken(t, account.sessionToken)}`,
    };
  });

  it.runIf(shard === 0)('finds the operations the server implements in the contracts', () => {
    const ids = implemented.map((op) => op.id);
    for (const id of ['accountCreate', 'accountLogin', 'sessionVerifyCode', 'mfaOtpRequest', 'totpCreateWithJwt', 'recoveryPhoneCreate', 'recoveryCodesSet', 'getDevOutbox', 'getMetricsFlow', 'oauthAuthorization', 'oauthAuthorizationCancel', 'oauthToken', 'oauthDestroy', 'oauthIdTokenVerify', 'oauthUserinfo', 'passwordForgotSendOtp', 'passwordForgotVerifyCode', 'accountReset', 'accountResetWithRecoveryKey', 'recoveryKeyCreateWithJwt', 'recoveryKeyBundleGet', 'totpVerifyForReset', 'recoveryPhoneResetPasswordConfirm', 'recoveryEmailCreate', 'recoveryEmailVerifyCode', 'recoveryEmailResendCode', 'recoveryEmailDestroy', 'recoveryEmailSetPrimary', 'getProfile', 'uploadAvatar', 'getDefaultAvatar', 'deleteAvatar', 'getUploadedAvatar', 'passwordChange', 'passwordCreate', 'sessionReauth', 'getCmsConfig', 'getLegalDoc']) {
      expect(ids).toContain(id);
    }
    for (const id of ['linkedAccountLogin', 'linkedAccountUnlink', 'linkedAccountLinkPending']) expect(ids).toContain(id);
  });

  it(`answers ${RUNS}+ invalid requests per operation with a catalogue error and writes nothing`, { timeout: 600_000 }, async () => {
    const totals: Record<string, number> = {};
    // An operation that takes nothing (the key set, discovery) cannot be sent wrong input.
    const takesInput = (op: Operation) => op.body || op.method !== 'GET' || op.query || op.params || op.credentials.length > 0;
    const withInput = implemented.filter(takesInput).filter((_op, index) => index % SHARDS === shard);
    expect(withInput.length, 'operations in this shard').toBeGreaterThan(0);
    expect(implemented.filter((op) => !takesInput(op)).map((op) => op.id).sort()).toEqual(['oauthJwks', 'openidConfiguration']);
    for (const op of withInput) {
      const before = await rowCounts(t);
      const good = op.credentials.map((kind) => credentials[kind]).find((value) => value !== undefined);
      const cases: fc.Arbitrary<{ what: string; text?: string; contentType?: string; query?: Record<string, string>; params?: Record<string, string>; authorization?: string }>[] = [];
      if (op.body) {
        cases.push(brokenBodies(op.body).map((c) => ({ what: c.kind, text: c.text, contentType: c.contentType, authorization: good })));
      } else if (op.method !== 'GET') {
        cases.push(brokenBodyless.map((c) => ({ what: c.kind, text: c.text, contentType: c.contentType, authorization: good })));
      }
      if (op.query && Object.keys(op.query.properties ?? {}).length > 0) {
        cases.push(brokenQueries(op.query).map((query) => ({ what: 'invalid query', query, authorization: good })));
      }
      if (op.params && Object.keys(op.params.properties ?? {}).length > 0) {
        cases.push(brokenPathParams(op.params).map((params) => ({ what: 'invalid path parameter', params, authorization: good })));
      }
      if (op.credentials.length > 0 && op.credentialsOptional && op.body) {
        // A wrong optional credential is a request without one (a sign-in in place of a session that
        // has ended replaces nothing): with a valid body it would do the operation's own work, such
        // as counting a sign-in to an unknown address. It goes with a broken body, which it must not
        // get past or turn into anything but the body's error.
        cases.push(fc.tuple(badCredential, brokenBodies(op.body)).map(([authorization, c]) => ({ what: `bad optional credentials, ${c.kind}`, authorization, text: c.text, contentType: c.contentType })));
      } else if (op.credentials.length > 0) {
        const body = op.body ? valid(op.body).map((b) => JSON.stringify(b)) : fc.constant(undefined);
        cases.push(
          fc.tuple(badCredential, body).map(([authorization, text]) => ({
            what: 'bad credentials',
            authorization,
            text,
            contentType: text === undefined ? undefined : 'application/json',
          })),
        );
      }
      expect(cases.length, `${op.id} has a way to be wrong`).toBeGreaterThan(0);
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(...cases), async (bad) => {
          runs += 1;
          expectErrorBody(op, await send(t.server.url, op, bad), bad.what);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      totals[op.id] = runs;
      expect(await rowCounts(t), `${op.id} wrote to the database`).toEqual(before);
    }
    for (const op of withInput) expect(totals[op.id], op.id).toBeGreaterThanOrEqual(RUNS);
    console.info(`bad input on ${database.name}, shard ${shard + 1}: ${withInput.length} operations, ${Object.values(totals).reduce((a, b) => a + b, 0)} requests`);
  });
}
