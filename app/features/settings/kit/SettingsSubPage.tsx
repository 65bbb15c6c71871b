// What every settings page of its own is drawn in: Back to its section of
// the settings home (what was typed stays for when the person returns), then
// a panel with the page's only h1 and its content. Pure.
import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../../../design-system';
import { sectionHref } from '../sections';
import { followInApp, surface } from './blocks';
import type { SettingsSection } from '../sections';

export interface SettingsSubPageProps {
  heading: ReactNode;
  /** The section of the home Back returns to. */
  section: SettingsSection;
  onNavigate?: (href: string) => void;
  children: ReactNode;
}

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-block-size: 24px;
  margin-block-end: ${tokens.space.md};
  color: ${tokens.color.text.link};
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
    border-radius: ${tokens.radius.sm};
  }
  svg {
    flex: none;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

const Panel = styled.section`
  padding: ${tokens.space.lg};
  ${surface}
  h1 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.size.xl};
    line-height: 1.3;
  }
`;

export function SettingsSubPage({ heading, section, onNavigate, children }: SettingsSubPageProps) {
  const { l10n } = useLocalization();
  const href = sectionHref(section);
  return (
    <>
      <Back id="settings-back" href={href} onClick={followInApp(onNavigate, href)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {l10n.getString('settings-back')}
      </Back>
      <Panel aria-labelledby="settings-page-heading">
        <h1 id="settings-page-heading" tabIndex={-1}>
          {heading}
        </h1>
        {children}
      </Panel>
    </>
  );
}
