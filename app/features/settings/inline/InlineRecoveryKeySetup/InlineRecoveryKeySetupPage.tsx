// /inline_recovery_key_setup: after a sync sign-in, the offer of an account
// recovery key (it keeps the synced data through a forgotten password), with
// 'Do it later' (and the password field when the page must read the keys
// with it); once made, the key shown once with copy, download and print,
// then the flow goes on. Pure.
import { useLocalization } from '@fluent/react';
import { Button, Form, PasswordField } from '../../../../../design-system';
import { ErrorBanner, FlowCard, Text, useErrorText } from '../../../../lib/flow';
import type { ShownError } from '../../../../lib/flow';
import { ShownKey } from '../../kit';
import type { SaveHandlers } from '../../kit';

export type InlineRecoveryKeyStep = { kind: 'offer' } | { kind: 'key'; key: string };

/** With the key's Copy, Download (a text file) and Print. */
export interface InlineRecoveryKeySetupPageProps extends SaveHandlers {
  step: InlineRecoveryKeyStep;
  serviceName?: string | undefined;
  bannerError?: ShownError | undefined;
  /** The key being made and stored. */
  busy?: boolean;
  /** The password, asked with the offer when the page holds no keys of the sign-in. */
  password?: { value: string; onChange: (value: string) => void; error?: ShownError | undefined };
  onCreate: () => void;
  /** Puts the offer off on this browser and goes on. */
  onLater: () => void;
  /** Goes on once the key is kept. */
  onContinue: () => void;
}

export function InlineRecoveryKeySetupPage(props: InlineRecoveryKeySetupPageProps) {
  const { l10n } = useLocalization();
  const t = (id: string) => l10n.getString(id);
  const errorText = useErrorText();
  const { step } = props;
  return (
    <FlowCard heading={t(step.kind === 'offer' ? 'inline-recovery-key-heading' : 'settings-recovery-key-heading')} serviceName={props.serviceName}>
      <ErrorBanner error={props.bannerError} />
      {/* Each step's controls are its own (keys), so none is restyled from another's look while the page changes. */}
      {step.kind === 'offer' ? (
        <>
          <Text id="inline-recovery-key-lead">{t('settings-recovery-key-none-how')}</Text>
          <Form onSubmit={props.onCreate}>
            {props.password && (
              <PasswordField
                id="inline-recovery-key-password"
                name="password"
                label={t('inline-recovery-key-password-label')}
                description={t('inline-recovery-key-password-text')}
                value={props.password.value}
                onChange={props.password.onChange}
                errorMessage={errorText(props.password.error)}
                isRequired
              />
            )}
            <Button id="inline-recovery-key-create" type="submit" fullWidth isPending={props.busy === true}>
              {t('inline-recovery-key-create')}
            </Button>
          </Form>
          <Button key="later" id="inline-recovery-key-later" variant="link" onPress={props.onLater}>
            {t('inline-recovery-key-later')}
          </Button>
        </>
      ) : (
        <>
          <Text id="inline-recovery-key-shown">{t('settings-recovery-key-shown-lead')}</Text>
          <div>
            <ShownKey {...props} value={step.key} />
          </div>
          <Button key="continue" id="inline-recovery-key-continue" fullWidth onPress={props.onContinue}>
            {t('inline-recovery-key-continue')}
          </Button>
        </>
      )}
    </FlowCard>
  );
}
