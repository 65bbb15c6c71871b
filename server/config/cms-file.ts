// Content-managed branding settings, read once at start:
//
//   CMS_ENABLED        whether the pages ask for branding at all (default true)
//   CMS_L10N_ENABLED   whether branding is asked for in other locales than English (default true)
//   CMS_FILE           a JSON or YAML file of branding entries, checked against the
//                      contract's CmsContentFile schema; it replaces the stored entries at
//                      start. Outside production, unset, the shipped example is loaded
//                      (server/cms/example-content.json); in production, unset, the stored
//                      entries stay as they are.
//   CMS_IMAGE_HOSTS    the hosts branding may load images from (logos, pictures,
//                      favicons), comma-separated, each with its port when not 443
//                      (default none: only paths on this server). An address on
//                      any other host is left out of what the pages get.
//
// A file that cannot be read or parsed, or that breaks the schema, stops the
// start with the setting's name, the file and the first problem.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { components } from '../../generated/openapi/content';
import { documentSchemas } from '../../generated/openapi/content.requests';

export type CmsConfig = components['schemas']['CmsConfig'];

/** One stored branding: a client's content for one entry point and locale. */
export interface CmsEntry {
  readonly clientId: string;
  readonly entrypoint: string;
  readonly locale: string;
  readonly content: CmsConfig;
}

export interface CmsSettings {
  readonly enabled: boolean;
  readonly l10nEnabled: boolean;
  /** The file the entries came from; undefined when none was loaded. */
  readonly file: string | undefined;
  /** The entries to store at start; undefined leaves the stored ones. */
  readonly entries: readonly CmsEntry[] | undefined;
  /** Hosts (with a port when not 443) whose https addresses branding may name, as URL.host writes them. */
  readonly imageHosts: readonly string[];
}

/** The branded example client of development mode, with its content. */
export const EXAMPLE_CMS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../cms/example-content.json');

/** The entry point of a request that names none. */
export const DEFAULT_ENTRYPOINT = 'default';
/** The locale every other one falls back to. */
export const CMS_DEFAULT_LOCALE = 'en';

const ajv = new Ajv2020({ allErrors: false, strict: false, useDefaults: true });
addFormats(ajv);
const validateFile = ajv.compile(documentSchemas.CmsContentFile);

function booleanFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, not ${JSON.stringify(raw)}`);
}

/** Parses the text of a content file: YAML for a .yaml or .yml name, JSON otherwise. */
function parseText(text: string, file: string): unknown {
  if (/\.ya?ml$/i.test(file)) {
    const require = createRequire(import.meta.url);
    const yaml = require('yaml') as { parse(text: string): unknown };
    return yaml.parse(text);
  }
  return JSON.parse(text);
}

/**
 * The entries of a content file's parsed value, or an error naming the first
 * problem: a schema break (with the place in the file), a content that names
 * another client or entry point than its entry, or an entry given twice.
 */
export function parseCmsContent(value: unknown, where: string): CmsEntry[] {
  const copy = structuredClone(value);
  if (!validateFile(copy)) {
    const first = validateFile.errors?.[0];
    const at = first?.instancePath ? first.instancePath : '/';
    const extra = first?.keyword === 'additionalProperties' ? ` (${(first.params as { additionalProperty?: string }).additionalProperty})` : '';
    throw new Error(`${where}: ${at} ${first?.message ?? 'does not match the content schema'}${extra}`);
  }
  const file = copy as components['schemas']['CmsContentFile'];
  const seen = new Set<string>();
  return file.entries.map((entry, index) => {
    const entrypoint = entry.entrypoint ?? DEFAULT_ENTRYPOINT;
    const locale = entry.locale ?? CMS_DEFAULT_LOCALE;
    if (entry.content.clientId !== undefined && entry.content.clientId !== entry.clientId) {
      throw new Error(`${where}: /entries/${index}/content/clientId is not the entry's clientId`);
    }
    if (entry.content.entrypoint !== undefined && entry.content.entrypoint !== entrypoint) {
      throw new Error(`${where}: /entries/${index}/content/entrypoint is not the entry's entrypoint`);
    }
    const key = `${entry.clientId} ${entrypoint} ${locale.toLowerCase()}`;
    if (seen.has(key)) throw new Error(`${where}: /entries/${index} repeats client ${entry.clientId}, entry point ${entrypoint}, locale ${locale}`);
    seen.add(key);
    return { clientId: entry.clientId, entrypoint, locale, content: entry.content };
  });
}

/** Reads and checks a content file; any problem is an error starting with CMS_FILE. */
export function readCmsFile(file: string): CmsEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`CMS_FILE ${JSON.stringify(file)} cannot be read`);
  }
  let value: unknown;
  try {
    value = parseText(text, file);
  } catch (error) {
    throw new Error(`CMS_FILE ${JSON.stringify(file)} is not valid ${/\.ya?ml$/i.test(file) ? 'YAML' : 'JSON'}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseCmsContent(value, `CMS_FILE ${JSON.stringify(file)}`);
}

/**
 * CMS_IMAGE_HOSTS: host names, each with its port when not 443, written as
 * URL.host writes them (lower case, no trailing dot, no wildcard); branding
 * addresses are compared with them exactly.
 */
export function imageHostsFrom(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.CMS_IMAGE_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    let host: string | undefined;
    try {
      host = new URL(`https://${entry}`).host;
    } catch {
      host = undefined;
    }
    if (host !== entry.toLowerCase() || entry.endsWith('.') || entry.includes('*')) {
      throw new Error(`CMS_IMAGE_HOSTS must list host names such as images.example.com (with :port when not 443); ${JSON.stringify(entry)} is not one`);
    }
    return host;
  });
}

export function loadCmsSettings(env: NodeJS.ProcessEnv, production: boolean): CmsSettings {
  const enabled = booleanFrom(env, 'CMS_ENABLED', true);
  const l10nEnabled = booleanFrom(env, 'CMS_L10N_ENABLED', true);
  const configured = env.CMS_FILE && env.CMS_FILE !== '' ? path.resolve(env.CMS_FILE) : undefined;
  const file = configured ?? (production ? undefined : EXAMPLE_CMS_FILE);
  return { enabled, l10nEnabled, file, entries: file ? readCmsFile(file) : undefined, imageHosts: imageHostsFrom(env) };
}
