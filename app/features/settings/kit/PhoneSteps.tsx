// The two steps of adding a recovery phone: a country and a number (a code
// is texted to it), then the texted code typed back, with a new code on
// request and the way back to another number. Shared by the settings page
// (set-up and change) and the set-up inside sign-in. Pure.
import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ButtonGroup, Form, Notice, TextField, tokens } from '../../../../design-system';
import { CodeForm, ResendCode, useErrorText } from '../../../lib/flow';
import type { CountryCode } from '../recoveryPhone';
import { Buttons, Lead } from './blocks';
import type { CodeEntry, ResendEntry } from './codeEntry';
import type { PhoneNumberFields } from './usePhoneNumber';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  margin-block-end: ${tokens.space.md};
  text-align: start;
  label {
    font-weight: ${tokens.font.weight.bold};
    color: ${tokens.color.text.primary};
  }
`;

const Select = styled.select`
  min-block-size: 44px;
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md};
  border: 1px solid ${tokens.color.border.input};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.background.surface};
  color: ${tokens.color.text.primary};
  font: inherit;
  font-size: ${tokens.font.size.md};
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 1px;
  }
`;

export interface PhoneNumberFormProps extends PhoneNumberFields {
  sending: boolean;
  /** Texts a code to the typed number. */
  onSend: () => void;
  /** Buttons before the send button (such as Cancel). */
  children?: ReactNode;
}

export function PhoneNumberForm(props: PhoneNumberFormProps) {
  const { l10n } = useLocalization();
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  const errorText = useErrorText();
  return (
    <Form onSubmit={() => props.onSend()}>
      <Field>
        <label htmlFor="settings-recovery-phone-country">{t('settings-recovery-phone-country')}</label>
        <Select
          id="settings-recovery-phone-country"
          name="country"
          autoComplete="country"
          value={props.country}
          onChange={(event) => props.onCountryChange(event.target.value as CountryCode)}
        >
          {props.countries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {t('settings-recovery-phone-country-option', { country: entry.name, code: entry.callingCode })}
            </option>
          ))}
        </Select>
      </Field>
      <TextField
        id="settings-recovery-phone-number"
        name="phone"
        type="tel"
        autoComplete="tel-national"
        label={t('settings-recovery-phone-number')}
        description={t('settings-recovery-phone-number-help')}
        value={props.number}
        onChange={props.onNumberChange}
        errorMessage={errorText(props.numberError)}
        inputProps={{ dir: 'ltr', inputMode: 'tel' }}
        isRequired
      />
      <Buttons>
        {props.children}
        <Button id="settings-recovery-phone-send" type="submit" isPending={props.sending}>
          {t('settings-recovery-phone-send')}
        </Button>
      </Buttons>
    </Form>
  );
}

export interface PhoneCodeStepProps extends CodeEntry, ResendEntry {
  /** The number the code was texted to, as written in its own country. */
  sentTo: string;
  /** Back to typing a number. */
  onOtherNumber: () => void;
}

export function PhoneCodeStep(props: PhoneCodeStepProps) {
  const { l10n } = useLocalization();
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  return (
    <>
      <Lead id="settings-recovery-phone-sent">{t('settings-recovery-phone-code-lead', { phone: props.sentTo })}</Lead>
      <CodeForm {...props} id="settings-recovery-phone-code" label={t('settings-recovery-phone-code-label')} kind="digits" maxLength={6} submitLabel={t('settings-recovery-phone-confirm')} />
      <ButtonGroup align="column" spaced>
        <Notice tone="info" id="settings-recovery-phone-resent">
          {props.resendStatus === 'sent' ? t('settings-recovery-phone-resent') : ''}
        </Notice>
        <ResendCode
          id="settings-recovery-phone-resend"
          status={props.resendStatus}
          onResend={props.onResend}
          limitReached={props.resendLimitReached ?? false}
          label={t('settings-recovery-phone-resend')}
        />
      </ButtonGroup>
      <Buttons>
        <Button id="settings-recovery-phone-other-number" variant="secondary" onPress={props.onOtherNumber}>
          {t('settings-recovery-phone-other-number')}
        </Button>
      </Buttons>
    </>
  );
}
