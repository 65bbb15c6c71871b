// /report_signin: the person did not try to sign in and reports it, which
// stops the emailed unblock code from working. A link that lost characters on
// its way, or whose code no longer works, says so instead.
import { useLocalization } from '@fluent/react';
import { Button } from '../../../../design-system';
import { ErrorBanner, FlowCard, FlowLink, Text, clientError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export type ReportSigninPageProps =
  | {
      status: 'confirm';
      /** The report is being sent. */
      busy?: boolean;
      /** Why the last report failed (the network, the server); reporting again retries. */
      error?: ShownError;
      onReport: () => void;
    }
  /** The link lacks the account or the code, or names no account. */
  | { status: 'damaged' }
  /** The code was already used, reported or has expired. */
  | { status: 'used'; resetPasswordHref: string; onNavigate: (href: string) => void };

export function ReportSigninPage(props: ReportSigninPageProps) {
  const { l10n } = useLocalization();
  if (props.status === 'damaged') {
    return (
      <FlowCard heading={l10n.getString('report-signin-failed-heading')}>
        <ErrorBanner error={clientError('DAMAGED_REJECT_UNBLOCK_LINK')} />
        <Text>{l10n.getString('report-signin-damaged-text')}</Text>
      </FlowCard>
    );
  }
  if (props.status === 'used') {
    return (
      <FlowCard heading={l10n.getString('report-signin-failed-heading')}>
        <ErrorBanner error={clientError('REUSED_SIGNIN_VERIFICATION_CODE')} />
        <Text>{l10n.getString('report-signin-used-text')}</Text>
        <FlowLink id="report-signin-reset-password" href={props.resetPasswordHref} onNavigate={props.onNavigate}>
          {l10n.getString('report-reset-password')}
        </FlowLink>
      </FlowCard>
    );
  }
  const { busy = false, error, onReport } = props;
  return (
    <FlowCard heading={l10n.getString('report-signin-heading')}>
      <ErrorBanner error={error} />
      <Text>{l10n.getString('report-signin-text')}</Text>
      <Button id="report-signin-submit" fullWidth isPending={busy} onPress={onReport}>
        {l10n.getString('report-signin-submit')}
      </Button>
    </FlowCard>
  );
}
