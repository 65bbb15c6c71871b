// /account_recovery_confirm_key: the account recovery key, shown and accepted
// in groups of 4 (SPEC §5.4), under the hint the person saved in settings
// about where they keep it, when there is one. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, RecoveryDocumentIllustration, Form, TextField, tokens } from '../../../../design-system';
import { ErrorBanner, FlowCard, FlowLink, Stack, Text, useErrorText } from '../../../lib/flow';
import type { CodeStepState } from '../../../lib/flow';
import { groupRecoveryKey } from '../rules';

const Hint = styled.p`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-inline-start: 4px solid ${tokens.color.border.info};
  overflow-wrap: anywhere;
`;

export interface AccountRecoveryConfirmKeyPageProps extends CodeStepState {
  /** 'Don't have your account recovery key?': the reset without it. */
  withoutKeyHref: string;
  /** Follows the link without a page load. */
  onNavigate?: (href: string) => void;
  /** The relying service of an OAuth flow. */
  serviceName?: string | undefined;
  /** Where the person wrote they keep the key, read once the reset is proved. */
  hint?: string | undefined;
}

export function AccountRecoveryConfirmKeyPage({ withoutKeyHref, onNavigate, serviceName, hint, ...state }: AccountRecoveryConfirmKeyPageProps) {
  const { l10n } = useLocalization();
  const text = useErrorText();
  return (
    <FlowCard heading={l10n.getString('reset-key-heading')} serviceName={serviceName} picture={<RecoveryDocumentIllustration decorative />}>
      <ErrorBanner error={state.bannerError} />
      <Text>{l10n.getString('reset-key-instruction')}</Text>
      {hint && <Hint id="account-recovery-confirm-key-hint">{l10n.getString('reset-key-hint', { hint })}</Hint>}
      <Form onSubmit={() => state.onSubmit()}>
        <Stack>
          <TextField
            id="account-recovery-confirm-key"
            name="recoveryKey"
            label={l10n.getString('reset-key-label')}
            description={l10n.getString('reset-key-description')}
            value={state.code}
            onChange={(typed) => state.onCodeChange(groupRecoveryKey(typed))}
            errorMessage={text(state.codeError)}
            isRequired
            inputProps={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, inputMode: 'text', dir: 'ltr' }}
          />
          <Button id="account-recovery-confirm-key-submit" type="submit" fullWidth isPending={state.submitting ?? false}>
            {l10n.getString('reset-key-submit')}
          </Button>
        </Stack>
      </Form>
      <FlowLink id="account-recovery-without-key" href={withoutKeyHref} onNavigate={onNavigate}>
        {l10n.getString('reset-key-missing')}
      </FlowLink>
    </FlowCard>
  );
}
