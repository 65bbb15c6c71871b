// The sentence under a form that creates an account: 'By proceeding, you
// agree to the Terms of Service and Privacy Notice', each named document a
// link to its page. The links open in a new tab, so that nothing typed into
// the form is lost.
import { useLocalization } from '@fluent/react';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ExternalLink, tokens } from '../../../design-system';
import { PATHS } from '../paths';

const Sentence = styled.p`
  margin-block: ${tokens.space.md} 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
  text-align: center;
`;

// Stand-ins for the links in the translated sentence: characters of Unicode's
// private use area, which no translation holds, so the sentence is cut at them
// whatever its word order.
const TERMS = '\uE000';
const PRIVACY = '\uE001';

export function TermsAgreement({ id }: { id: string }) {
  const { l10n } = useLocalization();
  const links: Record<string, ReactNode> = {
    [TERMS]: (
      <ExternalLink id={`${id}-terms`} href={PATHS.legalTerms}>
        {l10n.getString('flow-terms-link')}
      </ExternalLink>
    ),
    [PRIVACY]: (
      <ExternalLink id={`${id}-privacy`} href={PATHS.legalPrivacy}>
        {l10n.getString('flow-privacy-link')}
      </ExternalLink>
    ),
  };
  const parts = l10n.getString('flow-terms-agreement', { terms: TERMS, privacy: PRIVACY }).split(/([\uE000\uE001])/);
  return (
    <Sentence id={id}>
      {parts.map((part, index) => (
        <Fragment key={index}>{links[part] ?? part}</Fragment>
      ))}
    </Sentence>
  );
}
