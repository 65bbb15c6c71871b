// 'Email new code' under a code form, or, once the page has sent as many new
// codes as it offers, the sentence that says so in its place.
import { useLocalization } from '@fluent/react';
import { Button } from '../../../design-system';
import { Text } from './FlowCard';
import type { ResendStatus } from './useCodeForm';

export interface ResendCodeProps {
  /** The button's id; the sentence that replaces it at the limit is `{id}-limit`. */
  id: string;
  status: ResendStatus;
  onResend: () => void;
  /** The page has sent every new code it offers. @default false */
  limitReached?: boolean;
  /** The button's words when the code does not come by email (a text message). @default 'Email new code' */
  label?: string;
}

export function ResendCode({ id, status, onResend, limitReached = false, label }: ResendCodeProps) {
  const { l10n } = useLocalization();
  if (limitReached) return <Text id={`${id}-limit`}>{l10n.getString('flow-resend-limit')}</Text>;
  return (
    <Button id={id} variant="link" onPress={onResend} isPending={status === 'sending'}>
      {label ?? l10n.getString('flow-resend-code')}
    </Button>
  );
}
