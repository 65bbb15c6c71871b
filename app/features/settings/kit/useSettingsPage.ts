// What every settings page's container starts with: its title, the app's
// services and the area's data in one place, and the ways out: a link
// followed inside the app, Back to the page's section of the home, and the
// end of a change (the account read again and the home saying what changed).
import { useLocalization } from '@fluent/react';
import type { ReactLocalization } from '@fluent/react';
import { useLocation, useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';
import { useAppServices } from '../../../lib/app';
import type { AppServices } from '../../../lib/app';
import { usePageTitle } from '../../../lib/page';
import { useSettingsData } from '../data';
import type { SettingsData } from '../data';
import { KEEP_ALERT, passwordReturnState } from '../paths';
import { sectionHref } from '../sections';
import type { SettingsSection } from '../sections';

export interface SettingsPage extends AppServices, SettingsData {
  l10n: ReactLocalization;
  navigate: NavigateFunction;
  /** The account's primary address. */
  primaryEmail: string;
  /** Follows a link inside the app; a way to creating a password remembers this page to come back to. */
  onNavigate: (href: string) => void;
  /** Back to the page's section of the home, or to `to` (a settings page that sent the person here). */
  leave: (to?: string) => void;
  /**
   * After a change: the account is read again, the home says `alert` at its top, and the page goes back to
   * its section; with `to` (a settings page that sent the person here), that page says it instead.
   */
  finish: (alert: string, to?: string) => Promise<void>;
}

/** A page titled by its heading (`heading`, a Fluent id), belonging to `section` of the home. */
export function useSettingsPage(heading: string, section: SettingsSection): SettingsPage {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString(heading));
  const services = useAppServices();
  const data = useSettingsData();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = sectionHref(section);
  return {
    ...services,
    ...data,
    l10n,
    navigate,
    primaryEmail: data.account.emails.find((entry) => entry.isPrimary)?.email ?? '',
    onNavigate: (href) => void navigate(href, { state: passwordReturnState(href, pathname) }),
    leave: (to) => void navigate(to ?? home),
    finish: async (alert, to) => {
      await data.refresh();
      data.showAlert(alert);
      void navigate(to ?? home, to ? { state: KEEP_ALERT } : undefined);
    },
  };
}
