// /signup_confirmed_sync (SPEC §2.5): sync is on. The banner says whether a
// sync password was just created or the account confirmed; the text names
// payment methods only when the browser offers them. 'Add another device'
// (desktop sync, unless the relying party hides it) leads to pairing, and
// 'Manage sync' asks the browser to open its sync preferences. A relying
// party's branding may replace the title, headline, description, image and
// the main button's colour and text. Pure.
import { useLocalization } from '@fluent/react';
import { Banner, Button, SyncCloudsIllustration } from '../../../../design-system';
import type { PageBranding } from '../../../lib/cms';
import { FlowCard } from '../../../lib/flow';

export interface SignupConfirmedSyncPageProps {
  /** Where the person came from: the third-party set-password step, or the account's confirmation. */
  origin: 'set-password' | 'confirmed';
  /** Whether the browser offers the payment-methods engine. */
  paymentMethods: boolean;
  /** Whether 'Add another device' is offered (desktop sync, not hidden by branding). */
  showAddDevice: boolean;
  onAddDevice: () => void;
  onManageSync: () => void;
  branding?: PageBranding;
}

export function SignupConfirmedSyncPage({ origin, paymentMethods, showAddDevice, onAddDevice, onManageSync, branding }: SignupConfirmedSyncPageProps) {
  const { l10n } = useLocalization();
  const colour = branding?.buttonColour;
  const primaryText = branding?.buttonText;
  return (
    <FlowCard
      heading={branding?.headline ?? l10n.getString('sync-confirmed-heading')}
      picture={<SyncCloudsIllustration decorative />}
      lead={branding?.description ?? l10n.getString(paymentMethods ? 'sync-confirmed-text-payment' : 'sync-confirmed-text')}
      leadId="sync-confirmed-text"
      branding={branding ? { ...branding, headline: undefined, cardLogo: undefined } : undefined}
    >
      <Banner type="success" description={l10n.getString(origin === 'set-password' ? 'sync-confirmed-banner-password' : 'sync-confirmed-banner-account')} />
      {showAddDevice ? (
        <>
          <Button id="sync-confirmed-add-device" onPress={onAddDevice} fullWidth cmsBackground={colour}>
            {primaryText ?? l10n.getString('sync-confirmed-add-device')}
          </Button>
          <Button id="sync-confirmed-manage" variant="secondary" onPress={onManageSync} fullWidth>
            {l10n.getString('sync-confirmed-manage')}
          </Button>
        </>
      ) : (
        <Button id="sync-confirmed-manage" onPress={onManageSync} fullWidth cmsBackground={colour}>
          {primaryText ?? l10n.getString('sync-confirmed-manage')}
        </Button>
      )}
    </FlowCard>
  );
}
