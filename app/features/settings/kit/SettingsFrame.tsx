// The frame of every settings page: a side navigation (a landmark leading to
// the sections of the settings home, the current one marked) beside the page.
// On a narrow frame the navigation folds behind a menu button (SideNav). Pure.
import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import { AlertBar, Button, Layout, SideNav } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { SETTINGS_SECTIONS, sectionHref } from '../sections';
import type { SettingsSection } from '../sections';
import { followInApp } from './blocks';

export interface SettingsFrameProps {
  /** The section the page shows or belongs to. */
  current?: SettingsSection;
  /** 'page' when the page is that section's own page; 'location' when it is a part of the settings home. */
  currentKind?: 'page' | 'location';
  /** Follows a navigation link inside the app. */
  onNavigate?: (href: string) => void;
  onSignOut: () => void;
  signingOut?: boolean;
  /** A failed sign-out, shown above the page. */
  bannerError?: ShownError;
  /** Fluent id of the confirmation of a change just made, at the top of the page (announced politely). */
  alert?: string;
  onDismissAlert?: () => void;
  children: ReactNode;
}

export function SettingsFrame({ current, currentKind = 'location', onNavigate, onSignOut, signingOut = false, bannerError, alert, onDismissAlert, children }: SettingsFrameProps) {
  const { l10n } = useLocalization();
  const items = SETTINGS_SECTIONS.map((section) => ({
    id: `settings-nav-${section}`,
    href: sectionHref(section),
    label: l10n.getString(`settings-nav-${section}`),
    current: current === section ? currentKind : undefined,
  }));
  return (
    <Layout variant="wide">
      <AlertBar type="success" visible={Boolean(alert)} onDismiss={onDismissAlert}>
        <span id="settings-alert">{alert ? l10n.getString(alert) : null}</span>
      </AlertBar>
      <SideNav
        label={l10n.getString('settings-nav-label')}
        toggleLabel={l10n.getString('settings-nav-toggle')}
        toggleId="settings-nav-toggle"
        items={items}
        onItemClick={(event, href) => followInApp(onNavigate, href)(event)}
        after={
          <Button id="settings-sign-out" variant="secondary" onPress={onSignOut} isPending={signingOut} fullWidth>
            {l10n.getString('settings-sign-out')}
          </Button>
        }
      >
        <ErrorBanner error={bannerError} />
        {children}
      </SideNav>
    </Layout>
  );
}
