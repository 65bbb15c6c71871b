// 'Continue with passkey' under a sign-in form, with what the last attempt
// came to: a calm note when the person cancelled the browser's prompt, or an
// error when the passkey was not accepted, which points to the password.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Banner, Button, tokens } from '../../../design-system';

export interface PasskeySignInButtonProps {
  onPress: () => void;
  /** True while the browser's prompt is open or the server checks the answer. */
  busy?: boolean;
  /** What the last attempt came to: cancelled by the person, or a passkey the server refused. */
  problem?: 'cancelled' | 'refused';
  /** Where the password is offered instead: the entry page asks for the address first. */
  passwordOffer: 'entry' | 'password';
}

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

export function PasskeySignInButton({ onPress, busy = false, problem, passwordOffer }: PasskeySignInButtonProps) {
  const { l10n } = useLocalization();
  return (
    <Block>
      {problem === 'cancelled' && <Banner type="info" description={l10n.getString('passkey-signin-cancelled')} />}
      {problem === 'refused' && <Banner type="error" description={l10n.getString(`passkey-signin-refused-${passwordOffer}`)} />}
      <Button id="passkey-signin" variant="secondary" fullWidth isPending={busy} onPress={onPress}>
        {l10n.getString('passkey-signin-button')}
      </Button>
    </Block>
  );
}
