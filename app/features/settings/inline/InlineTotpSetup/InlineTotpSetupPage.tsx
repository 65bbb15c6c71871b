// /inline_totp_setup: a relying party asked for two-step authentication
// (acr_values=AAL2) and the account has none. The page says so, then shows
// a new authenticator's key (QR code, or the key as text) and asks for a code
// from the app; the way back in is chosen on the next page. Pure.
import { useLocalization } from '@fluent/react';
import { Button } from '../../../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../../../../lib/flow';
import type { ShownError } from '../../../../lib/flow';
import { AuthenticatorScan, codeEntry } from '../../kit';
import type { AuthenticatorEntry } from '../../twoStep';

export type InlineTotpSetupStep =
  /** Why two-step is needed, and the button that starts it. */
  | { kind: 'intro' }
  /** The new authenticator's key, and the field for its code. */
  | { kind: 'scan'; secret: string; uri: string; entry: AuthenticatorEntry };

export interface InlineTotpSetupPageProps {
  step: InlineTotpSetupStep;
  /** The relying party that asked, when known. */
  serviceName?: string | undefined;
  code: string;
  onCodeChange: (code: string) => void;
  /** A wrong or missing code, under the field. */
  codeError?: ShownError | undefined;
  /** Any other failure, in a banner. */
  bannerError?: ShownError | undefined;
  busy?: 'start' | 'verify' | undefined;
  /** Makes the new key. */
  onStart: () => void;
  /** Sends the app's code. */
  onVerify: () => void;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  onCopy: (text: string) => Promise<void>;
  /** The key is shown as text at first (a story of it). */
  keyShown?: boolean;
}

export function InlineTotpSetupPage(props: InlineTotpSetupPageProps) {
  const { l10n } = useLocalization();
  const t = (id: string) => l10n.getString(id);
  const { step } = props;
  return (
    <FlowCard heading={t('inline-totp-heading')} serviceName={props.serviceName}>
      <ErrorBanner error={props.bannerError} />
      {step.kind === 'intro' ? (
        <>
          <Text id="inline-totp-why">{t('inline-totp-why')}</Text>
          <Text>{t('settings-two-step-off-how')}</Text>
          <Button id="inline-totp-start" fullWidth onPress={props.onStart} isPending={props.busy === 'start'}>
            {t('inline-totp-start')}
          </Button>
        </>
      ) : (
        <div>
          <AuthenticatorScan
            secret={step.secret}
            uri={step.uri}
            entry={step.entry}
            {...(props.keyShown ? { keyShown: true } : {})}
            onCopy={props.onCopy}
            {...codeEntry(props, props.busy === 'verify', props.onVerify)}
            submitLabel={t('inline-totp-verify')}
          />
        </div>
      )}
    </FlowCard>
  );
}
