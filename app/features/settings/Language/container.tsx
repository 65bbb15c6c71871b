// The language page: the L10nProvider's saved preference, the one the
// footer's toggle changes, so there is one choice in one place.
import { useLocalization } from '@fluent/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { languageChoices, useLocale } from '../../../lib/l10n';
import { usePageTitle } from '../../../lib/page';
import { LanguagePage } from './LanguagePage';

export function LanguageContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-language-heading'));
  const { preference, setLocale, loading } = useLocale();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const languages = useMemo(() => languageChoices(preference), [preference]);
  return (
    <LanguagePage
      preference={preference}
      languages={languages}
      loading={loading}
      saved={saved}
      onChange={(locale) => {
        setLocale(locale);
        setSaved(true);
      }}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
