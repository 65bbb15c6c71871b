// The page shown once the site's stored state is cleared (SPEC §2.2). Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Layout, tokens } from '../../../../design-system';

const Heading = styled.h1`
  margin: 0 0 ${tokens.space.sm};
  font-size: ${tokens.font.size.xl};
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  text-align: center;
`;

export function ClearPage() {
  const { l10n } = useLocalization();
  return (
    <Layout>
      <Heading tabIndex={-1}>{l10n.getString('clear-heading')}</Heading>
      <Text>{l10n.getString('clear-text')}</Text>
    </Layout>
  );
}
