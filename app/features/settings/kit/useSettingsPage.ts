// What every settings page's container starts with: its title, the app's
// services and the area's data in one place, and the ways out: a link
// followed inside the app, Back to the page's section of the home, and the
// end of a change (the account read again and the home saying what changed).
import { useLocalization } from '@fluent/react';
import type { ReactLocalization } from '@fluent/react';
import { useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';
import { useAppServices } from '../../../lib/app';
import type { AppServices } from '../../../lib/app';
import { usePageTitle } from '../../../lib/page';
import { useSettingsData } from '../data';
import type { SettingsData } from '../data';
import { sectionHref } from '../sections';
import type { SettingsSection } from '../sections';

export interface SettingsPage extends AppServices, SettingsData {
  l10n: ReactLocalization;
  navigate: NavigateFunction;
  /** The account's primary address. */
  primaryEmail: string;
  /** Follows a link inside the app. */
  onNavigate: (href: string) => void;
  /** Back to the page's section of the home. */
  leave: () => void;
  /** After a change: the account is read again, the home says `alert` at its top, and the page goes back to its section. */
  finish: (alert: string) => Promise<void>;
}

/** A page titled by its heading (`heading`, a Fluent id), belonging to `section` of the home. */
export function useSettingsPage(heading: string, section: SettingsSection): SettingsPage {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString(heading));
  const services = useAppServices();
  const data = useSettingsData();
  const navigate = useNavigate();
  const home = sectionHref(section);
  return {
    ...services,
    ...data,
    l10n,
    navigate,
    primaryEmail: data.account.emails.find((entry) => entry.isPrimary)?.email ?? '',
    onNavigate: (href) => void navigate(href),
    leave: () => void navigate(home),
    finish: async (alert) => {
      await data.refresh();
      data.showAlert(alert);
      void navigate(home);
    },
  };
}
