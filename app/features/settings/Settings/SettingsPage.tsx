// The minimal settings page: who is signed in, their verified emails, and
// signing out. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, tokens } from '../../../../design-system';
import { ErrorBanner, FlowCard } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface SettingsEmail {
  email: string;
  isPrimary: boolean;
  verified: boolean;
}

export interface SettingsPageProps {
  displayName?: string | null;
  primaryEmail: string;
  emails: readonly SettingsEmail[];
  /** The default avatar's letter (SPEC §3.2). */
  avatarLetter: string;
  onSignOut: () => void;
  signingOut?: boolean;
  /** A failed call, shown in a banner. */
  bannerError?: ShownError;
}

const Profile = styled.section`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${tokens.color.text.secondary};
    overflow-wrap: anywhere;
  }
`;

const Avatar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 64px;
  block-size: 64px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.background.primary};
  color: ${tokens.color.text.inverse};
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
`;

const Emails = styled.section`
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding-block: ${tokens.space.xs};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Tag = styled.span`
  margin-inline-start: ${tokens.space.sm};
  color: ${tokens.color.text.success};
  font-size: ${tokens.font.size.sm};
`;

export function SettingsPage({ displayName, primaryEmail, emails, avatarLetter, onSignOut, signingOut = false, bannerError }: SettingsPageProps) {
  const { l10n } = useLocalization();
  const verified = emails.filter((entry) => entry.verified);
  return (
    <FlowCard heading={l10n.getString('settings-heading')}>
      <ErrorBanner error={bannerError} />
      <Profile aria-labelledby="settings-profile-name">
        <Avatar role="img" aria-label={l10n.getString('settings-avatar-label', { letter: avatarLetter })}>
          <span aria-hidden="true">{avatarLetter}</span>
        </Avatar>
        <div>
          <h2 id="settings-profile-name">{displayName || primaryEmail}</h2>
          {displayName && <p>{primaryEmail}</p>}
        </div>
      </Profile>
      <Emails aria-labelledby="settings-emails-heading">
        <h2 id="settings-emails-heading">{l10n.getString('settings-emails-heading')}</h2>
        {verified.length === 0 ? (
          <p>{l10n.getString('settings-emails-none')}</p>
        ) : (
          <ul>
            {verified.map((entry) => (
              <li key={entry.email}>
                {entry.email}
                {entry.isPrimary && <Tag>{l10n.getString('settings-email-primary')}</Tag>}
              </li>
            ))}
          </ul>
        )}
      </Emails>
      <Button id="settings-sign-out" variant="secondary" onPress={onSignOut} isPending={signingOut} fullWidth>
        {l10n.getString('settings-sign-out')}
      </Button>
    </FlowCard>
  );
}
