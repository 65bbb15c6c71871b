// /settings/account_recovery: the account recovery key (SPEC §4.5, §5.4, §6).
// Without a key it explains what one is for and offers to make one; with one
// it offers a new key in its place or deleting it (after a confirmation).
// Making a key asks for the password first (the key keeps kB, which only the
// password unlocks), then shows the new key once in groups of four with
// copy, download and print, and an optional hint of where it is kept. An
// account without a password (made with another service) is offered to
// create one instead. Pure.
import { useLocalization } from '@fluent/react';
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Notice, PageHeading, PasswordField, TextField } from '../../../../design-system';
import { ErrorBanner, useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { Buttons, ConfirmDialog, CreatePasswordFirst, Lead, Row, SettingsSubPage, ShownKey } from '../kit';
import type { SaveHandlers } from '../kit';

export type RecoveryKeyStep =
  /** The account has no key. */
  | { kind: 'none' }
  /** The account has a key. */
  | { kind: 'exists' }
  /** The password, before a key is made (`replace` when one exists). */
  | { kind: 'password'; replace: boolean }
  /** The new key, shown once; `hintSaved` once its hint was stored. */
  | { kind: 'key'; key: string; hintSaved: boolean };

/** With the key's Copy, Download (a text file) and Print. */
export interface RecoveryKeyPageProps extends SaveHandlers {
  step: RecoveryKeyStep;
  /** False for an account without a password: it creates one before a key can be made. */
  hasPassword?: boolean;
  password: string;
  onPasswordChange: (password: string) => void;
  /** A missing or wrong password, under the field. */
  passwordError?: ShownError;
  hint: string;
  onHintChange: (hint: string) => void;
  /** A hint that cannot be saved, under its field. */
  hintError?: ShownError;
  /** Any other failure, in a banner. */
  bannerError?: ShownError;
  /** The control whose request is under way. */
  busy?: 'create' | 'hint' | 'delete';
  /** From the explanation (or the key's row) to the password step. */
  onStart: (replace: boolean) => void;
  /** Sends the password: the key is made and stored. */
  onCreate: () => void;
  onSaveHint: () => void;
  /** Leaves the key shown: the person has kept it. */
  onDone: () => void;
  /** Leaves the password step; nothing was made. */
  onCancel: () => void;
  /** Deletes the key, once confirmed in the dialog. */
  onDelete: () => void;
  /** The delete confirmation is open at first (a story of it). */
  confirmingDelete?: boolean;
  onNavigate?: (href: string) => void;
}

export function RecoveryKeyPage(props: RecoveryKeyPageProps) {
  const { l10n } = useLocalization();
  const text = useErrorText();
  const { step, busy } = props;
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  const [confirmingDelete, setConfirmingDelete] = useState(props.confirmingDelete ?? false);
  // A step replaces the control that held the focus: the password step gives it to its field,
  // the key to its lead, and leaving the password to the button that opened it. The first step
  // leaves it where the page put it.
  const keyLead = useRef<HTMLParagraphElement>(null);
  const kind = step.kind;
  const firstKind = useRef<string>(kind);
  useEffect(() => {
    if (kind === firstKind.current) return;
    firstKind.current = '';
    if (kind === 'password') document.getElementById('settings-recovery-key-password')?.focus();
    if (kind === 'key') keyLead.current?.focus();
    // Back from the password (Cancel, or a key made elsewhere): the control that opens it again.
    if (kind === 'none') document.getElementById('settings-recovery-key-start')?.focus();
    if (kind === 'exists') document.getElementById('settings-recovery-key-replace')?.focus();
  }, [kind]);

  const heading = step.kind === 'password' && step.replace ? t('settings-recovery-key-replace-heading') : t('settings-recovery-key-heading');

  return (
    <SettingsSubPage heading={heading} section="security" onNavigate={props.onNavigate}>
      <ErrorBanner error={props.bannerError} />

      {step.kind === 'none' && (
        <>
          <Lead id="settings-recovery-key-state">{t('settings-recovery-key-none-lead')}</Lead>
          <Lead>{t('settings-recovery-key-none-how')}</Lead>
          {props.hasPassword === false ? (
            <CreatePasswordFirst id="settings-recovery-key-no-password" onNavigate={props.onNavigate} />
          ) : (
            <Buttons>
              <Button id="settings-recovery-key-start" onPress={() => props.onStart(false)}>
                {t('settings-recovery-key-start')}
              </Button>
            </Buttons>
          )}
        </>
      )}

      {step.kind === 'password' && (
        <>
          <Lead>{t(step.replace ? 'settings-recovery-key-replace-lead' : 'settings-recovery-key-password-lead')}</Lead>
          <Form onSubmit={() => props.onCreate()}>
            <PasswordField
              id="settings-recovery-key-password"
              name="current-password"
              purpose="current"
              label={t('settings-recovery-key-password-label')}
              value={props.password}
              onChange={props.onPasswordChange}
              errorMessage={text(props.passwordError)}
            />
            <Buttons>
              <Button id="settings-recovery-key-cancel" variant="secondary" onPress={props.onCancel}>
                {t('settings-cancel')}
              </Button>
              <Button id="settings-recovery-key-create" type="submit" isPending={busy === 'create'}>
                {t(step.replace ? 'settings-recovery-key-replace-submit' : 'settings-recovery-key-create')}
              </Button>
            </Buttons>
          </Form>
        </>
      )}

      {step.kind === 'key' && (
        <>
          <Lead id="settings-recovery-key-shown-lead" ref={keyLead} tabIndex={-1}>
            {t('settings-recovery-key-shown-lead')}
          </Lead>
          <ShownKey {...props} value={step.key} />
          <PageHeading level="item" id="settings-recovery-key-hint-heading">{t('settings-recovery-key-hint-heading')}</PageHeading>
          <Lead>{t('settings-recovery-key-hint-lead')}</Lead>
          <Form onSubmit={() => props.onSaveHint()}>
            <TextField
              id="settings-recovery-key-hint"
              name="hint"
              label={t('settings-recovery-key-hint-label')}
              value={props.hint}
              onChange={props.onHintChange}
              errorMessage={text(props.hintError)}
            />
            <Notice id="settings-recovery-key-hint-status" tone="info" reserveSpace>
              {step.hintSaved && t('settings-recovery-key-hint-saved')}
            </Notice>
            <Buttons>
              <Button id="settings-recovery-key-hint-save" type="submit" variant="secondary" isPending={busy === 'hint'}>
                {t('settings-recovery-key-hint-save')}
              </Button>
            </Buttons>
          </Form>
          <Buttons>
            <Button id="settings-recovery-key-done" onPress={props.onDone}>
              {t('settings-recovery-key-done')}
            </Button>
          </Buttons>
        </>
      )}

      {step.kind === 'exists' && (
        <>
          <Lead id="settings-recovery-key-state">{t('settings-recovery-key-exists-lead')}</Lead>
          <Row>
            <div>
              <h2>{t('settings-recovery-key-replace-heading')}</h2>
              <p>{t('settings-recovery-key-replace-row')}</p>
            </div>
            <Button id="settings-recovery-key-replace" variant="secondary" onPress={() => props.onStart(true)}>
              {t('settings-recovery-key-replace')}
            </Button>
          </Row>
          <Row>
            <div>
              <h2>{t('settings-recovery-key-delete-heading')}</h2>
              <p>{t('settings-recovery-key-delete-row')}</p>
            </div>
            <Button id="settings-recovery-key-delete" variant="danger" onPress={() => setConfirmingDelete(true)} isPending={busy === 'delete'}>
              {t('settings-recovery-key-delete')}
            </Button>
          </Row>
          <ConfirmDialog
            id="settings-recovery-key-delete"
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            onConfirm={() => {
              setConfirmingDelete(false);
              props.onDelete();
            }}
          />
        </>
      )}
    </SettingsSubPage>
  );
}
