// The settings home: the request to change a password found in known
// breaches at sign-in, the offer to create a passkey after a sign-in with the
// password, the promotions the person has not dismissed, then one
// panel per section (profile, security, connected services, linked accounts,
// subscriptions, data collection, language, account deletion), each row
// naming a setting, its current state and, where the setting has a page of
// its own, the way there. Pure.
import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import { AccountSummary, Banner, Button, EmailAddress, Notice, PageHeading, StatusText, SummaryList, SummaryRow } from '../../../../design-system';
import type { BannerLinkComponentProps } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { DismissalFlag } from '../../../lib/storage';
import { Buttons, followInApp } from '../kit';
import { AppLink, Panel } from './homeBlocks';
import { SETTINGS_HOME, sectionHref } from '../sections';
import { isLowOnBackupCodes } from '../twoStep';
import type { SettingsSection } from '../sections';

export interface SettingsEmail {
  email: string;
  verified: boolean;
}

/** The offer to create a passkey, made after a sign-in with the password in a browser that can make one. */
export interface PasskeyOffer {
  /** The step-up, the browser's ceremony or the server's check is under way. */
  creating?: boolean;
  /** Why the browser's ceremony ended without a passkey (a Fluent id): cancelled, timed out, refused. */
  ceremonyMessage?: string;
  /** The server's or the network's failure. */
  error?: ShownError;
  onCreate: () => void;
  /** Not now: the offer goes, for this account on this browser. */
  onNotNow: () => void;
}

/** A way from a row to the page that changes it. */
export interface RowAction {
  href: string;
  /** Fluent id of the link's text. */
  label: string;
}

export interface SettingsHomePageProps {
  displayName?: string | null;
  primaryEmail: string;
  secondaryEmails: readonly SettingsEmail[];
  /** The default avatar's letter (SPEC §3.2). */
  avatarLetter: string;
  /** A custom avatar's address; the letter shows without one. */
  avatarUrl?: string | null;
  hasPassword: boolean;
  twoStep: boolean;
  backupCodes: number;
  /** The recovery phone in national format; absent without one. */
  recoveryPhone?: string | null;
  recoveryKey: boolean;
  connectedServices: number;
  linkedProviders: readonly number[];
  subscriptions: readonly string[];
  metricsEnabled: boolean;
  /**
   * The password this browser signed in with was found in known breaches: a warning asks for a new
   * one, with the way to the change, until one is set (it blocks nothing).
   */
  passwordCompromised?: boolean;
  /** The offer to create a passkey, while it stands. */
  passkeyOffer?: PasskeyOffer;
  /** The promotions to show (SPEC §9), each until dismissed. */
  promotions: readonly DismissalFlag[];
  onDismiss: (flag: DismissalFlag) => void;
  /** The pages rows lead to, by row. */
  actions?: Partial<Record<RowName, RowAction>>;
  /** Follows a link inside the app. */
  onNavigate?: (href: string) => void;
}

export type RowName =
  | 'displayName'
  | 'avatar'
  | 'emails'
  | 'password'
  | 'twoStep'
  | 'backupCodes'
  | 'recoveryPhone'
  | 'recoveryKey'
  | 'passkeys'
  | 'connectedServices'
  | 'linkedAccounts'
  | 'recentActivity'
  | 'dataCollection'
  | 'language'
  | 'deleteAccount';

const PROMOTIONS: Record<DismissalFlag, { heading: string; description: string; link: string; section: SettingsSection; href?: string } | undefined> = {
  recoveryKeyBanner: {
    heading: 'settings-promo-recovery-key-heading',
    description: 'settings-promo-recovery-key-description',
    link: 'settings-promo-recovery-key-link',
    section: 'security',
    // Straight to the key's own page.
    href: `${SETTINGS_HOME}/account_recovery`,
  },
  recoveryPhoneBanner: {
    heading: 'settings-promo-recovery-phone-heading',
    description: 'settings-promo-recovery-phone-description',
    link: 'settings-promo-recovery-phone-link',
    section: 'security',
    // Straight to the phone's own page.
    href: `${SETTINGS_HOME}/recovery_phone`,
  },
  // The recovery key's 'do it later' belongs to the key's own set-up.
  recoveryKeyLater: undefined,
  // The passkey offer has buttons of its own (passkeyOffer).
  passkeyOffer: undefined,
};

