// The language toggle of the page footer (SPEC §2.1, §2.7): the design
// system's LanguageSelector bound to the saved preference of the L10nProvider.
import { useMemo } from 'react';
import { LanguageSelector } from '../../../design-system';
import { SUPPORTED_LOCALES } from '../../../design-system/l10n';
import { useLocale } from './L10nProvider';
import { isPseudoLocale } from './negotiate';

/**
 * Choosing a language shows the page in it without a reload and saves it;
 * 'Browser default' clears the saved choice. The toggle is disabled while the
 * chosen language loads. A saved pseudo-locale is offered too, so that the
 * toggle shows what is in use.
 */
export function LocaleToggle() {
  const { preference, setLocale, loading } = useLocale();
  const locales = useMemo(
    () => (isPseudoLocale(preference) ? [...SUPPORTED_LOCALES, preference] : SUPPORTED_LOCALES),
    [preference],
  );
  return <LanguageSelector value={preference} onChange={setLocale} isLoading={loading} locales={locales} />;
}
