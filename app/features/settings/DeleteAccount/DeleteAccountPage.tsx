// /settings/delete_account: what deleting the account takes with it, each
// acknowledged with a box, then Continue opens the confirmation, where the
// password deletes the account for good (or Cancel keeps everything). An
// account without a password (made with another service) is offered to
// create one first, in place of the boxes. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, Checkbox, Dialog, Form, PasswordField, tokens } from '../../../../design-system';
import { ErrorBanner, useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { Buttons, CreatePasswordFirst, SettingsSubPage } from '../kit';

/** What the person acknowledges they lose, in the order the page lists it. */
export const ACKNOWLEDGEMENTS = ['data', 'subscriptions', 'devices', 'permanent'] as const;
export type Acknowledgement = (typeof ACKNOWLEDGEMENTS)[number];

export interface DeleteAccountPageProps {
  /** False for an account without a password: deleting asks for one, so it creates one first. */
  hasPassword?: boolean;
  /** The boxes ticked so far. */
  acknowledged: ReadonlySet<Acknowledgement>;
  onAcknowledge: (item: Acknowledgement, ticked: boolean) => void;
  /** Continue was pressed with boxes left unticked. */
  acknowledgeError?: boolean;
  onContinue: () => void;
  onCancel: () => void;
  /** The confirmation with the password, while open. */
  confirming: boolean;
  password: string;
  onPasswordChange: (password: string) => void;
  /** A missing or wrong password, under the field. */
  passwordError?: ShownError;
  /** Any other failure, in a banner of the confirmation. */
  bannerError?: ShownError;
  deleting?: boolean;
  onDelete: () => void;
  onCloseConfirmation: () => void;
  onNavigate?: (href: string) => void;
}

const Boxes = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.md} 0 0;
  padding: 0;
  border: none;
  legend {
    margin-block-end: ${tokens.space.sm};
    padding: 0;
    font-weight: ${tokens.font.weight.bold};
  }
`;

const Problem = styled.p`
  margin: ${tokens.space.sm} 0 0;
  color: ${tokens.color.text.danger};
  font-size: ${tokens.font.size.sm};
`;

export function DeleteAccountPage(props: DeleteAccountPageProps) {
  const { l10n } = useLocalization();
  const errorText = useErrorText();
  const t = (id: string) => l10n.getString(id);
  return (
    <SettingsSubPage heading={t('settings-delete-account-heading')} section="delete-account" onNavigate={props.onNavigate}>
      <p>{t('settings-delete-account-lead')}</p>
      {props.hasPassword === false ? (
        <CreatePasswordFirst id="settings-delete-account-no-password" onNavigate={props.onNavigate} />
      ) : (
        <Form onSubmit={() => props.onContinue()}>
          <Boxes aria-describedby={props.acknowledgeError ? 'settings-delete-account-acknowledge-error' : undefined}>
            <legend>{t('settings-delete-account-acknowledge-legend')}</legend>
            {ACKNOWLEDGEMENTS.map((item) => (
              <Checkbox
                key={item}
                id={`settings-delete-account-ack-${item}`}
                name={item}
                label={t(`settings-delete-account-ack-${item}`)}
                isSelected={props.acknowledged.has(item)}
                onChange={(ticked) => props.onAcknowledge(item, ticked)}
              />
            ))}
          </Boxes>
          {props.acknowledgeError && (
            <Problem id="settings-delete-account-acknowledge-error" role="alert">
              {t('settings-delete-account-acknowledge-error')}
            </Problem>
          )}
          <Buttons>
            <Button id="settings-delete-account-cancel" variant="secondary" onPress={props.onCancel}>
              {t('settings-cancel')}
            </Button>
            <Button id="settings-delete-account-continue" type="submit">
              {t('settings-delete-account-continue')}
            </Button>
          </Buttons>
        </Form>
      )}
      {props.confirming && props.hasPassword !== false && (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open && !props.deleting) props.onCloseConfirmation();
          }}
          title={t('settings-delete-account-confirm-heading')}
          description={t('settings-delete-account-confirm-description')}
        >
          <ErrorBanner error={props.bannerError} />
          <Form onSubmit={() => props.onDelete()}>
            <PasswordField
              id="settings-delete-account-password"
              name="password"
              label={t('settings-delete-account-password-label')}
              value={props.password}
              onChange={props.onPasswordChange}
              errorMessage={errorText(props.passwordError)}
              isRequired
            />
            <Buttons>
              <Button id="settings-delete-account-confirm-cancel" variant="secondary" onPress={props.onCloseConfirmation} isDisabled={props.deleting}>
                {t('settings-cancel')}
              </Button>
              <Button id="settings-delete-account-submit" type="submit" variant="danger" isPending={props.deleting}>
                {t('settings-delete-account-submit')}
              </Button>
            </Buttons>
          </Form>
        </Dialog>
      )}
    </SettingsSubPage>
  );
}
