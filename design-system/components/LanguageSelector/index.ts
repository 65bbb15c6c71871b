export { LanguageSelector } from './LanguageSelector';
export type { LanguageChoice, LanguageSelectorProps } from './LanguageSelector';
