// What every settings page of its own is drawn in: Back to its section of
// the settings home (what was typed stays for when the person returns), then
// a panel with the page's only h1 and its content. Pure.
import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, PageHeading, Panel, tokens } from '../../../../design-system';
import { sectionHref } from '../sections';
import { followInApp } from './blocks';
import type { SettingsSection } from '../sections';

export interface SettingsSubPageProps {
  heading: ReactNode;
  /** The section of the home Back returns to. */
  section: SettingsSection;
  onNavigate?: (href: string) => void;
  children: ReactNode;
}

const Back = styled(Link)`
  margin-block-end: ${tokens.space.md};
`;

export function SettingsSubPage({ heading, section, onNavigate, children }: SettingsSubPageProps) {
  const { l10n } = useLocalization();
  const href = sectionHref(section);
  return (
    <>
      <Back id="settings-back" back href={href} onClick={followInApp(onNavigate, href)}>
        {l10n.getString('settings-back')}
      </Back>
      <Panel aria-labelledby="settings-page-heading">
        <PageHeading id="settings-page-heading">{heading}</PageHeading>
        {children}
      </Panel>
    </>
  );
}
