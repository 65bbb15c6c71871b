// /signin_reported: thanks the person for the report and leads to a password reset.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { SigninReportedPage } from './SigninReportedPage';

export function SigninReportedContainer() {
  const navigate = useNavigate();
  const onNavigate = useCallback((href: string) => void navigate(href), [navigate]);
  return <SigninReportedPage resetPasswordHref={PATHS.resetPassword} onNavigate={onNavigate} />;
}
