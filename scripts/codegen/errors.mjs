// Turns the error catalogue (schema/errors/catalogue.yaml) into the text of
// generated/errors.ts. This module only builds the text; the codegen driver
// decides where it goes and whether an existing copy is stale.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';

const CATALOGUE = 'schema/errors/catalogue.yaml';

/** Reason phrases for the HTTP statuses a catalogue entry may use. */
const STATUS_TEXT = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const KEY_PATTERN = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const PARAM_PATTERN = /^[a-z][A-Za-z0-9]*$/;
const RESPONSE_CODE_PATTERN = /^[a-z][a-z_]*$/;
const UNEXPECTED_ERRNO = 999;
/** Longest line a generated doc comment may take. */
const DOC_WIDTH = 100;

const AUTH_FIELDS = new Set([
  'errno',
  'key',
  'message',
  'side',
  'httpStatus',
  'version',
  'params',
  'genericVariant',
  'extra',
  'note',
]);
const OAUTH_FIELDS = new Set(['errno', 'key', 'message', 'responseErrorCode', 'version', 'params', 'note']);

/**
 * Builds generated/errors.ts from the catalogue under `root`.
 * @param {{ root: string }} options
 * @returns {Promise<string>}
 */
export async function generateErrors({ root }) {
  const source = await readFile(join(root, CATALOGUE), 'utf8');
  const catalogue = parse(source);
  if (!isPlainObject(catalogue)) fail('the file must hold a mapping with the lists `auth` and `oauth`');
  const auth = readList(catalogue.auth, 'auth');
  const oauth = readList(catalogue.oauth, 'oauth');
  return render(auth, oauth);
}

// ---------------------------------------------------------------------------
// Reading and checking the catalogue

function fail(message) {
  throw new Error(`${CATALOGUE}: ${message}`);
}

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readList(list, kind) {
  if (!Array.isArray(list) || list.length === 0) fail(`\`${kind}\` must be a non-empty list`);
  const rows = list.map((raw, index) => readEntry(raw, kind, index));
  rows.sort((a, b) => a.entry.errno - b.entry.errno);
  const errnos = new Set();
  const keys = new Set();
  for (const { entry } of rows) {
    if (errnos.has(entry.errno)) fail(`${kind} errno ${entry.errno} appears twice`);
    if (keys.has(entry.key)) fail(`${kind} key ${entry.key} appears twice`);
    errnos.add(entry.errno);
    keys.add(entry.key);
  }
  const fallback = rows.find(({ entry }) => entry.errno === UNEXPECTED_ERRNO);
  if (fallback?.entry.key !== 'UNEXPECTED_ERROR') {
    fail(`${kind} must have errno ${UNEXPECTED_ERRNO} with key UNEXPECTED_ERROR: unknown errnos map to it`);
  }
  return rows;
}

function readEntry(raw, kind, index) {
  const where = `${kind}[${index}]`;
  if (!isPlainObject(raw)) fail(`${where} must be a mapping`);
  const allowed = kind === 'auth' ? AUTH_FIELDS : OAUTH_FIELDS;
  for (const field of Object.keys(raw)) {
    if (!allowed.has(field)) fail(`${where} has the unknown field \`${field}\``);
  }
  const { errno, key, message } = raw;
  if (!Number.isInteger(errno) || errno <= 0) fail(`${where}.errno must be a positive integer`);
  const at = `${kind} ${errno}`;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) fail(`${at}: key must be UPPER_SNAKE_CASE`);
  if (typeof message !== 'string') fail(`${at}: message must be a string`);

  const entry = { key, errno, message };

  if (kind === 'auth') {
    if (raw.side !== 'server' && raw.side !== 'client') fail(`${at}: side must be server or client`);
    entry.side = raw.side;
    if (raw.side === 'server') {
      if (!Object.hasOwn(STATUS_TEXT, raw.httpStatus)) {
        fail(`${at}: a server error needs an httpStatus, one of ${Object.keys(STATUS_TEXT).join(', ')}`);
      }
      entry.httpStatus = raw.httpStatus;
    } else if (raw.httpStatus !== undefined) {
      fail(`${at}: a client error has no httpStatus`);
    }
  } else if (raw.responseErrorCode !== undefined) {
    if (typeof raw.responseErrorCode !== 'string' || !RESPONSE_CODE_PATTERN.test(raw.responseErrorCode)) {
      fail(`${at}: responseErrorCode must be a lower_snake OAuth error code`);
    }
    entry.responseErrorCode = raw.responseErrorCode;
  }

  if (raw.version !== undefined) {
    if (!Number.isInteger(raw.version) || raw.version < 1) fail(`${at}: version must be a positive integer`);
    entry.version = raw.version;
  }
  if (raw.params !== undefined) {
    if (!Array.isArray(raw.params) || raw.params.some((p) => typeof p !== 'string' || !PARAM_PATTERN.test(p))) {
      fail(`${at}: params must be a list of camelCase variable names`);
    }
    entry.params = [...raw.params];
  }
  if (raw.genericVariant !== undefined) {
    if (raw.genericVariant !== true) fail(`${at}: genericVariant is either true or left out`);
    if (entry.params === undefined) fail(`${at}: genericVariant needs params, whose absence selects it`);
    entry.genericVariant = true;
  }
  if (raw.extra !== undefined && raw.extra !== true) fail(`${at}: extra is either true or left out`);
  if (raw.note !== undefined && typeof raw.note !== 'string') fail(`${at}: note must be a string`);

  return { entry, extra: raw.extra === true, note: raw.note };
}