export function SettingsHomePage(props: SettingsHomePageProps) {
  const { l10n } = useLocalization();
  const { actions = {}, onNavigate } = props;
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);

  // A row's way on is named by its text and the row's name ('Add Display name'), so that no two read
  // alike; the picture's says what it is for itself ('Add picture').
  const action = (row: RowName) => {
    const entry = actions[row];
    const id = `settings-action-${row}`;
    return entry ? (
      <AppLink id={id} href={entry.href} onNavigate={onNavigate} {...(row === 'avatar' ? {} : { labelledBy: `${id} settings-row-${row}` })}>
        {t(entry.label)}
      </AppLink>
    ) : null;
  };

  const section = (id: SettingsSection, children: ReactNode) => (
    <Panel id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {t(`settings-section-${id}`)}
      </h2>
      {children}
    </Panel>
  );

  const linkComponent = ({ href, className, children }: BannerLinkComponentProps) => (
    <a href={href} className={className} onClick={followInApp(onNavigate, href)}>
      {children}
    </a>
  );

  return (
    <>
      <PageHeading>{t('settings-heading')}</PageHeading>
      {props.passwordCompromised && (
        <div id="settings-password-compromised">
          <Banner
            type="warning"
            heading={t('settings-password-compromised-heading')}
            description={t('settings-password-compromised-description')}
            link={{ label: t('settings-password-compromised-link'), href: `${SETTINGS_HOME}/change_password` }}
            linkComponent={linkComponent}
          />
        </div>
      )}
      {props.passkeyOffer && (
        <div id="settings-passkey-offer">
          <Banner type="info" fancy heading={t('settings-passkey-offer-heading')} description={t('settings-passkey-offer-description')}>
            <ErrorBanner error={props.passkeyOffer.error} />
            <Notice id="settings-passkey-offer-ceremony" tone="neutral">
              {props.passkeyOffer.ceremonyMessage && <p>{t(props.passkeyOffer.ceremonyMessage)}</p>}
            </Notice>
            <Buttons>
              <Button id="settings-passkey-offer-not-now" variant="secondary" onPress={props.passkeyOffer.onNotNow} isDisabled={props.passkeyOffer.creating}>
                {t('settings-passkey-offer-not-now')}
              </Button>
              <Button id="settings-passkey-offer-create" onPress={props.passkeyOffer.onCreate} isPending={props.passkeyOffer.creating}>
                {t('settings-passkey-offer-create')}
              </Button>
            </Buttons>
          </Banner>
        </div>
      )}
      {props.promotions.map((flag) => {
        const promo = PROMOTIONS[flag];
        if (!promo) return null;
        return (
          <div key={flag} id={`settings-promo-${flag}`}>
            <Banner
              type="info"
              fancy
              heading={t(promo.heading)}
              description={t(promo.description)}
              link={{ label: t(promo.link), href: promo.href ?? sectionHref(promo.section) }}
              linkComponent={linkComponent}
              onDismiss={() => props.onDismiss(flag)}
            />
          </div>
        );
      })}

      {section(
        'profile',
        <>
          <AccountSummary
            email={props.primaryEmail}
            name={props.displayName}
            nameId="settings-profile-name"
            avatar={{
              src: props.avatarUrl,
              letter: props.avatarLetter,
              label: props.avatarUrl ? t('settings-avatar-custom-label') : t('settings-avatar-label', { letter: props.avatarLetter }),
            }}
            action={action('avatar')}
          />
          <SummaryList>
            <SummaryRow term={t('settings-row-display-name')} termId="settings-row-displayName" valueId="settings-display-name" action={action('displayName')}>
              {props.displayName || t('settings-row-display-name-none')}
            </SummaryRow>
            <SummaryRow term={t('settings-row-primary-email')} valueId="settings-primary-email">
              <EmailAddress>{props.primaryEmail}</EmailAddress>
            </SummaryRow>
            <SummaryRow term={t('settings-row-secondary-emails')} termId="settings-row-emails" action={action('emails')}>
              {props.secondaryEmails.length === 0 ? (
                t('settings-row-secondary-emails-none')
              ) : (
                <ul id="settings-secondary-emails">
                  {props.secondaryEmails.map((entry) => (
                    <li key={entry.email}>
                      <EmailAddress>{entry.email}</EmailAddress>
                      {!entry.verified && (
                        <StatusText tone="warning" trailing>
                          {t('settings-email-unconfirmed')}
                        </StatusText>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </SummaryRow>
          </SummaryList>
        </>,
      )}

      {section(
        'security',
        <>
          <SummaryList>
            <SummaryRow term={t('settings-row-password')} termId="settings-row-password" action={action('password')}>
              {t(props.hasPassword ? 'settings-row-password-set' : 'settings-row-password-none')}
            </SummaryRow>
            <SummaryRow term={t('settings-row-two-step')} termId="settings-row-twoStep" valueId="settings-two-step" action={action('twoStep')}>
              {t(props.twoStep ? 'settings-row-two-step-on' : 'settings-row-two-step-off')}
            </SummaryRow>
            {props.twoStep && (
              <SummaryRow term={t('settings-row-backup-codes')} termId="settings-row-backupCodes" valueId="settings-backup-codes-count" action={action('backupCodes')}>
                <span>{props.backupCodes > 0 ? t('settings-row-backup-codes-count', { count: props.backupCodes }) : t('settings-row-backup-codes-none')}</span>
                {isLowOnBackupCodes(props.backupCodes) && (
                  <StatusText id="settings-backup-codes-low-note" tone="warning" trailing>
                    {t('settings-row-backup-codes-low')}
                  </StatusText>
                )}
              </SummaryRow>
            )}
            <SummaryRow term={t('settings-row-recovery-phone')} termId="settings-row-recoveryPhone" valueId="settings-recovery-phone" action={action('recoveryPhone')}>
              {props.recoveryPhone ? <bdi>{props.recoveryPhone}</bdi> : t('settings-row-recovery-phone-none')}
            </SummaryRow>
            <SummaryRow term={t('settings-row-passkeys')} termId="settings-row-passkeys" valueId="settings-passkeys" action={action('passkeys')}>
              {t('settings-row-passkeys-value')}
            </SummaryRow>
            <SummaryRow term={t('settings-row-recovery-key')} termId="settings-row-recoveryKey" valueId="settings-recovery-key" action={action('recoveryKey')}>
              {t(props.recoveryKey ? 'settings-row-recovery-key-set' : 'settings-row-recovery-key-none')}
            </SummaryRow>
          </SummaryList>
          {action('recentActivity') && <p>{action('recentActivity')}</p>}
        </>,
      )}

      {section(
        'connected-services',
        <>
          <p id="settings-connected-count">{t('settings-connected-services-count', { count: props.connectedServices })}</p>
          {action('connectedServices') && <p>{action('connectedServices')}</p>}
        </>,
      )}

      {section(
        'linked-accounts',
        <>
          {props.linkedProviders.length === 0 ? (
            <p>{t('settings-linked-accounts-none')}</p>
          ) : (
            <ul>
              {props.linkedProviders.map((provider) => (
                <li key={provider}>{t(provider === 2 ? 'settings-linked-account-apple' : 'settings-linked-account-google')}</li>
              ))}
            </ul>
          )}
          {action('linkedAccounts') && <p>{action('linkedAccounts')}</p>}
        </>,
      )}

      {section(
        'subscriptions',
        <>
          {props.subscriptions.length === 0 ? (
            <p>{t('settings-subscriptions-none')}</p>
          ) : (
            <ul>
              {props.subscriptions.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
        </>,
      )}

      {section(
        'data-collection',
        <>
          <p id="settings-data-collection">{t(props.metricsEnabled ? 'settings-data-collection-on' : 'settings-data-collection-off')}</p>
          {action('dataCollection') && <p>{action('dataCollection')}</p>}
        </>,
      )}

      {section(
        'language',
        <>
          <p>{t('settings-language-description')}</p>
          {action('language') && <p>{action('language')}</p>}
        </>,
      )}

      {section(
        'delete-account',
        <>
          <p>{t('settings-delete-account-description')}</p>
          {action('deleteAccount') && <p>{action('deleteAccount')}</p>}
        </>,
      )}
    </>
  );
}
