import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../../tokens';
import { Avatar } from '../Avatar';
import { EmailAddress } from '../EmailAddress';

export interface AccountSummaryProps {
  /** The account's primary address. */
  email: string;
  /** Its display name, if it has one: the first line, the address under it. */
  name?: string | null;
  /** The account's picture: its own picture's address, its letter and what it is for assistive technology. */
  avatar: { src?: string | null; letter: string; label: string };
  /**
   * 'profile' heads a profile (a 64px picture and a larger name); 'card' names the account a
   * page is about, in a bordered box (a 48px picture). @default 'profile'
   */
  variant?: 'profile' | 'card';
  /** The way to change the picture or the account, after the name. */
  action?: ReactNode;
  /** The id of the first line (the name, or the address without one). */
  nameId?: string;
  /** The id of the line that holds the address alone. */
  emailId?: string;
  id?: string;
}

const Box = styled.div<{ $card: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  min-inline-size: 0;
  p {
    margin: 0;
  }
  ${({ $card }) =>
    $card
      ? css`
          padding: ${tokens.space.md};
          border: 1px solid ${tokens.color.border.subtle};
          border-radius: ${tokens.radius.md};
        `
      : css`
          margin-block-end: ${tokens.space.md};
        `}
`;

/** The name and address: they take the room left and break only where EmailAddress allows. */
const Identity = styled.div<{ $card: boolean }>`
  flex: 1 1 12em;
  min-inline-size: 0;
  overflow-wrap: break-word;
  p:first-child {
    font-size: ${({ $card }) => ($card ? tokens.font.size.md : tokens.font.size.lg)};
    font-weight: ${tokens.font.weight.bold};
  }
`;

/**
 * An account at a glance: its picture, its name and its address (which a
 * narrow line breaks only at its '@' and dots), and the way to change them.
 * The head of a profile, or the account a page offers to go on with.
 */
export function AccountSummary({ email, name, avatar, variant = 'profile', action, nameId, emailId, id }: AccountSummaryProps) {
  const card = variant === 'card';
  return (
    <Box id={id} $card={card}>
      <Avatar size={card ? 'small' : 'medium'} src={avatar.src} letter={avatar.letter} label={avatar.label} />
      <Identity $card={card}>
        {name ? (
          <>
            <p id={nameId}>{name}</p>
            <p id={emailId}>
              <EmailAddress>{email}</EmailAddress>
            </p>
          </>
        ) : (
          <p id={nameId ?? emailId}>
            <EmailAddress>{email}</EmailAddress>
          </p>
        )}
      </Identity>
      {action}
    </Box>
  );
}
