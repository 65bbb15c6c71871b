import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export type NoticeTone = 'neutral' | 'info' | 'success' | 'error';

export interface NoticeProps {
  /** What kind of news: an error is announced at once (an alert), the others when the reader is free (a status). */
  tone: NoticeTone;
  /** The message, and any link that goes with it. */
  children?: ReactNode;
  /**
   * Keeps a line's height while empty: a live region that is filled later (Copied, Saved) must be
   * in the page before its text arrives, and its text must not move what follows. @default false
   */
  reserveSpace?: boolean;
  id?: string;
  className?: string;
}

const TEXT: Record<NoticeTone, string> = {
  neutral: tokens.color.text.secondary,
  info: tokens.color.text.primary,
  success: tokens.color.text.success,
  error: tokens.color.text.danger,
};

const Box = styled.div<{ $tone: NoticeTone; $reserve: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.xs};
  min-block-size: ${({ $reserve }) => ($reserve ? '1.5em' : '0')};
  margin: 0;
  color: ${({ $tone }) => TEXT[$tone]};
  font-size: ${tokens.font.size.sm};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  > a,
  > button {
    min-block-size: 24px;
  }
`;

/**
 * A short message inside a page, beside what it is about: an error in the
 * danger colour, announced at once; a success, a piece of information or a
 * neutral status, announced politely. For a message over the whole page use
 * AlertBar (a toast) or Banner.
 */
export function Notice({ tone, children, reserveSpace = false, id, className }: NoticeProps) {
  return (
    <Box id={id} className={className} role={tone === 'error' ? 'alert' : 'status'} $tone={tone} $reserve={reserveSpace}>
      {children}
    </Box>
  );
}
