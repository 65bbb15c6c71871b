// The blocks the settings home is drawn with (beside the design system's
// heading, summary list and links): a section's panel, a row's note, and the
// profile's picture and name.
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import styled from 'styled-components';
import { Link, tokens } from '../../../../design-system';
import { followInApp } from '../kit';

export const Panel = styled.section`
  margin-block-end: ${tokens.space.lg};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  box-shadow: 0 2px 12px rgba(21, 20, 26, 0.12);
  scroll-margin-block-start: ${tokens.space.md};
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
  h2 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Note = styled.span`
  margin-inline-start: ${tokens.space.sm};
  color: ${tokens.color.text.warning};
  font-size: ${tokens.font.size.sm};
`;

export const Profile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  margin-block-end: ${tokens.space.md};
`;

export const Avatar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  inline-size: 64px;
  block-size: 64px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.background.primary};
  color: ${tokens.color.text.inverse};
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Name = styled.p`
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
`;

/** The name and address beside the picture: they take the room left and break only where Address allows. */
export const Identity = styled.div`
  flex: 1 1 12em;
  min-inline-size: 0;
  p {
    overflow-wrap: break-word;
  }
`;

/** A part of an address: never broken, unless it is longer than a line on its own. */
const AddressPart = styled.span`
  display: inline-block;
  max-inline-size: 100%;
  overflow-wrap: anywhere;
`;

/**
 * An email address that a narrow screen may break before its '@' and before
 * each dot of it, never inside a word nor after a hyphen (a part longer than
 * the line still breaks rather than overflow).
 */
export function Address({ children: address }: { children: string }) {
  return (
    <span data-breakable="">
      {address.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <AddressPart>{part}</AddressPart>
        </Fragment>
      ))}
    </span>
  );
}

/** An in-app link: a plain click stays in the app, a modified one is the browser's. */
export function AppLink({
  id,
  href,
  onNavigate,
  labelledBy,
  children,
}: {
  id?: string;
  href: string;
  onNavigate?: (href: string) => void;
  /** Ids of what names the link, when its text alone ('Add') does not say what it adds. */
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Link id={id} variant="standalone" href={href} onClick={followInApp(onNavigate, href)} aria-labelledby={labelledBy}>
      {children}
    </Link>
  );
}
