// The footer of every page (SPEC §2.1): the links to the legal documents, and
// the language menu when the feature flag shows it, in the design system's
// Footer. Given once at the app's root to every Layout; it is drawn inside the
// page, so it speaks the page's language (a legal document's page draws it in
// the document's).
import { useLocalization } from '@fluent/react';
import { Footer, Link } from '../../../design-system';
import { LazyLocaleToggle } from '../l10n/lazyLocaleToggle';
import { PATHS } from '../paths';

export interface AppFooterProps {
  /** Whether the language menu is shown (the showLocaleToggle feature flag). */
  languageMenu: boolean;
}

export function AppFooter({ languageMenu }: AppFooterProps) {
  const { l10n } = useLocalization();
  const links = [
    <Link key="terms" id="footer-terms" href={PATHS.legalTerms} variant="standalone">
      {l10n.getString('app-footer-terms')}
    </Link>,
    <Link key="privacy" id="footer-privacy" href={PATHS.legalPrivacy} variant="standalone">
      {l10n.getString('app-footer-privacy')}
    </Link>,
  ];
  return <Footer links={links} language={languageMenu ? <LazyLocaleToggle /> : null} />;
}
