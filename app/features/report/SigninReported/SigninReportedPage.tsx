// /signin_reported: the report was received and the code no longer works;
// whoever tried may know the password, so the page offers a reset. Pure.
import { useLocalization } from '@fluent/react';
import { SuccessPillIllustration } from '../../../../design-system';
import { FlowCard, FlowLink, Text } from '../../../lib/flow';

export interface SigninReportedPageProps {
  resetPasswordHref: string;
  onNavigate: (href: string) => void;
}

export function SigninReportedPage({ resetPasswordHref, onNavigate }: SigninReportedPageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard
      heading={l10n.getString('signin-reported-heading')}
      picture={<SuccessPillIllustration decorative />}
      lead={l10n.getString('signin-reported-text')}
    >
      <Text>{l10n.getString('signin-reported-advice')}</Text>
      <FlowLink id="signin-reported-reset-password" href={resetPasswordHref} onNavigate={onNavigate}>
        {l10n.getString('report-reset-password')}
      </FlowLink>
    </FlowCard>
  );
}