// ---------------------------------------------------------------------------
// Writing TypeScript

/** A string literal the way the project's formatter writes it. */
function str(value) {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(new RegExp(quote, 'g'), `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

function literal(value) {
  if (typeof value === 'string') return str(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  return String(value);
}

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function docLines(paragraphs, indent) {
  if (paragraphs.length === 0) return [];
  const oneLine = `${indent}/** ${paragraphs.join(' ')} */`;
  if (paragraphs.length === 1 && oneLine.length <= DOC_WIDTH) return [oneLine];
  const lines = paragraphs.flatMap((text) => wrap(text, DOC_WIDTH - indent.length - 3));
  return [`${indent}/**`, ...lines.map((line) => `${indent} * ${line}`), `${indent} */`];
}

function renderTable(name, rows, entryType, doc) {
  const out = [...docLines(doc, ''), `export const ${name} = {`];
  for (const { entry, extra, note } of rows) {
    const comments = [];
    if (note !== undefined) comments.push(note.replace(/\*\//g, '* /'));
    if (extra) comments.push('Not in the product spec: completes the 106 family of request-body errors.');
    out.push(...docLines(comments, '  '));
    out.push(`  ${entry.key}: {`);
    for (const [field, value] of Object.entries(entry)) {
      out.push(`    ${field}: ${literal(value)},`);
    }
    out.push('  },');
  }
  out.push(`} as const satisfies Readonly<Record<string, ${entryType}>>;`);
  return out.join('\n');
}

function render(auth, oauth) {
  const used = new Set(auth.map(({ entry }) => entry.httpStatus).filter((status) => status !== undefined));
  const statuses = [...used].sort((a, b) => a - b);
  const statusText = statuses.map((status) => `  ${status}: ${str(STATUS_TEXT[status])},`).join('\n');
  const authTable = renderTable('AUTH_ERRORS', auth, 'AuthErrorEntry', [
    'Auth errors by key: server errors (below 1000) and client errors (1001 and up).',
  ]);
  const oauthTable = renderTable('OAUTH_ERRORS', oauth, 'OAuthErrorEntry', ['OAuth and OpenID errors by key.']);

  return `// Generated by \`npm run codegen\` from schema/errors/catalogue.yaml.
// Do not edit this file: change the catalogue and run the codegen again.

/** Who raises an auth error: the server, in an error body, or the browser code. */
export type AuthErrorSide = 'server' | 'client';

/** What every auth error entry holds. */
export interface AuthErrorEntry {
  readonly key: string;
  readonly errno: number;
  /** English message; servers send it, the UI shows the Fluent string instead. */
  readonly message: string;
  readonly side: AuthErrorSide;
  /** HTTP status of the error body; server errors only. */
  readonly httpStatus?: number;
  /** When set, the Fluent id ends in \`-{version}\`. */
  readonly version?: number;
  /** Variables the Fluent message takes. */
  readonly params?: readonly string[];
  /** A second Fluent message, id \`{id}-generic\`, is used when the params are absent. */
  readonly genericVariant?: boolean;
}

/** What every OAuth error entry holds. */
export interface OAuthErrorEntry {
  readonly key: string;
  readonly errno: number;
  /** English message; empty when nothing is shown. */
  readonly message: string;
  /** OAuth 2 \`error\` value sent to the relying party, where one is defined. */
  readonly responseErrorCode?: string;
  /** When set, the Fluent id ends in \`-{version}\`. */
  readonly version?: number;
  /** Variables the Fluent message takes. */
  readonly params?: readonly string[];
}

/** The JSON body of an error answer from the REST API. */
export interface ErrorBody {
  /** HTTP status. */
  code: number;
  errno: number;
  /** HTTP reason phrase, such as 'Bad Request'. */
  error: string;
  message: string;
  /** Seconds until the request may be tried again (THROTTLED). */
  retryAfter?: number;
  /** The same wait as a localized phrase, such as 'in 15 minutes'. */
  retryAfterLocalized?: string;
  verificationMethod?: string;
  verificationReason?: string;
  /** The address as the account stores it; INCORRECT_EMAIL_CASE only. */
  email?: string;
}

/** Optional parts of an error body; \`message\` replaces the catalogue message. */
export interface ErrorBodyExtra {
  message?: string;
  retryAfter?: number;
  retryAfterLocalized?: string;
  verificationMethod?: string;
  verificationReason?: string;
  email?: string;
}

${authTable}

${oauthTable}

export type AuthErrorKey = keyof typeof AUTH_ERRORS;
export type AuthError = (typeof AUTH_ERRORS)[AuthErrorKey];
export type AuthErrno = AuthError['errno'];

/** Keys of the auth errors the server raises (the ones with an HTTP status). */
export type AuthServerErrorKey = {
  [K in AuthErrorKey]: (typeof AUTH_ERRORS)[K]['side'] extends 'server' ? K : never;
}[AuthErrorKey];

export type OAuthErrorKey = keyof typeof OAUTH_ERRORS;
export type OAuthError = (typeof OAUTH_ERRORS)[OAuthErrorKey];
export type OAuthErrno = OAuthError['errno'];

const AUTH_BY_ERRNO: ReadonlyMap<number, AuthError> = new Map(
  Object.values(AUTH_ERRORS).map((entry): [number, AuthError] => [entry.errno, entry]),
);

const OAUTH_BY_ERRNO: ReadonlyMap<number, OAuthError> = new Map(
  Object.values(OAUTH_ERRORS).map((entry): [number, OAuthError] => [entry.errno, entry]),
);

const STATUS_TEXT: Readonly<Record<number, string>> = {
${statusText}
};

/** Whether the catalogue lists this auth errno. */
export function isKnownAuthErrno(errno: number): errno is AuthErrno {
  return AUTH_BY_ERRNO.has(errno);
}

/** Whether the catalogue lists this OAuth errno. */
export function isKnownOAuthErrno(errno: number): errno is OAuthErrno {
  return OAUTH_BY_ERRNO.has(errno);
}

/** The auth error with this errno; UNEXPECTED_ERROR (999) when it is unknown. */
export function authErrorByErrno(errno: number): AuthError {
  return AUTH_BY_ERRNO.get(errno) ?? AUTH_ERRORS.UNEXPECTED_ERROR;
}

/** The OAuth error with this errno; UNEXPECTED_ERROR (999) when it is unknown. */
export function oauthErrorByErrno(errno: number): OAuthError {
  return OAUTH_BY_ERRNO.get(errno) ?? OAUTH_ERRORS.UNEXPECTED_ERROR;
}

/**
 * Fluent id of an auth error: \`auth-error-{errno}\`, plus \`-{version}\` when the
 * entry has one. An error with a generic variant (THROTTLED) uses
 * \`{id}-generic\` when \`retryAfterLocalized\` is missing or empty. An unknown
 * errno keeps its own number, which has no message: callers log it and show
 * an empty string.
 */
export function authErrorFtlId(errno: number, opts?: { retryAfterLocalized?: string }): string {
  const entry: AuthErrorEntry | undefined = AUTH_BY_ERRNO.get(errno);
  const base = \`auth-error-\${errno}\`;
  const id = entry?.version === undefined ? base : \`\${base}-\${entry.version}\`;
  if (entry?.genericVariant === true && !opts?.retryAfterLocalized) {
    return \`\${id}-generic\`;
  }
  return id;
}

/** Fluent id of an OAuth error: \`oauth-error-{errno}\`, plus \`-{version}\` when the entry has one. */
export function oauthErrorFtlId(errno: number): string {
  const entry: OAuthErrorEntry | undefined = OAUTH_BY_ERRNO.get(errno);
  const base = \`oauth-error-\${errno}\`;
  return entry?.version === undefined ? base : \`\${base}-\${entry.version}\`;
}

/**
 * The \`error\` value for the redirect back to the relying party: the entry's
 * response error code, or else its errno. Unknown errnos count as 999.
 */
export function oauthRedirectError(errno: number): string {
  const entry: OAuthErrorEntry = oauthErrorByErrno(errno);
  return entry.responseErrorCode ?? String(entry.errno);
}

/** The REST error body for a server-side auth error. */
export function authErrorBody(key: AuthServerErrorKey, extra: ErrorBodyExtra = {}): ErrorBody {
  const entry: AuthErrorEntry = AUTH_ERRORS[key];
  const code = entry.httpStatus ?? 500;
  const body: ErrorBody = {
    code,
    errno: entry.errno,
    error: STATUS_TEXT[code] ?? 'Internal Server Error',
    message: extra.message ?? entry.message,
  };
  if (extra.retryAfter !== undefined) body.retryAfter = extra.retryAfter;
  if (extra.retryAfterLocalized !== undefined) body.retryAfterLocalized = extra.retryAfterLocalized;
  if (extra.verificationMethod !== undefined) body.verificationMethod = extra.verificationMethod;
  if (extra.verificationReason !== undefined) body.verificationReason = extra.verificationReason;
  if (extra.email !== undefined) body.email = extra.email;
  return body;
}
`;
}
