// The frame of every settings page: a side navigation (a landmark leading to
// the sections of the settings home, the current one marked) beside the page.
// On a narrow frame the navigation folds behind a menu button. Pure.
import { useLocalization } from '@fluent/react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertBar, Button, Layout, tokens } from '../../../../design-system';
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

const NARROW = '(max-width: 640px)';

const Root = styled.div`
  container-type: inline-size;
`;

const Columns = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.lg};
  @container ${NARROW} {
    flex-direction: column;
    gap: ${tokens.space.md};
  }
`;

const Side = styled.div`
  flex: 0 0 240px;
  position: sticky;
  inset-block-start: ${tokens.space.md};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  @container ${NARROW} {
    position: static;
    flex-basis: auto;
    inline-size: 100%;
  }
`;

const Toggle = styled.div`
  display: none;
  @container ${NARROW} {
    display: block;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  box-shadow: 0 2px 12px rgba(21, 20, 26, 0.12);
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
  @container ${NARROW} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-block-size: 40px;
    padding-inline: ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    color: ${tokens.color.text.primary};
    text-decoration: none;
  }
  a:hover {
    background: ${tokens.color.background.secondary};
  }
  a:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  a[aria-current] {
    font-weight: ${tokens.font.weight.bold};
    background: ${tokens.color.background.info};
    box-shadow: inset 4px 0 0 ${tokens.color.border.info};
  }
  [dir='rtl'] & a[aria-current] {
    box-shadow: inset -4px 0 0 ${tokens.color.border.info};
  }
  @media (forced-colors: active) {
    a[aria-current] {
      outline: 2px solid Highlight;
    }
  }
`;

const Content = styled.div`
  flex: 1 1 0;
  min-inline-size: 0;
  inline-size: 100%;
`;

export function SettingsFrame({ current, currentKind = 'location', onNavigate, onSignOut, signingOut = false, bannerError, alert, onDismissAlert, children }: SettingsFrameProps) {
  const { l10n } = useLocalization();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const follow = (href: string) => {
    setOpen(false);
    onNavigate?.(href);
  };
  return (
    <Layout variant="wide">
      <AlertBar type="success" visible={Boolean(alert)} onDismiss={onDismissAlert}>
        <span id="settings-alert">{alert ? l10n.getString(alert) : null}</span>
      </AlertBar>
      <Root>
        <Columns>
          <Side>
            <Toggle>
              <Button id="settings-nav-toggle" variant="secondary" aria-expanded={open} aria-controls={navId} onPress={() => setOpen(!open)} fullWidth>
                {l10n.getString('settings-nav-toggle')}
              </Button>
            </Toggle>
            <Nav id={navId} $open={open} aria-label={l10n.getString('settings-nav-label')}>
              <ul>
                {SETTINGS_SECTIONS.map((section) => (
                  <li key={section}>
                    <NavLink id={`settings-nav-${section}`} href={sectionHref(section)} current={current === section ? currentKind : undefined} onNavigate={onNavigate ? follow : undefined}>
                      {l10n.getString(`settings-nav-${section}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </Nav>
            <Button id="settings-sign-out" variant="secondary" onPress={onSignOut} isPending={signingOut} fullWidth>
              {l10n.getString('settings-sign-out')}
            </Button>
          </Side>
          <Content>
            <ErrorBanner error={bannerError} />
            {children}
          </Content>
        </Columns>
      </Root>
    </Layout>
  );
}

/** A navigation link followed inside the app; a modified click (new tab, new window) stays the browser's. */
function NavLink({ id, href, current, onNavigate, children }: { id: string; href: string; current?: 'page' | 'location'; onNavigate?: (href: string) => void; children: ReactNode }) {
  return (
    <a id={id} href={href} aria-current={current} onClick={followInApp(onNavigate, href)}>
      {children}
    </a>
  );
}
