// /signin_reported: thanks the person for the report and leads to a password
// reset. Said only when the report page sent the person here; opened
// otherwise, the neutral page.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NoOutcome, reachedOutcome } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { SigninReportedPage } from './SigninReportedPage';

export function SigninReportedContainer() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const onNavigate = useCallback((href: string) => void navigate(href), [navigate]);
  if (!reachedOutcome(state)) return <NoOutcome />;
  return <SigninReportedPage resetPasswordHref={PATHS.resetPassword} onNavigate={onNavigate} />;
}
