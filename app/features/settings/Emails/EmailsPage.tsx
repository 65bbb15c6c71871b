// /settings/emails: the account's addresses (the primary one, then each
// secondary one, confirmed or not, with what can be done with it), the form
// that adds a secondary address, and, once one is added or picked, the code
// that confirms it. Pure.
import { useLocalization } from '@fluent/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Banner, Button, ButtonGroup, EmailField, Form, RowList, StatusText, tokens } from '../../../../design-system';
import { ErrorBanner, useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { Buttons, EmailedCode, SettingsSubPage } from '../kit';
import type { CodeEntry, ResendEntry } from '../kit';

export interface SecondaryEmail {
  email: string;
  verified: boolean;
}

/** What a pressed address button is doing. */
export type EmailAction = 'primary' | 'remove' | 'confirm';

/** The code step of one address (`codeError`: a wrong, used or expired code, under the field). */
export interface ConfirmingEmail extends CodeEntry, ResendEntry {
  email: string;
  /** Leaves the code step; the address stays unconfirmed and can be confirmed later. */
  onCancel: () => void;
}

/**
 * Said at the top of the page: a change that went through, or an address
 * that left the account while it was being confirmed (another account holds
 * it now, or it is no longer waiting for a code).
 */
export interface EmailNotice {
  kind: 'confirmed' | 'primary' | 'removed' | 'taken' | 'gone';
  email: string;
}

export interface EmailsPageProps {
  primaryEmail: string;
  secondaryEmails: readonly SecondaryEmail[];
  /** How many secondary addresses an account may have (SPEC §5.4). */
  maxSecondary: number;
  /** The address being typed in the add form. */
  newEmail: string;
  onNewEmailChange: (email: string) => void;
  /** What is wrong with the typed address (the browser's check or the server's), under the field. */
  newEmailError?: ShownError;
  adding?: boolean;
  onAdd: () => void;
  /** The address whose code is being asked for, and its form. */
  confirming?: ConfirmingEmail;
  /** Opens the code step of an unconfirmed address. */
  onConfirm: (email: string) => void;
  onMakePrimary: (email: string) => void;
  onRemove: (email: string) => void;
  /** The address button whose change is on its way. */
  pending?: { email: string; action: EmailAction };
  /** A failure that belongs to no field, in a banner. */
  bannerError?: ShownError;
  notice?: EmailNotice;
  /** Our sending address, named when a new code was sent. */
  sender: string;
  onNavigate?: (href: string) => void;
}

const Address = styled.span`
  flex: 1 1 240px;
  overflow-wrap: anywhere;
  font-weight: ${tokens.font.weight.bold};
`;

const Part = styled.section`
  margin-block-start: ${tokens.space.lg};
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0 0 ${tokens.space.md};
    overflow-wrap: anywhere;
  }
`;

const NOTICES: Record<EmailNotice['kind'], { id: string; type: 'success' | 'warning' }> = {
  confirmed: { id: 'settings-emails-confirmed-notice', type: 'success' },
  primary: { id: 'settings-emails-primary-notice', type: 'success' },
  removed: { id: 'settings-emails-removed-notice', type: 'success' },
  taken: { id: 'settings-emails-taken-notice', type: 'warning' },
  gone: { id: 'settings-emails-gone-notice', type: 'warning' },
};

export function EmailsPage(props: EmailsPageProps) {
  const { l10n } = useLocalization();
  const errorText = useErrorText();
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  const { confirming, pending } = props;
  const full = props.secondaryEmails.length >= props.maxSecondary;
  const busy = (email: string, action: EmailAction) => pending?.email === email && pending.action === action;

  // A change that went through is said where focus goes, since the control pressed may be gone.
  useEffect(() => {
    if (props.notice) document.getElementById('settings-emails-notice')?.focus();
  }, [props.notice]);
  // The code step takes focus when it opens, at its field.
  const confirmingEmail = confirming?.email;
  useEffect(() => {
    if (confirmingEmail) document.getElementById('settings-emails-code')?.focus();
  }, [confirmingEmail]);

  return (
    <SettingsSubPage heading={t('settings-emails-heading')} section="profile" onNavigate={props.onNavigate}>
      {props.notice && (
        <div id="settings-emails-notice" tabIndex={-1}>
          <Banner type={NOTICES[props.notice.kind].type} description={t(NOTICES[props.notice.kind].id, { email: props.notice.email })} />
        </div>
      )}
      <ErrorBanner error={props.bannerError} />
      <p>{t('settings-emails-description')}</p>
      <RowList id="settings-emails-list" aria-label={t('settings-emails-list-label')}>
        <li>
          <Address id="settings-emails-address-primary">
            <bdi>{props.primaryEmail}</bdi>
          </Address>
          <StatusText>{t('settings-emails-primary')}</StatusText>
        </li>
        {props.secondaryEmails.map((entry, index) => {
          const addressId = `settings-emails-address-${index}`;
          return (
            <li key={entry.email} id={`settings-emails-row-${index}`}>
              <Address id={addressId}>
                <bdi>{entry.email}</bdi>
              </Address>
              <StatusText tone={entry.verified ? 'neutral' : 'warning'}>{t(entry.verified ? 'settings-emails-confirmed' : 'settings-email-unconfirmed')}</StatusText>
              <ButtonGroup align="start">
                {entry.verified ? (
                  <Button
                    id={`settings-emails-make-primary-${index}`}
                    variant="secondary"
                    aria-describedby={addressId}
                    isPending={busy(entry.email, 'primary')}
                    onPress={() => props.onMakePrimary(entry.email)}
                  >
                    {t('settings-emails-make-primary')}
                  </Button>
                ) : (
                  confirming?.email !== entry.email && (
                    <Button
                      id={`settings-emails-confirm-${index}`}
                      variant="secondary"
                      aria-describedby={addressId}
                      onPress={() => props.onConfirm(entry.email)}
                    >
                      {t('settings-emails-enter-code')}
                    </Button>
                  )
                )}
                <Button
                  id={`settings-emails-remove-${index}`}
                  variant="danger"
                  aria-describedby={addressId}
                  isPending={busy(entry.email, 'remove')}
                  onPress={() => props.onRemove(entry.email)}
                >
                  {t('settings-emails-remove')}
                </Button>
              </ButtonGroup>
            </li>
          );
        })}
      </RowList>

      {confirming ? (
        <Part aria-labelledby="settings-emails-code-heading">
          <h2 id="settings-emails-code-heading" tabIndex={-1}>
            {t('settings-emails-code-heading')}
          </h2>
          <p id="settings-emails-code-description">{t('settings-emails-code-description', { email: confirming.email })}</p>
          <EmailedCode {...confirming} id="settings-emails" sender={props.sender} cancelId="settings-emails-code-cancel" cancelLabel={t('settings-emails-code-cancel')} />
        </Part>
      ) : (
        <Part aria-labelledby="settings-emails-add-heading">
          <h2 id="settings-emails-add-heading" tabIndex={-1}>
            {t('settings-emails-add-heading')}
          </h2>
          {full ? (
            <p id="settings-emails-limit">{t('settings-emails-limit', { max: props.maxSecondary })}</p>
          ) : (
            <Form onSubmit={() => props.onAdd()}>
              <EmailField
                id="settings-emails-new"
                name="email"
                label={t('settings-emails-add-label')}
                description={t('settings-emails-add-help', { max: props.maxSecondary })}
                value={props.newEmail}
                onChange={props.onNewEmailChange}
                errorMessage={errorText(props.newEmailError)}
              />
              <Buttons>
                <Button id="settings-emails-add" type="submit" isPending={props.adding ?? false}>
                  {t('settings-emails-add')}
                </Button>
              </Buttons>
            </Form>
          )}
        </Part>
      )}
    </SettingsSubPage>
  );
}
