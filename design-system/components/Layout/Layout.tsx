import { useLocalization } from '@fluent/react';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import styled, { css } from 'styled-components';
import { WordMark } from '../../illustrations/WordMark';
import { tokens } from '../../tokens';
import { useCmsColourSupport } from '../Button/cmsColourSupport';

export interface LayoutImage {
  /** The image address. */
  src: string;
  /** Alternative text; an empty string marks the image decorative. */
  alt: string;
}

export interface CmsBackgrounds {
  /** The page background. */
  default?: string | null;
  /** The header background. */
  header?: string | null;
  /** The background of the split layout's image half. */
  split?: string | null;
}

export interface LayoutProps {
  /** The page content: a card, or the content half of a split layout. */
  children: ReactNode;
  /**
   * A centred card, an image half beside a content half, or a wide area without a card for pages
   * that arrange their own panels (a side navigation beside the content). @default 'card'
   */
  variant?: 'card' | 'split' | 'wide';
  /** The image of the split layout. */
  splitImage?: LayoutImage;
  /** A relying party's logo shown instead of the product logo (at most 40px high). */
  cmsLogo?: LayoutImage;
  /**
   * Where the logo links to: the about page. Unlinked when absent. An address of another site
   * opens in a new tab and says so to screen readers.
   */
  logoHref?: string;
  /** Relying-party background colours; unsafe values are ignored. */
  cmsBackgrounds?: CmsBackgrounds;
  /**
   * The footer: the design system's Footer (the legal links and the language
   * menu); `null` or `false` leaves the footer out. @default the footer of the nearest LayoutFooterProvider, if any
   */
  footer?: ReactNode;
}

const LayoutFooterContext = createContext<ReactNode>(null);

export interface LayoutFooterProviderProps {
  /** The footer every Layout below shows unless it is given its own. */
  footer: ReactNode;
  children?: ReactNode;
}

/**
 * Gives every Layout below the same footer, so that an application fills the
 * footer once at its root (the language toggle) rather than on every page.
 */
export function LayoutFooterProvider({ footer, children }: LayoutFooterProviderProps) {
  return <LayoutFooterContext.Provider value={footer}>{children}</LayoutFooterContext.Provider>;
}

const Page = styled.div<{ $background?: string }>`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background: ${({ $background }) => $background ?? tokens.color.background.page};
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family};
`;

const Header = styled.header<{ $background?: string }>`
  display: flex;
  align-items: center;
  padding-block: ${tokens.space.md};
  padding-inline: ${tokens.space.lg};
  background: ${({ $background }) => $background ?? 'transparent'};
  a {
    display: inline-flex;
    border-radius: ${tokens.radius.sm};
  }
  a:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  img {
    max-block-size: 40px;
    inline-size: auto;
  }
`;

const Main = styled.main<{ $split: boolean }>`
  flex: 1;
  display: flex;
  justify-content: center;
  padding: ${tokens.space.md};
  ${({ $split }) =>
    $split &&
    css`
      padding: 0;
      align-items: stretch;
    `}
`;

export const Card = styled.section`
  inline-size: 100%;
  max-inline-size: 480px;
  align-self: flex-start;
  padding: ${tokens.space.xl};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  text-align: start;
  box-shadow: 0 2px 12px rgba(21, 20, 26, 0.12);
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

const Wide = styled.div`
  inline-size: 100%;
  max-inline-size: 1040px;
  align-self: flex-start;
  text-align: start;
`;

const SplitImage = styled.div<{ $background?: string }>`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ $background }) => $background ?? tokens.color.background.info};
  img {
    max-inline-size: 100%;
    max-block-size: 100%;
    object-fit: cover;
  }
  @media (max-width: 640px) {
    display: none;
  }
`;

const SplitContent = styled.div`
  flex: 1;
  display: flex;
  justify-content: center;
  padding: ${tokens.space.xl};
  background: ${tokens.color.background.surface};
`;

/** Where the footer goes: the design system's Footer, which is the page's contentinfo landmark itself. */
const FooterSlot = styled.div`
  display: contents;
`;

/** Whether an address leaves this site (an absolute http(s) URL of another origin). */
function isOtherSite(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** The header logo as a link to the about page; another site's page opens in a new tab (SPEC §2.1). */
function LogoLink({ href, logo }: { href: string; logo: ReactNode }) {
  const { l10n } = useLocalization();
  if (!isOtherSite(href)) return <a href={href}>{logo}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {logo}
      <VisuallyHidden elementType="span">{` (${l10n.getString('external-link-new-window')})`}</VisuallyHidden>
    </a>
  );
}

/**
 * The frame of every screen: a header with the product or relying-party logo
 * (linked to the about page), the main content as a centred card or a split
 * layout, and the footer (a Footer: the legal links and the language menu).
 */
export function Layout({ children, variant = 'card', splitImage, cmsLogo, logoHref, cmsBackgrounds, footer }: LayoutProps) {
  const sharedFooter = useContext(LayoutFooterContext);
  const footerContent = footer === undefined ? sharedFooter : footer;
  const logo = cmsLogo ? <img src={cmsLogo.src} alt={cmsLogo.alt} /> : <WordMark />;
  const split = variant === 'split';
  // The theme's backgrounds until the colour checks have loaded (Button/cmsColourSupport.ts).
  const colourSupport = useCmsColourSupport(Boolean(cmsBackgrounds?.default || cmsBackgrounds?.header || cmsBackgrounds?.split));
  const safeCmsColour = (value: string | null | undefined) => colourSupport?.safeCmsColour(value);
  return (
    <Page $background={safeCmsColour(cmsBackgrounds?.default)}>
      <Header $background={safeCmsColour(cmsBackgrounds?.header)}>{logoHref ? <LogoLink href={logoHref} logo={logo} /> : logo}</Header>
      <Main $split={split}>
        {split ? (
          <>
            <SplitImage $background={safeCmsColour(cmsBackgrounds?.split)}>
              {splitImage && <img src={splitImage.src} alt={splitImage.alt} />}
            </SplitImage>
            <SplitContent>{children}</SplitContent>
          </>
        ) : variant === 'wide' ? (
          <Wide>{children}</Wide>
        ) : (
          <Card>{children}</Card>
        )}
      </Main>
      {footerContent ? <FooterSlot>{footerContent}</FooterSlot> : null}
    </Page>
  );
}
