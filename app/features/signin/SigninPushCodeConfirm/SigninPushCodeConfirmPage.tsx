// /signin_push_code_confirm: opened on one of the account's signed-in
// devices from a sign-in notification. It shows what the server knows of the
// sign-in (device, place, address, time) and lets the person approve it,
// which signs the other device in, or decline it; then the outcome. A
// notification already answered or expired says so. Pure.
import { useLocalization } from '@fluent/react';
import { BellIllustration, Button, LoadingSpinner, SuccessPillIllustration, SummaryList, SummaryRow } from '../../../../design-system';
import { ErrorBanner, FlowCard, FlowLink, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface PushSigninDetails {
  device?: string;
  location?: string;
  ipAddress?: string;
  /** When the sign-in asked, ms since the epoch. */
  time?: number;
}

interface Shared {
  /** Where to secure the account when the sign-in is not the person's. */
  secureHref: string;
  onNavigate?: (href: string) => void;
}

export type SigninPushCodeConfirmPageProps = Shared &
  (
    | { status: 'loading' }
    /** The sign-in to approve or decline; `busy` while the answer is sent. */
    | { status: 'ask'; details: PushSigninDetails; locale: string; busy?: 'approve' | 'decline'; error?: ShownError; onApprove: () => void; onDecline: () => void }
    | { status: 'approved' }
    | { status: 'declined' }
    /** Already answered, expired, or not this account's. */
    | { status: 'invalid' }
    /** The sign-in could not be read; the person may try again. */
    | { status: 'failed'; error: ShownError; onRetry: () => void }
  );

function SecureLink({ secureHref, onNavigate, label }: Shared & { label: string }) {
  return (
    <FlowLink id="signin-push-confirm-secure" href={secureHref} {...(onNavigate ? { onNavigate } : {})}>
      {label}
    </FlowLink>
  );
}

export function SigninPushCodeConfirmPage(props: SigninPushCodeConfirmPageProps) {
  const { l10n } = useLocalization();
  switch (props.status) {
    case 'loading':
      return (
        <FlowCard heading={l10n.getString('signin-push-confirm-heading')} picture={<BellIllustration decorative />}>
          <LoadingSpinner />
        </FlowCard>
      );
    case 'ask': {
      const { details } = props;
      const rows = (
        [
          ['device', details.device],
          ['location', details.location],
          ['ip', details.ipAddress],
          ['time', details.time === undefined ? undefined : new Intl.DateTimeFormat(props.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(details.time)],
        ] as const
      ).filter((row): row is readonly ['device' | 'location' | 'ip' | 'time', string] => Boolean(row[1]));
      return (
        <FlowCard heading={l10n.getString('signin-push-confirm-heading')} picture={<BellIllustration decorative />} lead={l10n.getString('signin-push-confirm-lead')} leadId="signin-push-confirm-lead">
          <ErrorBanner error={props.error} />
          {rows.length > 0 && (
            <SummaryList id="signin-push-confirm-details">
              {rows.map(([name, value]) => (
                <SummaryRow key={name} term={l10n.getString(`signin-push-confirm-${name}`)}>
                  {value}
                </SummaryRow>
              ))}
            </SummaryList>
          )}
          <Button id="signin-push-confirm-approve" onPress={props.onApprove} isPending={props.busy === 'approve'} isDisabled={props.busy === 'decline'} fullWidth>
            {l10n.getString('signin-push-confirm-approve')}
          </Button>
          <Button id="signin-push-confirm-decline" variant="secondary" onPress={props.onDecline} isPending={props.busy === 'decline'} isDisabled={props.busy === 'approve'} fullWidth>
            {l10n.getString('signin-push-confirm-decline')}
          </Button>
        </FlowCard>
      );
    }
    case 'approved':
      return (
        <FlowCard heading={l10n.getString('signin-push-approved-heading')} picture={<SuccessPillIllustration decorative />}>
          <Text>{l10n.getString('signin-push-approved-text')}</Text>
        </FlowCard>
      );
    case 'declined':
      return (
        <FlowCard heading={l10n.getString('signin-push-declined-heading')} picture={<BellIllustration decorative />}>
          <Text>{l10n.getString('signin-push-declined-text')}</Text>
          <SecureLink secureHref={props.secureHref} {...(props.onNavigate ? { onNavigate: props.onNavigate } : {})} label={l10n.getString('signin-push-confirm-not-you')} />
        </FlowCard>
      );
    case 'invalid':
      return (
        <FlowCard heading={l10n.getString('signin-push-invalid-heading')} picture={<BellIllustration decorative />}>
          <Text>{l10n.getString('signin-push-invalid-text')}</Text>
        </FlowCard>
      );
    case 'failed':
      return (
        <FlowCard heading={l10n.getString('signin-push-confirm-heading')} picture={<BellIllustration decorative />}>
          <ErrorBanner error={props.error} />
          <Button id="signin-push-confirm-retry" onPress={props.onRetry} fullWidth>
            {l10n.getString('signin-push-confirm-retry')}
          </Button>
        </FlowCard>
      );
  }
}
