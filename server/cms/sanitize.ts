// What a branding entry may put on a page. The schema has checked the shape
// and the lengths; here each value is checked for what it will do there:
//
// - a colour must be one CSS colour the browser parses, opaque, written with
//   nothing that could reach beyond the property (no url(), var(), braces,
//   semicolons or quotes); it is stored normalised as rgb(…);
// - a button colour must leave one of the label candidates (white, grey-400,
//   grey-600) a contrast of 4.5, and a page or header background must leave
//   the page's text colour that contrast;
// - an address must be a path on this server, or an absolute https address
//   written plainly (https://host/…, no user or password, no backslash or
//   white space) on a host CMS_IMAGE_HOSTS lists. URL parsers forgive much
//   (`https:host`, `https:/host`, backslashes for slashes, hosts in hex or
//   percent-escaped), and a browser loads what it forgave: only the form
//   whose host reads as written is taken, and that host is compared exactly;
// - a text must be plain text: no control characters, not blank.
//
// A value that fails is left out, with the reason in the log, so the page
// shows its default there instead.
import { formatRgb, parse, wcagContrast } from 'culori';
import type { Logger } from '../log';
import type { CmsConfig, CmsEntry } from '../config/cms-file';

/** Minimum contrast of text on a branded colour (SPEC §9). */
export const MINIMUM_TEXT_CONTRAST = 4.5;
/** Label colours tried on a branded button (SPEC §2.1): white, grey-400, grey-600. */
export const BUTTON_TEXT_CANDIDATES = ['#ffffff', '#6d6d6e', '#32313c'] as const;
/** The page's text colour, which a branded page or header background must carry. */
export const PAGE_TEXT_COLOUR = '#15141a';

const COLOUR_CHARACTERS = /^[#a-z0-9(),.%\s/+-]+$/i;
const COLOUR_FORBIDDEN = /url|expression|var|calc|attr|env|import|javascript/i;
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** An opaque colour normalised to rgb(…), or the reason it is refused. */
export function checkColour(value: string): { colour: string } | { reason: string } {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 64) return { reason: 'not a colour' };
  if (!COLOUR_CHARACTERS.test(trimmed) || COLOUR_FORBIDDEN.test(trimmed)) return { reason: 'not a plain CSS colour' };
  const parsed = parse(trimmed);
  if (!parsed) return { reason: 'not a colour' };
  if (parsed.alpha !== undefined && parsed.alpha < 1) return { reason: 'not opaque' };
  return { colour: formatRgb(parsed) };
}

/** The first label candidate readable on a background, or undefined. */
export function readableButtonText(background: string): string | undefined {
  return BUTTON_TEXT_CANDIDATES.find((candidate) => wcagContrast(candidate, background) >= MINIMUM_TEXT_CONTRAST);
}

const HTTPS_PREFIX = 'https://';

/**
 * Undefined when an address may go on a page: a path on this server, or a
 * plainly written https address on one of `allowedHosts` (URL.host form);
 * otherwise the reason it may not.
 */
export function checkUrl(value: string, allowedHosts: readonly string[]): string | undefined {
  if (/^\/(?!\/)/.test(value)) {
    return /[\s\\]/.test(value) || CONTROL.test(value) ? 'not a clean path' : undefined;
  }
  // The URL parser drops tabs and line breaks, and reads a backslash as a slash: such an address is not what it seems.
  if (/[\s\\]/.test(value) || CONTROL.test(value)) return 'not a clean address';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not an address';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (!value.startsWith(HTTPS_PREFIX)) return 'not written as https://host/';
  const authority = value.slice(HTTPS_PREFIX.length).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@') || url.username || url.password) return 'carries credentials';
  // The host as written must be the one the parser found (not hex, escaped, or a default port the browser drops).
  if (authority.toLowerCase() !== url.host) return 'host not written plainly';
  if (!allowedHosts.includes(url.host)) return 'host not allowed (CMS_IMAGE_HOSTS)';
  return undefined;
}

function checkText(value: string): string | undefined {
  if (value.trim() === '') return 'blank';
  if (CONTROL.test(value)) return 'holds control characters';
  return undefined;
}

type Drop = (field: string, reason: string) => void;

function text(value: string | undefined, field: string, drop: Drop): string | undefined {
  if (value === undefined) return undefined;
  const reason = checkText(value);
  if (reason) {
    drop(field, reason);
    return undefined;
  }
  return value;
}

function address(value: string | undefined, field: string, drop: Drop, hosts: readonly string[]): string | undefined {
  if (value === undefined) return undefined;
  const reason = checkUrl(value, hosts);
  if (reason) {
    drop(field, reason);
    return undefined;
  }
  return value;
}

