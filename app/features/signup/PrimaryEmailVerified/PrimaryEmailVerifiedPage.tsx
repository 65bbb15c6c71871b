// /primary_email_verified: the account's primary address is confirmed (from
// the emailed link). What it is now ready for: the relying service, the
// browser's sync, or the account. Pure.
import { useLocalization } from '@fluent/react';
import { Button, SuccessPillIllustration } from '../../../../design-system';
import { FlowCard } from '../../../lib/flow';

export interface PrimaryEmailVerifiedPageProps {
  /** 'sync' in the browser's sync flow, 'service' for a relying party's, 'account' otherwise. */
  readyFor: 'sync' | 'service' | 'account';
  serviceName?: string;
  onContinue: () => void;
}

export function PrimaryEmailVerifiedPage({ readyFor, serviceName, onContinue }: PrimaryEmailVerifiedPageProps) {
  const { l10n } = useLocalization();
  const lead =
    readyFor === 'service' && serviceName
      ? l10n.getString('primary-email-verified-service', { serviceName })
      : l10n.getString(readyFor === 'sync' ? 'primary-email-verified-sync' : 'primary-email-verified-account');
  return (
    <FlowCard heading={l10n.getString('primary-email-verified-heading')} picture={<SuccessPillIllustration decorative />} lead={lead} leadId="primary-email-verified-lead">
      <Button id="primary-email-verified-continue" onPress={onContinue} fullWidth>
        {l10n.getString('signup-confirmed-continue')}
      </Button>
    </FlowCard>
  );
}
