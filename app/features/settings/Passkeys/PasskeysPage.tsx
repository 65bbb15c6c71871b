// /settings/passkeys: the account's passkeys, each with its name, when it was
// added and last used, whether its provider syncs it or it stays on one
// device, and that it does not unlock synced data (the password is still
// asked for where sync needs it); Rename opens a form in the row, Delete a
// confirmation. Add a passkey starts the browser's ceremony, unless this
// browser has no WebAuthn or the account already has the most it can have,
// which the page says instead. A ceremony the person cancelled is said
// plainly, never as a failure. Pure.
import { useLocalization } from '@fluent/react';
import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Form, Notice, RowList, StatusText, TextField, tokens } from '../../../../design-system';
import { ErrorBanner, FlowLink } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { Buttons, ConfirmDialog, QuietLead, ReadList, SettingsSubPage } from '../kit';
import { absoluteTime, relativeTime } from '../times';

export interface PasskeyItem {
  credentialId: string;
  name: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  lastUsedAt: number | null;
  /** Synced by its provider (backed up), else on one device only. */
  backedUp: boolean;
  unlocksSyncedData: boolean;
}

/** The row whose name is being changed, with what is typed. */
export interface PasskeyRenaming {
  credentialId: string;
  value: string;
  /** Why the name was refused, under the field. */
  error?: ShownError;
  saving?: boolean;
}

/** The passkey whose deletion is being confirmed. */
export interface PasskeyDeleting {
  credentialId: string;
  busy?: boolean;
  error?: ShownError;
}

export interface PasskeysPageProps {
  /** The passkeys, oldest first; undefined while they are read or after a failure. */
  passkeys?: readonly PasskeyItem[];
  /** Why they could not be read. */
  error?: ShownError;
  onRetry: () => void;
  /** The locale dates are written in, and the moment 'how long ago' counts from. */
  locale: string;
  now: number;
  /** Most passkeys an account holds. */
  limit: number;
  /** This browser can make passkeys (WebAuthn is there). */
  supported: boolean;
  /** Adding one is under way (the step-up, the browser's ceremony, the server's check). */
  adding?: boolean;
  onAdd: () => void;
  /** The browser's ceremony ended without a passkey: cancelled, timed out or refused (a Fluent id). */
  ceremonyMessage?: string;
  /** A failure that is no field's. */
  bannerError?: ShownError;
  renaming?: PasskeyRenaming;
  onRename: (credentialId: string) => void;
  onRenameChange: (value: string) => void;
  onRenameSave: () => void;
  onRenameCancel: () => void;
  deleting?: PasskeyDeleting;
  onDelete: (credentialId: string) => void;
  onDeleteConfirm: () => void;
  onDeleteCancel: () => void;
  /** The passkey the server kept because it is the account's last way in. */
  lastWayIn?: string;
  createPasswordHref: string;
  onNavigate?: (href: string) => void;
}

const Details = styled.div`
  flex: 1 1 16rem;
  min-inline-size: 0;
  p {
    margin: ${tokens.space.xs} 0 0;
  }
`;

const RenameForm = styled(Form)`
  flex: 1 1 100%;
`;

export const PASSKEY_NAME_MAX_LENGTH = 64;

