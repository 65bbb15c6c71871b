export { palette } from './palette';
export { lightTheme, themeProperties, tokens } from './theme';
export type { Theme } from './theme';
export { GlobalStyle, ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { ReducedMotionProvider, usePrefersReducedMotion, whenReducedMotion } from './motion';
export type { ReducedMotionProviderProps } from './motion';
