import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../../tokens';

export interface TextProps extends HTMLAttributes<HTMLParagraphElement> {
  /** 'primary' for what the page says, 'secondary' for what explains it. @default 'primary' */
  tone?: 'primary' | 'secondary';
  /** Space under the paragraph, when what follows is not spaced itself (a lead above a form). @default false */
  spaced?: boolean;
  /** Centred, under a centred heading. @default false */
  centred?: boolean;
  /** A smaller size, for help beside a control. @default false */
  small?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLParagraphElement>;
}

const Paragraph = styled.p<{ $tone: 'primary' | 'secondary'; $spaced: boolean; $centred: boolean; $small: boolean }>`
  margin: 0;
  color: ${({ $tone }) => ($tone === 'secondary' ? tokens.color.text.secondary : 'inherit')};
  overflow-wrap: anywhere;
  ${({ $spaced }) =>
    $spaced &&
    css`
      margin-block-end: ${tokens.space.md};
    `}
  ${({ $centred }) =>
    $centred &&
    css`
      text-align: center;
    `}
  ${({ $small }) =>
    $small &&
    css`
      font-size: ${tokens.font.size.sm};
    `}
`;

/** A paragraph of a page: what it says, or (secondary) what explains it; long words and addresses wrap. */
export function Text({ tone = 'primary', spaced = false, centred = false, small = false, children, ...rest }: TextProps) {
  return (
    <Paragraph {...rest} $tone={tone} $spaced={spaced} $centred={centred} $small={small}>
      {children}
    </Paragraph>
  );
}
