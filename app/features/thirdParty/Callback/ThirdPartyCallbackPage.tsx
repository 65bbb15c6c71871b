// /post_verify/third_party_auth/callback and /third_party_auth/callback: the
// provider's answer is being used, or why it cannot be (the provider's error,
// a damaged state, a sign-in not started in this browser, a refused code).
import { useLocalization } from '@fluent/react';
import { LoadingSpinner } from '../../../../design-system';
import { ErrorBanner, FlowCard, FlowLink, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { ThirdPartyProvider } from '../../../lib/thirdParty';

export type CallbackProblem =
  /** The person cancelled at the provider (access_denied). */
  | { kind: 'cancelled'; provider?: ThirdPartyProvider }
  /** The provider answered with another error code. */
  | { kind: 'provider'; provider?: ThirdPartyProvider; code: string }
  /** The state is not a page of this site, or the sign-in was not started in this browser. */
  | { kind: 'state' }
  /** The server refused the code, or could not be reached. */
  | { kind: 'server'; error: ShownError };

export interface ThirdPartyCallbackPageProps {
  problem?: CallbackProblem;
  /** Where 'Back to sign-in' leads: the page the flow started on. */
  startHref: string;
  onNavigate?: (href: string) => void;
}

export function ThirdPartyCallbackPage({ problem, startHref, onNavigate }: ThirdPartyCallbackPageProps) {
  const { l10n } = useLocalization();
  if (!problem) return <LoadingSpinner fullScreen />;
  const name = (provider?: ThirdPartyProvider) => (provider ? l10n.getString(`third-party-name-${provider}`) : l10n.getString('third-party-name-unknown'));
  return (
    <FlowCard heading={l10n.getString('third-party-error-heading')}>
      {problem.kind === 'server' ? (
        <ErrorBanner error={problem.error} />
      ) : (
        <Text role="alert">
          {problem.kind === 'cancelled'
            ? l10n.getString('third-party-error-cancelled', { provider: name(problem.provider) })
            : problem.kind === 'provider'
              ? l10n.getString('third-party-error-provider', { provider: name(problem.provider), code: problem.code })
              : l10n.getString('third-party-error-state')}
        </Text>
      )}
      <FlowLink id="third-party-start-again" href={startHref} onNavigate={onNavigate}>
        {l10n.getString('third-party-start-again')}
      </FlowLink>
    </FlowCard>
  );
}
