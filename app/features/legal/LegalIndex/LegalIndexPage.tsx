// /legal: the documents that apply to the account, each a link to its page.
import { useLocalization } from '@fluent/react';
import { FlowCard, Text } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';

export function LegalIndexPage() {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('legal-index-heading')}>
      <Text>{l10n.getString('legal-index-text')}</Text>
      <a href={PATHS.legalPrivacy}>{l10n.getString('legal-privacy-heading')}</a>
      <a href={PATHS.legalTerms}>{l10n.getString('legal-terms-heading')}</a>
    </FlowCard>
  );
}
