// Finding hard-coded text with the accented pseudo-locale en-XA. In en-XA
// every ASCII letter of every Fluent message is replaced by an accented one
// (design-system/l10n/pseudo.ts), so a visible text or an accessible name that
// still holds a plain ASCII letter did not come from Fluent: it is hard-coded
// English. The few strings that legitimately stay ASCII are listed below, each
// with its reason, and everything else is reported.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PSEUDO_LOCALES, SUPPORTED_LOCALES } from '../../design-system/l10n';
import { LOCALE_STORAGE_KEY } from '../../app/lib/l10n/negotiate';
import { LOCALE_COOKIE } from '../../app/lib/ssr/storedState';
import { CLDR_LANGUAGE_NAMES } from '../../app/lib/l10n/cldrLanguageNames';
import { languageName } from '../../app/lib/l10n/languageNames';

/** The accented pseudo-locale. */
export const PSEUDO_LOCALE = 'en-XA';

/** Where a string was read. */
export type Source = 'text' | 'accessible-name' | 'aria-label' | 'title' | 'alt' | 'placeholder' | 'document-title';

/** One string shown or announced by the page. */
export interface ShownString {
  source: Source;
  /** Where on the page: a short element description or the role of the accessibility node. */
  where: string;
  text: string;
  /** Inside a language list (a select, listbox, option, or the button that opens a listbox). */
  inLanguageList: boolean;
}

/** A string that still holds plain ASCII letters after the allowed parts are taken out. */
export interface Finding {
  source: Source;
  where: string;
  text: string;
}

export interface Allowed {
  /**
   * Exact values the person gave the page themselves, shown back as typed: the
   * email address of the account a journey signs up or in with, and the letter
   * of the default avatar, which is the first character of that address. Each
   * is taken out only where it stands on its own, never from inside a word.
   * Nothing from the product may pass through here.
   */
  userValues?: readonly string[];
  /**
   * Whether the document title is judged. Always, for the app's pages; not in
   * Storybook, whose iframe document is titled with the story's id by
   * Storybook itself, outside the product.
   */
  documentTitle?: boolean;
}

/**
 * The names of the supported languages as the language menu shows them
 * (app/lib/l10n/languageNames.ts): each in its own language ("Deutsch",
 * "Cymraeg") and in English ("German", "Welsh"), whatever the interface
 * language, so that a reader of that language finds it (SPEC §2.7); neither is
 * a product string. They are allowed only inside a language list. The menu
 * takes them from the browser's CLDR data where the browser has the locale and
 * from the CLDR table otherwise, so both are read: the browser's in the page,
 * the table's and the menu's own here.
 */
async function readLanguageNames(page: Page): Promise<string[]> {
  const codes = [...SUPPORTED_LOCALES, ...PSEUDO_LOCALES];
  const names = await page.evaluate((codes) => {
    const out: string[] = [];
    for (const code of codes) {
      const native = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
      out.push(native, native.charAt(0).toLocaleUpperCase(code) + native.slice(1));
      out.push(new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code);
    }
    return out;
    // The pseudo-locales too: chosen, the selector names them as CLDR does ("English (Pseudo-Accents)").
  }, codes);
  for (const code of codes) {
    const { nativeName, englishName, label } = languageName(code);
    const [tableNative, tableEnglish] = CLDR_LANGUAGE_NAMES[code] ?? [];
    names.push(label, nativeName, englishName, ...(tableNative ? [tableNative] : []), ...(tableEnglish ? [tableEnglish] : []));
  }
  // An English name with a region is written "Chinese, China" inside the parentheses.
  for (const name of [...names]) names.push(...name.split(/ \(|\)|, /).filter(Boolean));
  // Longest first, so that "Spanish (Argentina)" is taken out before "Spanish".
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

/**
 * The address the product sends its mail from, which the confirmation pages
 * ask people to add to their contacts: an address is shown as it is in every
 * language.
 */
const PRODUCT_ADDRESSES: readonly string[] = ['accounts@localhost'];

/** Any plain ASCII letter: none survives the en-XA transform of a Fluent message. */
const ASCII_LETTER = /[A-Za-z]/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Takes out `part` where it stands on its own: not glued to other letters of a word. */
function removeAll(text: string, part: string): string {
  if (!part) return text;
  return text.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(part)}(?![A-Za-z])`, 'g'), ' ');
}

/**
 * The string as it would be judged: the allowed parts taken out. Digits,
 * punctuation and symbols are not letters, so codes, counts and dates in digits
 * need no entry.
 */
export function withoutAllowed(
  shown: Pick<ShownString, 'text' | 'inLanguageList'>,
  allowed: Allowed = {},
  languageNames: readonly string[] = [],
): string {
  // Zero-width joiners and spaces (a code kept whole on one line) are not read: judged without them.
  let rest = shown.text.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '');
  // Language names first: a short user value (an avatar's letter) must not cut into one.
  if (shown.inLanguageList) for (const name of languageNames) rest = removeAll(rest, name);
  for (const value of [...(allowed.userValues ?? []), ...PRODUCT_ADDRESSES]) rest = removeAll(rest, value);
  return rest;
}

/** The strings among `shown` that hold hard-coded English. */
export function judge(shown: readonly ShownString[], allowed: Allowed = {}, languageNames: readonly string[] = []): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const item of shown) {
    if (allowed.documentTitle === false && item.source === 'document-title') continue;
    if (!ASCII_LETTER.test(withoutAllowed(item, allowed, languageNames))) continue;
    const key = `${item.source}\u0000${item.where}\u0000${item.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push({ source: item.source, where: item.where, text: item.text });
  }
  return findings;
}

