// Request checking against the JSON Schemas generated from the OpenAPI
// contracts: bodies must be JSON (errno 106) and match their schema; a
// missing required field is errno 108, any other mismatch errno 107, and the
// message names the field.
import { Ajv2020 } from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { appError } from '../errors';

function makeAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: false, strict: false, coerceTypes, useDefaults: true });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const queryAjv = makeAjv(true);
const cache = new WeakMap<object, ValidateFunction>();

function compile(ajv: Ajv2020, schema: object): ValidateFunction {
  let validate = cache.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.set(schema, validate);
  }
  return validate;
}

/** The dotted name of the field an ajv error is about. */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .filter((part) => part !== '')
    .join('.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: string }).missingProperty ?? '';
    return path ? `${path}.${missing}` : missing;
  }
  if (error.keyword === 'dependentRequired') {
    const missing = (error.params as { missingProperty?: string }).missingProperty ?? '';
    return path ? `${path}.${missing}` : missing;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty?: string }).additionalProperty ?? '';
    return path ? `${path}.${extra}` : extra;
  }
  return path || 'body';
}

function fail(where: 'request body' | 'query' | 'path', errors: ErrorObject[] | null | undefined): never {
  const first = errors?.[0];
  const field = first ? fieldOf(first) : where;
  if (first && (first.keyword === 'required' || first.keyword === 'dependentRequired')) {
    throw appError('MISSING_PARAMETER', { message: `Missing parameter in ${where}: ${field}` });
  }
  throw appError('INVALID_PARAMETER', { message: `Invalid parameter in ${where}: ${field}` });
}

/** Parses and checks a JSON body; `undefined` when an optional body is absent. */
export function checkJsonBody(text: string, schema: object | undefined, required: boolean): unknown {
  if (text.trim() === '') {
    if (required && schema) throw appError('MISSING_PARAMETER', { message: 'Missing parameter in request body: body' });
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw appError('INVALID_JSON');
  }
  if (schema) {
    const validate = compile(bodyAjv, schema);
    if (!validate(value)) fail('request body', validate.errors);
  }
  return value;
}

/** Checks path parameters (strings, as the path gave them) against their schema. */
export function checkPathParams(params: Record<string, string>, schema: object | undefined): void {
  if (!schema) return;
  const validate = compile(bodyAjv, schema);
  if (!validate({ ...params })) fail('path', validate.errors);
}

/** Checks (and converts, "true" → true) query parameters. */
export function checkQuery(query: Record<string, string>, schema: object | undefined): Record<string, unknown> {
  const value: Record<string, unknown> = { ...query };
  if (schema) {
    const validate = compile(queryAjv, schema);
    if (!validate(value)) fail('query', validate.errors);
  }
  return value;
}

/**
 * The first field of a value that fails a schema, or undefined when it
 * passes: for callers that answer in another catalogue (the OAuth one).
 */
export function schemaProblem(value: unknown, schema: object): string | undefined {
  const validate = compile(bodyAjv, schema);
  if (validate(value)) return undefined;
  const first = validate.errors?.[0];
  return first ? fieldOf(first) : 'body';
}
