// The theme provider: custom properties for every token, base element styles,
// and the system colours used in forced-colours (high contrast) mode.
import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, createGlobalStyle } from 'styled-components';
import { lightTheme, themeProperties, tokens } from './theme';
import type { Theme } from './theme';

const FORCED_COLOURS: ReadonlyArray<[RegExp, string]> = [
  [/^--orbit-color-text-link/, 'LinkText'],
  [/^--orbit-color-text-/, 'CanvasText'],
  [/^--orbit-color-background-(primary|danger|secondary)/, 'ButtonFace'],
  [/^--orbit-color-background-/, 'Canvas'],
  [/^--orbit-color-border-/, 'CanvasText'],
  [/^--orbit-color-focus$/, 'Highlight'],
  [/^--orbit-color-illustration-(muted)/, 'Canvas'],
  [/^--orbit-color-illustration-/, 'CanvasText'],
];

function declarations(theme: Theme, forced: boolean): string {
  return themeProperties(theme)
    .map(([name, value]) => {
      const system = forced ? FORCED_COLOURS.find(([pattern]) => pattern.test(name))?.[1] : value;
      return system ? `${name}: ${system};` : '';
    })
    .join('\n');
}

/** Base styles and token custom properties; rendered once by the ThemeProvider. */
export const GlobalStyle = createGlobalStyle<{ theme: Theme }>`
  :root {
    ${({ theme }) => declarations(theme, false)}
    color-scheme: light;
  }
  @media (forced-colors: active) {
    :root {
      ${({ theme }) => declarations(theme, true)}
    }
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
    color: ${tokens.color.text.primary};
    background: ${tokens.color.background.page};
    text-align: start;
  }
  button, input, select, textarea {
    font: inherit;
  }
  :focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

export interface ThemeProviderProps {
  /** The token values; the light theme by default. */
  theme?: Theme;
  children?: ReactNode;
}

/** Provides the theme to styled components and renders the global style sheet. */
export function ThemeProvider({ theme = lightTheme, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle theme={theme} />
      {children}
    </StyledThemeProvider>
  );
}
