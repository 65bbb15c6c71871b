// The language toggle of the page footer (SPEC §2.1, §2.7): the design
// system's LanguageSelector bound to the saved preference of the L10nProvider.
import { useMemo } from 'react';
import { LanguageSelector } from '../../../design-system';
import { useLocale } from './L10nProvider';
import { languageChoices } from './languageNames';

/**
 * Choosing a language shows the page in it without a reload and saves it;
 * 'Browser default' clears the saved choice. The toggle is disabled while the
 * chosen language loads. Its label 'Select language' is shown beside it.
 */
export function LocaleToggle() {
  const { preference, setLocale, loading } = useLocale();
  const languages = useMemo(() => languageChoices(preference), [preference]);
  return <LanguageSelector value={preference} onChange={setLocale} isLoading={loading} languages={languages} />;
}
