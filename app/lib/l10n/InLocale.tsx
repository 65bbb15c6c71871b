// A part of the page drawn in another locale than the page's: its messages,
// react-aria's locale and, for a part that is the whole page (a legal
// document's page, drawn in the document's language), the document's
// <html lang dir>. The locale's bundles are loaded as the page's are; until
// they are here the previous locale stays on screen (nothing, the first
// time), and if they cannot be got the page's own language is used.
import { LocalizationProvider } from '@fluent/react';
import type { ReactLocalization } from '@fluent/react';
import { useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { LocaleLoadingContext, useLocale } from './L10nProvider';

export interface InLocaleProps {
  /** A supported locale (or a saved pseudo-locale). */
  readonly locale: string;
  /** Whether this is the whole page, whose language the document then carries. @default false */
  readonly wholePage?: boolean;
  readonly children: ReactNode;
}

interface Drawn {
  readonly locale: string;
  readonly localization: ReactLocalization | null;
}

export function InLocale({ locale, wholePage = false, children }: InLocaleProps) {
  const { locale: pageLocale } = useLocale();
  const loading = useContext(LocaleLoadingContext);
  const own = locale === pageLocale;
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    if (own || !loading || drawn?.locale === locale) return;
    let current = true;
    loading.load(locale).then(
      (localization) => {
        if (current) setDrawn({ locale, localization });
      },
      () => {
        // Drawn in the page's language instead; the provider has reported the failure.
        if (current) setDrawn({ locale, localization: null });
      },
    );
    return () => {
      current = false;
    };
  }, [own, loading, locale, drawn]);

  const shown = own ? pageLocale : drawn?.localization ? drawn.locale : drawn ? pageLocale : undefined;
  const setDocumentLocale = loading?.setDocumentLocale;
  useEffect(() => {
    if (!wholePage || !shown || !setDocumentLocale) return;
    setDocumentLocale(shown);
    return () => setDocumentLocale(null);
  }, [wholePage, shown, setDocumentLocale]);

  if (own || (drawn && !drawn.localization)) return children;
  if (!drawn?.localization) return null;
  return (
    <LocalizationProvider l10n={drawn.localization}>
      <I18nProvider locale={drawn.locale}>{children}</I18nProvider>
    </LocalizationProvider>
  );
}