export function PasskeysPage(props: PasskeysPageProps) {
  const { l10n } = useLocalization();
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  const { passkeys, renaming, deleting, locale, now } = props;
  const full = passkeys !== undefined && passkeys.length >= props.limit;
  const deletingName = passkeys?.find((each) => each.credentialId === deleting?.credentialId)?.name ?? '';

  // Opening the rename form puts focus in its field; leaving it (saved or not), back on the row's Rename.
  const renamed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (renaming) {
      if (renamed.current !== renaming.credentialId) document.getElementById('settings-passkey-rename-field')?.focus();
      renamed.current = renaming.credentialId;
      return;
    }
    if (renamed.current) document.getElementById(`settings-passkey-rename-${renamed.current}`)?.focus();
    renamed.current = undefined;
  }, [renaming]);

  const add = !props.supported ? (
    <Notice id="settings-passkeys-unsupported" tone="info">
      <p>{t('settings-passkeys-unsupported')}</p>
    </Notice>
  ) : full ? (
    <Notice id="settings-passkeys-limit" tone="info">
      <p>{t('settings-passkeys-limit', { limit: props.limit })}</p>
    </Notice>
  ) : (
    <Buttons>
      <Button id="settings-passkeys-add" onPress={props.onAdd} isPending={props.adding} isDisabled={passkeys === undefined}>
        {t('settings-passkeys-add')}
      </Button>
    </Buttons>
  );

  return (
    <SettingsSubPage heading={t('settings-passkeys-heading')} section="security" onNavigate={props.onNavigate}>
      <QuietLead>{t('settings-passkeys-lead')}</QuietLead>
      <p id="settings-passkeys-sync-note">{t('settings-passkeys-sync-note')}</p>
      <ErrorBanner error={props.bannerError} />
      <Notice id="settings-passkeys-ceremony" tone="neutral">
        {props.ceremonyMessage && <p>{t(props.ceremonyMessage)}</p>}
      </Notice>
      {props.lastWayIn && (
        <Notice id="settings-passkeys-last-way-in" tone="error">
          <p>{t('auth-error-224')}</p>
          <FlowLink id="settings-passkeys-create-password" href={props.createPasswordHref} onNavigate={props.onNavigate}>
            {t('settings-passkeys-create-password')}
          </FlowLink>
        </Notice>
      )}
      <ReadList id="settings-passkeys" items={passkeys} error={props.error} onRetry={props.onRetry}>
        {(read) => (
          <RowList id="settings-passkeys-list" aria-labelledby="settings-page-heading">
            {read.map((passkey) => {
              const id = passkey.credentialId;
              const editing = renaming?.credentialId === id;
              return (
                <li key={id} data-passkey={id}>
                  <Details>
                    <h2 id={`settings-passkey-name-${id}`} className="settings-passkey-name">
                      {passkey.name}
                    </h2>
                    <p>
                      <time dateTime={new Date(passkey.createdAt).toISOString()}>{t('settings-passkeys-created', { date: absoluteTime(passkey.createdAt, locale) })}</time>
                    </p>
                    <p>
                      {passkey.lastUsedAt === null ? (
                        t('settings-passkeys-never-used')
                      ) : (
                        <time dateTime={new Date(passkey.lastUsedAt).toISOString()}>
                          {t('settings-passkeys-last-used', { relative: relativeTime(passkey.lastUsedAt, now, locale), absolute: absoluteTime(passkey.lastUsedAt, locale) })}
                        </time>
                      )}
                    </p>
                    <p className="settings-passkey-sync">{t(passkey.backedUp ? 'settings-passkeys-synced' : 'settings-passkeys-device-only')}</p>
                    <p>
                      <StatusText tone="neutral">{t(passkey.unlocksSyncedData ? 'settings-passkeys-unlocks-sync' : 'settings-passkeys-no-sync-unlock')}</StatusText>
                    </p>
                  </Details>
                  {editing ? (
                    <RenameForm
                      id="settings-passkey-rename-form"
                      aria-labelledby={`settings-passkey-name-${id}`}
                      onSubmit={(event: FormEvent<HTMLFormElement>) => {
                        event.preventDefault();
                        props.onRenameSave();
                      }}
                    >
                      <TextField
                        id="settings-passkey-rename-field"
                        name="passkeyName"
                        label={t('settings-passkeys-name-label')}
                        description={t('settings-passkeys-name-help', { max: PASSKEY_NAME_MAX_LENGTH })}
                        value={renaming.value}
                        onChange={props.onRenameChange}
                        errorMessage={renaming.error ? t(renaming.error.ftlId, renaming.error.args) : undefined}
                        inputProps={{ maxLength: PASSKEY_NAME_MAX_LENGTH, autoComplete: 'off' }}
                      />
                      <Buttons>
                        <Button id="settings-passkey-rename-cancel" variant="secondary" onPress={props.onRenameCancel} isDisabled={renaming.saving}>
                          {t('settings-cancel')}
                        </Button>
                        <Button id="settings-passkey-rename-save" type="submit" isPending={renaming.saving}>
                          {t('settings-save')}
                        </Button>
                      </Buttons>
                    </RenameForm>
                  ) : (
                    <Buttons>
                      <Button
                        id={`settings-passkey-rename-${id}`}
                        variant="secondary"
                        aria-label={t('settings-passkeys-rename-label', { name: passkey.name })}
                        onPress={() => props.onRename(id)}
                        isDisabled={renaming !== undefined}
                      >
                        {t('settings-passkeys-rename')}
                      </Button>
                      <Button
                        id={`settings-passkey-delete-${id}`}
                        variant="secondary"
                        aria-label={t('settings-passkeys-delete-label', { name: passkey.name })}
                        onPress={() => props.onDelete(id)}
                        isDisabled={renaming !== undefined}
                      >
                        {t('settings-passkeys-delete')}
                      </Button>
                    </Buttons>
                  )}
                </li>
              );
            })}
          </RowList>
        )}
      </ReadList>
      {add}
      <ConfirmDialog
        id="settings-passkeys-remove"
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) props.onDeleteCancel();
        }}
        args={{ name: deletingName }}
        onConfirm={props.onDeleteConfirm}
        busy={deleting?.busy}
        bannerError={deleting?.error}
      />
    </SettingsSubPage>
  );
}
