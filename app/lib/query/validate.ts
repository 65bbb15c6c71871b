// Reads a model's values from a query string and checks them: URI encoding,
// data types, then the model's JSON Schema (ajv standalone code generated at
// build time, one module per part of a model: validators/, queries.ts). Any failure is a
// QueryParameterViolation, which the shell shows as the 'Bad Request:
// Invalid Query Parameters' screen (SPEC §2.6, §5.3).
import type { ErrorObject } from 'ajv';
import { isUriEncoded } from './checks';
import type { QUERY_MODELS } from './models';
import type { FieldDef, ModelDef, ModelValues, QueryModelName, QueryPartName } from './models';

/** Checks one model's converted values; on failure `errors` lists every problem. */
export interface QueryValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** One part of a model: the properties it checks and its check. */
export interface QueryPart {
  readonly name: QueryPartName;
  readonly properties: readonly string[];
  readonly validate: QueryValidator;
}

/** One model of SPEC §3.8 and the checks of its parts. */
export interface QueryDef<N extends QueryModelName = QueryModelName> {
  readonly name: N;
  readonly model: (typeof QUERY_MODELS)[N];
  readonly parts: readonly QueryPart[];
}

export interface Violation {
  /** The model's property name. */
  property: string;
  /** The query parameter's name. */
  param: string;
  message: string;
}

export class QueryParameterViolation extends Error {
  override readonly name = 'QueryParameterViolation';
  readonly violations: readonly Violation[];

  constructor(violations: readonly Violation[]) {
    super(violations.map((v) => v.message).join('; '));
    this.violations = violations;
  }
}

/** The raw (still encoded) value of every parameter, first occurrence wins. */
export function rawQueryValues(search: string): Map<string, string> {
  const values = new Map<string, string>();
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const raw = eq === -1 ? '' : pair.slice(eq + 1);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = rawName;
    }
    if (!values.has(name)) values.set(name, raw);
  }
  return values;
}

function decodeValue(raw: string): string {
  return decodeURIComponent(raw.replace(/\+/g, ' '));
}

function typeMismatch(property: string, field: FieldDef, value: string): Violation {
  return {
    property,
    param: field.param,
    message: `Data type mismatch! ${property} must be a ${field.type}, not '${value}'.`,
  };
}

function convert(property: string, field: FieldDef, value: string): { value: unknown } | { violation: Violation } {
  switch (field.type) {
    case 'boolean':
      if (value === 'true') return { value: true };
      if (value === 'false') return { value: false };
      return { violation: typeMismatch(property, field, value) };
    case 'number':
      if (/^-?\d+(?:\.\d+)?$/.test(value)) return { value: Number(value) };
      return { violation: typeMismatch(property, field, value) };
    default:
      return { value };
  }
}

function messageFor(error: ErrorObject, property: string, value: unknown): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'maxLength':
      return `${property} must be shorter than or equal to ${String(params.limit)} characters`;
    case 'minLength':
      return property === 'scope' || property === 'channelId'
        ? `${property} should not be empty`
        : `${property} must be longer than or equal to ${String(params.limit)} characters`;
    case 'enum':
      return `${property} must be one of the following values: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return `${property} must match ${String(params.pattern)} regular expression`;
    case 'type':
      return params.type === 'integer' ? `${property} must be an integer number` : `${property} must be a ${String(params.type)}`;
    case 'minimum':
      return `${property} must not be less than ${String(params.limit)}`;
    case 'format':
      switch (params.format) {
        case 'hexadecimal':
          return `${property} must be a hexadecimal number`;
        case 'redirect-to':
        case 'redirect-uri':
          return `(${String(value)}) is not a valid Orbit redirect uri`;
        case 'login-hint':
          return 'loginHint must be a valid email, empty string, or undefined';
        case 'email':
          return `${property} must be an email`;
        case 'base64url':
          return `${property} must be base64url encoded`;
        default:
          return `${property} is not valid`;
      }
    default:
      return `${property} is not valid`;
  }
}

/**
 * Reads and checks one model from a query string. Throws a
 * QueryParameterViolation listing every problem found.
 */
function parseQueryModel<M extends ModelDef>(model: M, parts: QueryDef['parts'], search: string): ModelValues<M> {
  const raw = rawQueryValues(search);
  const violations: Violation[] = [];
  const data: Record<string, unknown> = {};

  for (const [property, field] of Object.entries(model)) {
    const rawValue = raw.get(field.param) ?? (property === 'entrypoint' ? raw.get('entryPoint') : undefined);
    if (rawValue === undefined) continue;
    if (!isUriEncoded(rawValue)) {
      violations.push({
        property,
        param: field.param,
        message: `Invalid query parameter ${field.param}. Query parameters must be uri encoded.`,
      });
      continue;
    }
    const converted = convert(property, field, decodeValue(rawValue));
    if ('violation' in converted) violations.push(converted.violation);
    else data[property] = converted.value;
  }

  // Each part checks its own properties, less those a later part redefines.
  const reported = new Set<string>();
  parts.forEach((part, index) => {
    const later = new Set(parts.slice(index + 1).flatMap((next) => next.properties));
    const own: Record<string, unknown> = {};
    for (const property of part.properties) if (!later.has(property) && data[property] !== undefined) own[property] = data[property];
    if (part.validate(own)) return;
    for (const error of part.validate.errors ?? []) {
      const property = error.instancePath.replace(/^\//, '');
      const field = model[property];
      const message = messageFor(error, property, data[property]);
      if (!field || reported.has(`${property}:${message}`)) continue;
      reported.add(`${property}:${message}`);
      violations.push({ property, param: field.param, message });
    }
  });

  if (violations.length > 0) throw new QueryParameterViolation(violations);
  for (const [property, field] of Object.entries(model)) {
    if (data[property] === undefined && field.default !== undefined) data[property] = field.default;
  }
  return data as ModelValues<M>;
}

/**
 * Reads one of the models of SPEC §3.8 with the checks of its parts,
 * generated at build time from their schemas (models.ts, `npm run codegen`):
 * nothing is compiled in the browser.
 */
export function parseQuery<N extends QueryModelName>(query: QueryDef<N>, search: string): ModelValues<(typeof QUERY_MODELS)[N]> {
  const model: ModelDef = query.model;
  return parseQueryModel(model, query.parts, search) as ModelValues<(typeof QUERY_MODELS)[N]>;
}
