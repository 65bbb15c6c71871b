// Tier two: semantic tokens. Each name says what the value is for; the
// contrast test lists every text/background pair that is used together.
import { palette } from './palette';

export const lightTheme = {
  color: {
    text: {
      primary: palette.grey900,
      secondary: palette.grey500,
      danger: palette.red700,
      success: palette.green700,
      warning: palette.orange700,
      link: palette.blue600,
      linkHover: palette.blue800,
      inverse: palette.white,
      fancy: palette.violet700,
    },
    background: {
      page: palette.grey50,
      surface: palette.white,
      primary: palette.blue600,
      primaryHover: palette.blue700,
      secondary: palette.grey100,
      secondaryHover: palette.grey200,
      danger: palette.red600,
      dangerHover: palette.red700,
      error: palette.red50,
      info: palette.blue50,
      success: palette.green50,
      warning: palette.yellow50,
      fancy: palette.violet50,
      alertInfo: palette.grey900,
      alertSuccess: palette.green600,
      alertError: palette.red700,
      overlay: 'rgba(21, 20, 26, 0.6)',
    },
    border: {
      subtle: palette.grey200,
      input: palette.grey500,
      danger: palette.red700,
      success: palette.green600,
      info: palette.blue600,
      warning: palette.orange700,
      fancy: palette.violet600,
    },
    focus: palette.blue600,
    illustration: {
      accent: palette.blue500,
      accentStrong: palette.blue700,
      muted: palette.grey200,
      outline: palette.grey600,
      success: palette.green600,
      warm: palette.yellow400,
      fancy: palette.violet600,
    },
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  font: {
    family: "'Noto Sans', 'Noto Sans Hebrew', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif",
    // The fixed-width face has no Hebrew or Arabic letters: the proportional face named next
    // draws them, so that no browser's own per-script default decides.
    mono: "'DejaVu Sans Mono', 'DejaVu Sans', monospace",
    size: {
      sm: '14px',
      md: '16px',
      lg: '20px',
      xl: '24px',
    },
    weight: {
      regular: '400',
      bold: '700',
    },
    lineHeight: '1.5',
  },
  motion: {
    fast: '150ms',
    normal: '300ms',
    easing: 'cubic-bezier(0.4, 0, 0.2, 1)',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every theme has: the same names, any values. */
export type Theme = Widen<typeof lightTheme>;

function toVars<T extends object>(node: T, prefix: string): Widen<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const name = `${prefix}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    out[key] = typeof value === 'string' ? `var(${name})` : toVars(value as object, name);
  }
  return out as Widen<T>;
}

/**
 * The tokens as CSS custom properties, for use in styles:
 * `color: ${tokens.color.text.danger}` becomes `color: var(--orbit-color-text-danger)`.
 * The values come from the theme given to the ThemeProvider.
 */
export const tokens: Theme = toVars(lightTheme, '--orbit');

/** Every custom property of a theme as `[name, value]`, for the global style sheet. */
export function themeProperties(theme: Theme): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = `${prefix}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      if (typeof value === 'string') entries.push([name, value]);
      else walk(value as object, name);
    }
  };
  walk(theme, '--orbit');
  return entries;
}
