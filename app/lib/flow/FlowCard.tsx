// The frame of every flow page: the card, its only h1 on the design system's
// CardHeader (with 'to continue to {serviceName}' in an OAuth flow), an
// optional picture above it and a lead under it, then the page's content in
// one column.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardHeader, CmsButtonProvider, Layout, Text as DesignText, tokens } from '../../../design-system';
import type { TextProps } from '../../../design-system';
import { useAboutHref, useRouteBranding } from '../cms';
import type { PageBranding } from '../cms';

/** The page's content, one item under the other, links centred and at least 24px high (WCAG 2.5.8). */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  & > a,
  & > div > a,
  & > button[data-variant='link'],
  & > div > button[data-variant='link'] {
    display: inline-flex;
    align-items: center;
    align-self: center;
    min-block-size: 24px;
  }
`;

/** A paragraph of the page, in the secondary text colour. */
export function Text(props: TextProps) {
  return <DesignText tone="secondary" {...props} />;
}

const Picture = styled.div`
  display: flex;
  justify-content: center;
  margin-block-end: ${tokens.space.md};
`;

const Lead = styled.p`
  margin: calc(-1 * ${tokens.space.sm}) 0 ${tokens.space.md};
  color: ${tokens.color.text.secondary};
  text-align: center;
  overflow-wrap: anywhere;
`;

/** The content half of the split layout: the card's column, without the card. */
const SplitColumn = styled.div`
  inline-size: 100%;
  max-inline-size: 480px;
  align-self: flex-start;
`;

export interface FlowCardProps {
  heading: ReactNode;
  /** The relying service of an OAuth flow: 'to continue to {serviceName}' joins the heading. */
  serviceName?: string;
  /** A decorative picture above the heading. */
  picture?: ReactNode;
  /** A line under the heading; `leadId` names it for tests and descriptions. */
  lead?: ReactNode;
  leadId?: string;
  /**
   * The lead only says where the flow continues ('Continue to {service}', or the page's generic
   * subheading): a relying party's CMS headline and description take its place. @default false
   */
  leadYieldsToCms?: boolean;
  /**
   * A relying party's branding: its header logo and colours, the split layout
   * when it gives an image, and its logo, headline and description in the card
   * header (the heading stays the page's own when it gives no headline). @default the branding of
   * the relying party's flow the page is part of, if any
   */
  branding?: PageBranding;
  children: ReactNode;
}

export function FlowCard({ heading, serviceName, picture, lead, leadId, leadYieldsToCms = false, branding: ownBranding, children }: FlowCardProps) {
  const routeBranding = useRouteBranding();
  const branding = ownBranding ?? routeBranding;
  const logoHref = useAboutHref();
  const cmsHeader = Boolean(branding?.cardLogo && branding.headline);
  const header =
    branding?.cardLogo && branding.headline ? (
      <CardHeader variant="cms" logo={branding.cardLogo} headline={branding.headline} description={branding.description} />
    ) : serviceName ? (
      <CardHeader variant="service-subheading" heading={heading} serviceName={serviceName} />
    ) : (
      <CardHeader variant="heading" heading={heading} />
    );
  const content = (
    <>
      {picture && <Picture>{picture}</Picture>}
      {header}
      {lead && !(cmsHeader && leadYieldsToCms) && <Lead id={leadId}>{lead}</Lead>}
      <Stack>{children}</Stack>
    </>
  );
  return (
    <Layout
      variant={branding?.splitImage ? 'split' : 'card'}
      splitImage={branding?.splitImage}
      cmsLogo={branding?.headerLogo}
      logoHref={logoHref}
      cmsBackgrounds={branding?.backgrounds}
    >
      <CmsButtonProvider background={branding?.buttonColour}>{branding?.splitImage ? <SplitColumn>{content}</SplitColumn> : content}</CmsButtonProvider>
    </Layout>
  );
}
