// The language page: the L10nProvider's saved preference, the one the
// footer's toggle changes, so there is one choice in one place.
import { useLocalization } from '@fluent/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUPPORTED_LOCALES } from '../../../../design-system/l10n';
import { isPseudoLocale, useLocale } from '../../../lib/l10n';
import { usePageTitle } from '../../../lib/page';
import { LanguagePage } from './LanguagePage';

export function LanguageContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-language-heading'));
  const { preference, setLocale, loading } = useLocale();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  // A saved pseudo-locale is offered too, so the list shows what is in use.
  const locales = useMemo(() => (isPseudoLocale(preference) ? [...SUPPORTED_LOCALES, preference] : SUPPORTED_LOCALES), [preference]);
  return (
    <LanguagePage
      preference={preference}
      locales={locales}
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