function image(value: { url: string; altText: string } | undefined, field: string, drop: Drop, hosts: readonly string[]) {
  if (value === undefined) return undefined;
  const reason = checkUrl(value.url, hosts);
  if (reason) {
    drop(`${field}.url`, reason);
    return undefined;
  }
  if (CONTROL.test(value.altText)) {
    drop(`${field}.altText`, 'holds control characters');
    return undefined;
  }
  return { url: value.url, altText: value.altText };
}

function background(value: string | undefined, field: string, drop: Drop, carriesText: boolean): string | undefined {
  if (value === undefined) return undefined;
  const checked = checkColour(value);
  if ('reason' in checked) {
    drop(field, checked.reason);
    return undefined;
  }
  if (carriesText && wcagContrast(PAGE_TEXT_COLOUR, checked.colour) < MINIMUM_TEXT_CONTRAST) {
    drop(field, 'the page text would not be readable on it');
    return undefined;
  }
  return checked.colour;
}

function button(value: { color?: string; text?: string } | undefined, field: string, drop: Drop) {
  if (value === undefined) return undefined;
  const out: { color?: string; text?: string } = {};
  if (value.color !== undefined) {
    const checked = checkColour(value.color);
    if ('reason' in checked) drop(`${field}.color`, checked.reason);
    else if (!readableButtonText(checked.colour)) drop(`${field}.color`, 'no label colour is readable on it');
    else out.color = checked.colour;
  }
  const label = text(value.text, `${field}.text`, drop);
  if (label !== undefined) out.text = label;
  return Object.keys(out).length ? out : undefined;
}

type Page = NonNullable<CmsConfig['EmailFirstPage']>;

function page(value: Page | undefined, field: string, drop: Drop, hosts: readonly string[]): Page | undefined {
  if (value === undefined) return undefined;
  const out: Page = {
    pageTitle: text(value.pageTitle, `${field}.pageTitle`, drop),
    headline: text(value.headline, `${field}.headline`, drop),
    description: text(value.description, `${field}.description`, drop),
    logo: image(value.logo, `${field}.logo`, drop, hosts),
    image: image(value.image, `${field}.image`, drop, hosts),
    primaryButton: button(value.primaryButton, `${field}.primaryButton`, drop),
  };
  return compact(out);
}

/** The object without its undefined fields; undefined when nothing is left. */
function compact<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

const PAGES = [
  'EmailFirstPage',
  'SigninPage',
  'SigninTokenCodePage',
  'SigninUnblockCodePage',
  'SignupSetPasswordPage',
  'SignupConfirmCodePage',
  'SignupConfirmedSyncPage',
] as const;

/**
 * The content with every unsafe value left out, each one given to `drop`
 * with its reason; `hosts` are those addresses may name (CMS_IMAGE_HOSTS).
 */
export function sanitizeCmsContent(content: CmsConfig, drop: Drop, hosts: readonly string[]): CmsConfig {
  const out: CmsConfig = {};
  const name = text(content.name, 'name', drop);
  if (name !== undefined) out.name = name;
  const shared = content.shared;
  if (shared) {
    const colours = shared.backgroundColors;
    const sanitized = compact({
      backgroundColors: colours
        ? compact({
            default: background(colours.default, 'shared.backgroundColors.default', drop, true),
            header: background(colours.header, 'shared.backgroundColors.header', drop, true),
            splitLayout: background(colours.splitLayout, 'shared.backgroundColors.splitLayout', drop, false),
          })
        : undefined,
      splitLayoutImage: image(shared.splitLayoutImage, 'shared.splitLayoutImage', drop, hosts),
      pageTitle: text(shared.pageTitle, 'shared.pageTitle', drop),
      headerLogo: image(shared.headerLogo, 'shared.headerLogo', drop, hosts),
      favicon: address(shared.favicon, 'shared.favicon', drop, hosts),
      primaryButton: button(shared.primaryButton, 'shared.primaryButton', drop),
      featureFlags: shared.featureFlags ? compact({ ...shared.featureFlags }) : undefined,
    });
    if (sanitized) out.shared = sanitized;
  }
  for (const key of PAGES) {
    const sanitized = page(content[key], key, drop, hosts);
    if (sanitized) out[key] = sanitized;
  }
  return out;
}

/** Every entry made safe; what is left out is logged as a warning with the entry it was in. */
export function sanitizeCmsEntries(entries: readonly CmsEntry[], logger: Logger, hosts: readonly string[]): CmsEntry[] {
  return entries.map((entry) => ({
    ...entry,
    content: sanitizeCmsContent(
      entry.content,
      (field, reason) => logger.warn('cms value dropped', { clientId: entry.clientId, entrypoint: entry.entrypoint, locale: entry.locale, field, reason }),
      hosts,
    ),
  }));
}
