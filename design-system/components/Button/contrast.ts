// CMS-branded buttons: a relying party may give its own background colour. The
// colour is only used when it is a plain, opaque colour, and the label colour
// is the first candidate that reaches the minimum text contrast on it.
import { formatRgb, parse, wcagContrast } from 'culori';
import { palette } from '../../tokens/palette';

/** Minimum contrast between a button's label and its background (WCAG AA text). */
export const MINIMUM_TEXT_CONTRAST = 4.5;

/** Label colours tried in order on a CMS background: white, grey-400, grey-600. */
export const BUTTON_TEXT_CANDIDATES = [palette.white, palette.grey400, palette.grey600] as const;

/** The label colour of the default primary button, used when no candidate fits. */
export const DEFAULT_BUTTON_TEXT_COLOUR = palette.white;

const ALLOWED_CHARACTERS = /^[#a-z0-9(),.%\s/+-]+$/i;
const FORBIDDEN_WORDS = /url|expression|var|calc|attr|env|import|javascript/i;

/**
 * A CMS colour made safe for a style sheet: normalised to `rgb(…)`, or
 * undefined when the value is not an opaque colour or could inject CSS.
 */
export function safeCmsColour(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 64) return undefined;
  if (!ALLOWED_CHARACTERS.test(trimmed) || FORBIDDEN_WORDS.test(trimmed)) return undefined;
  const colour = parse(trimmed);
  if (!colour) return undefined;
  if (colour.alpha !== undefined && colour.alpha < 1) return undefined;
  return formatRgb(colour);
}

/**
 * The label colour for a button on the given background: the first of
 * white, grey-400 and grey-600 whose contrast is at least 4.5:1. An unusable
 * background, or one where no candidate is readable, gives the default.
 */
export function chooseButtonTextColour(background: string | null | undefined): string {
  const safe = safeCmsColour(background);
  if (!safe) return DEFAULT_BUTTON_TEXT_COLOUR;
  const readable = BUTTON_TEXT_CANDIDATES.find((candidate) => wcagContrast(candidate, safe) >= MINIMUM_TEXT_CONTRAST);
  return readable ?? DEFAULT_BUTTON_TEXT_COLOUR;
}

export interface ButtonColours {
  readonly background: string;
  readonly text: string;
}

/**
 * Both colours of a CMS-branded button, or undefined when the button should
 * keep the theme's primary colours (unusable colour, or no readable label).
 */
export function cmsButtonColours(background: string | null | undefined): ButtonColours | undefined {
  const safe = safeCmsColour(background);
  if (!safe) return undefined;
  const readable = BUTTON_TEXT_CANDIDATES.find((candidate) => wcagContrast(candidate, safe) >= MINIMUM_TEXT_CONTRAST);
  return readable ? { background: safe, text: readable } : undefined;
}
