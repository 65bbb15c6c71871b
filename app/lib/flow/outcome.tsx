// Pages that report an outcome (an account confirmed, a password reset, a
// sign-in reported, a service connected) say so only when the flow that leads
// to them happened: the step that reached the outcome hands it on in router
// state, or the browser holds what the outcome left (a confirmed session).
// Opened without it (a bare address, another browser), the page is the
// neutral 'Nothing to confirm here', which leads to the start: never a claim.
// A page that checks what the outcome left asynchronously (a service among the
// account's connected services) shows the neutral 'Checking…' until it knows.
import { useLocalization } from '@fluent/react';
import { useNavigate } from 'react-router';
import { Button, LoadingSpinner } from '../../../design-system';
import type { LocalAccounts } from '../storage';
import { useReplacedPageTitle } from '../page';
import { PATHS } from '../paths';
import { FlowCard } from './FlowCard';

/** Router state the step that reached an outcome hands to the page that reports it. */
export const OUTCOME_STATE = { outcome: true } as const;

/** Whether the router state says the flow reached the outcome (see OUTCOME_STATE). */
export function reachedOutcome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { outcome?: unknown }).outcome === true;
}

/** Whether this browser holds a confirmed session: the current account, its session token and its confirmation. */
export function hasConfirmedSession(accounts: Pick<LocalAccounts, 'current'>): boolean {
  const account = accounts.current();
  return Boolean(account?.sessionToken) && account?.verified === true;
}

export interface NoOutcomePageProps {
  /** Leaves for the start page. */
  onStart: () => void;
}

/** The neutral page an outcome route shows without the flow that leads to it. Pure. */
export function NoOutcomePage({ onStart }: NoOutcomePageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('flow-no-outcome-heading')} lead={l10n.getString('flow-no-outcome-text')} leadId="flow-no-outcome-text">
      <Button id="flow-no-outcome-start" fullWidth onPress={onStart}>
        {l10n.getString('flow-no-outcome-start')}
      </Button>
    </FlowCard>
  );
}

/** NoOutcomePage under its own title (never the route's claim), leading to a clean start page. */
export function NoOutcome() {
  const { l10n } = useLocalization();
  const navigate = useNavigate();
  useReplacedPageTitle(l10n.getString('flow-no-outcome-heading'));
  return <NoOutcomePage onStart={() => void navigate(PATHS.root)} />;
}

/** What an outcome page shows while it checks that the outcome happened: no claim yet. Pure. */
export function OutcomeCheckingPage() {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('flow-outcome-checking-heading')}>
      <LoadingSpinner />
    </FlowCard>
  );
}

/** OutcomeCheckingPage under its own title: the document names no outcome before it is known. */
export function OutcomeChecking() {
  const { l10n } = useLocalization();
  useReplacedPageTitle(l10n.getString('flow-outcome-checking-heading'));
  return <OutcomeCheckingPage />;
}
