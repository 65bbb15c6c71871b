// The page shown once the site's stored state is cleared (SPEC §2.2). Pure.
import { useLocalization } from '@fluent/react';
import { CardHeader, Layout, Text } from '../../../../design-system';

export function ClearPage() {
  const { l10n } = useLocalization();
  return (
    <Layout>
      <CardHeader variant="heading" heading={l10n.getString('clear-heading')} />
      <Text tone="secondary" centred>
        {l10n.getString('clear-text')}
      </Text>
    </Layout>
  );
}
