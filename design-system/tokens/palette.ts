// Tier one: the raw palette. Components never use these directly; they use
// the semantic tokens in theme.ts, which say why a colour is used.

export const palette = {
  white: '#ffffff',
  black: '#000000',
  grey50: '#f9f9fb',
  grey100: '#f0f0f4',
  grey200: '#e0e0e6',
  grey300: '#cfcfd8',
  /** rgb(109,109,110): one of the CMS button text candidates. */
  grey400: '#6d6d6e',
  grey500: '#5b5b66',
  /** rgb(50,49,60): one of the CMS button text candidates. */
  grey600: '#32313c',
  grey900: '#15141a',
  blue50: '#eaf2fe',
  blue500: '#0a84ff',
  blue600: '#0060df',
  blue700: '#0250bb',
  blue800: '#054096',
  red50: '#fff0f1',
  red600: '#c9112f',
  red700: '#a4000f',
  green50: '#e6f8ef',
  green600: '#017a40',
  green700: '#006336',
  yellow50: '#fff8e0',
  yellow400: '#ffd567',
  orange700: '#8a4500',
  violet50: '#f4efff',
  violet600: '#6a35d9',
  violet700: '#592acb',
} as const;
