import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import type { LayoutImage } from './Layout';

export type CardHeaderProps =
  | {
      /** The heading alone. */
      variant: 'heading';
      heading: ReactNode;
    }
  | {
      /** A relying party's logo (at most 40px high) above its headline and description. */
      variant: 'cms';
      logo: LayoutImage;
      headline: ReactNode;
      description?: ReactNode;
    }
  | {
      /** A heading followed by 'to continue to {serviceName}'. */
      variant: 'service-subheading';
      heading: ReactNode;
      serviceName: string;
    }
  | {
      /** 'Continue to {serviceName}', with the partner's logo when given. */
      variant: 'continue-to-service';
      serviceName: string;
      logo?: LayoutImage;
    }
  | {
      /** A heading followed by 'for your account'. */
      variant: 'for-your-account';
      heading: ReactNode;
    };

const Root = styled.div`
  margin-block-end: ${tokens.space.md};
  text-align: center;
  img {
    display: block;
    max-block-size: 40px;
    margin-inline: auto;
    margin-block-end: ${tokens.space.md};
  }
`;

/** The page's h1. It takes focus after a route change (tabIndex -1: focusable, never a tab stop). */
const Heading = styled.h1.attrs({ tabIndex: -1 })`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: 1.3;
`;

const Sub = styled.span`
  display: block;
  margin-block-start: ${tokens.space.xs};
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.regular};
  color: ${tokens.color.text.secondary};
`;

const Description = styled.p`
  margin-block: ${tokens.space.sm} 0;
  color: ${tokens.color.text.secondary};
`;

/**
 * The top of a card: the page's only h1, in one of five forms. The heading is
 * focusable by script, so that focus can land on it when a page opens.
 */
export function CardHeader(props: CardHeaderProps) {
  const { l10n } = useLocalization();
  switch (props.variant) {
    case 'heading':
      return (
        <Root>
          <Heading>{props.heading}</Heading>
        </Root>
      );
    case 'cms':
      return (
        <Root>
          <img src={props.logo.src} alt={props.logo.alt} />
          <Heading>{props.headline}</Heading>
          {props.description && <Description>{props.description}</Description>}
        </Root>
      );
    case 'service-subheading':
      return (
        <Root>
          <Heading>
            {props.heading}
            <Sub>{l10n.getString('layout-continue-to-service-subheading', { serviceName: props.serviceName })}</Sub>
          </Heading>
        </Root>
      );
    case 'continue-to-service':
      return (
        <Root>
          {props.logo && <img src={props.logo.src} alt={props.logo.alt} />}
          <Heading>{l10n.getString('layout-continue-to-service-heading', { serviceName: props.serviceName })}</Heading>
        </Root>
      );
    case 'for-your-account':
      return (
        <Root>
          <Heading>
            {props.heading}
            <Sub>{l10n.getString('layout-for-your-account')}</Sub>
          </Heading>
        </Root>
      );
  }
}