/** Visible text nodes and the labelling attributes of rendered elements, read in the page. */
function readDom(): Array<{ source: string; where: string; text: string; inLanguageList: boolean }> {
  const LANGUAGE_LIST = 'select, [role="listbox"], [role="option"], [aria-haspopup="listbox"], .react-aria-Select';
  const out: Array<{ source: string; where: string; text: string; inLanguageList: boolean }> = [];
  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const role = element.getAttribute('role');
    return `${element.tagName.toLowerCase()}${id}${role ? `[role=${role}]` : ''}`;
  };
  const rendered = (element: Element): boolean =>
    element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true });
  const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  // A text drawn in parts that a line may break between (an address, broken before its '@' and dots) is one text.
  const joined = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const breakable = parent?.closest('[data-breakable]') ?? null;
    if (breakable && joined.has(breakable)) continue;
    if (breakable) joined.add(breakable);
    const text = (breakable ? breakable.textContent : node.nodeValue)?.trim() ?? '';
    if (!parent || !text || skipped.has(parent.tagName)) continue;
    // The options of a hidden native <select> are read by assistive technology even though not painted.
    if (!rendered(parent) && !parent.closest('select')) continue;
    out.push({ source: 'text', where: describe(parent), text, inLanguageList: Boolean(parent.closest(LANGUAGE_LIST)) });
  }
  for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
    for (const element of Array.from(document.body.querySelectorAll(`[${attribute}]`))) {
      const text = element.getAttribute(attribute)?.trim() ?? '';
      if (!text || skipped.has(element.tagName)) continue;
      if (!rendered(element) && !element.closest('select')) continue;
      out.push({ source: attribute, where: describe(element), text, inLanguageList: Boolean(element.closest(LANGUAGE_LIST)) });
    }
  }
  out.push({ source: 'document-title', where: 'document', text: document.title.trim(), inLanguageList: false });
  return out.filter((item) => item.text.length > 0);
}

interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  parentId?: string;
  properties?: Array<{ name: string; value: AXValue }>;
}

/**
 * Roles of Chromium's accessibility tree that are pieces of text rather than
 * elements: their "names" are the text nodes (already read from the DOM) cut
 * at each line break, which would split an email address in two.
 */
const TEXT_ROLES = new Set(['StaticText', 'InlineTextBox']);

/** The document node, whose name is the document title (judged on its own, as document-title). */
const DOCUMENT_ROLES = new Set(['RootWebArea', 'WebArea']);

/** Roles of Chromium's accessibility tree that make up a language list. */
const LIST_ROLES = new Set(['listbox', 'option', 'combobox', 'MenuListPopup', 'MenuListOption']);

/** The accessible name of every node of the page's accessibility tree, as Chromium computes it. */
async function readAccessibleNames(page: Page): Promise<ShownString[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const isListNode = (node: AXNode): boolean =>
      LIST_ROLES.has(String(node.role?.value ?? '')) ||
      (node.properties ?? []).some((property) => property.name === 'hasPopup' && property.value.value === 'listbox');
    const inList = (node: AXNode): boolean => {
      for (let current: AXNode | undefined = node; current; current = current.parentId ? byId.get(current.parentId) : undefined) {
        if (isListNode(current)) return true;
      }
      return false;
    };
    return nodes
      .filter((node) => !node.ignored && typeof node.name?.value === 'string' && node.name.value.trim() !== '')
      .filter((node) => !TEXT_ROLES.has(String(node.role?.value ?? '')) && !DOCUMENT_ROLES.has(String(node.role?.value ?? '')))
      .map((node) => ({
        source: 'accessible-name' as const,
        where: `${String(node.role?.value ?? 'node')}`,
        text: String(node.name?.value).trim(),
        inLanguageList: inList(node),
      }));
  } finally {
    await session.detach();
  }
}

/** Every string the page shows or announces now. */
export async function readShownStrings(page: Page): Promise<ShownString[]> {
  const dom = (await page.evaluate(readDom)) as ShownString[];
  return [...dom, ...(await readAccessibleNames(page))];
}

/** The hard-coded English strings on the page now. */
export async function findHardCoded(page: Page, allowed: Allowed = {}): Promise<Finding[]> {
  return judge(await readShownStrings(page), allowed, await readLanguageNames(page));
}

/** Fails, listing each one, when the page shows or announces hard-coded English. */
export async function expectNoHardCodedText(page: Page, allowed: Allowed = {}): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  expect(await findHardCoded(page, allowed), `hard-coded English at ${page.url()}`).toEqual([]);
}

/**
 * Opens every later page of this browser context in en-XA, as a person who saved that language would
 * see it: the saved choice, and the cookie in which choosing it tells the server (`baseURL`'s).
 */
export async function choosePseudoLocale(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: PSEUDO_LOCALE, url: baseURL }]);
  await page.addInitScript(
    ([key, locale]) => {
      try {
        window.localStorage.setItem(key, locale);
      } catch {
        // A page without storage (cookies blocked) cannot keep a language choice.
      }
    },
    [LOCALE_STORAGE_KEY, PSEUDO_LOCALE] as const,
  );
}
