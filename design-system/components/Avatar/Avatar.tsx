import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export type AvatarSize = 'small' | 'medium' | 'large';

export interface AvatarProps {
  /** The account's own picture; without one the letter is drawn. */
  src?: string | null;
  /** The letter of the default picture (the first letter of the account's name or address). */
  letter: string;
  /**
   * What the picture is, for assistive technology ('Your profile picture', 'Default avatar, the
   * letter A'); required unless children stand in for the picture.
   */
  label?: string;
  /** 48px beside an account's address, 64px at the head of a profile, 240px on the picture's own page. @default 'medium' */
  size?: AvatarSize;
  /** What the circle shows instead of the picture: a camera's preview (drawn as a mirror) or a spinner while it starts. */
  children?: ReactNode;
  id?: string;
}

const SIDE: Record<AvatarSize, string> = { small: '48px', medium: '64px', large: '240px' };
const LETTER: Record<AvatarSize, string> = { small: tokens.font.size.lg, medium: tokens.font.size.xl, large: '120px' };

const Circle = styled.div<{ $size: AvatarSize }>`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  inline-size: ${({ $size }) => SIDE[$size]};
  block-size: ${({ $size }) => SIDE[$size]};
  max-inline-size: 100%;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.background.primary};
  color: ${tokens.color.text.inverse};
  font-size: ${({ $size }) => LETTER[$size]};
  font-weight: ${tokens.font.weight.bold};
  img,
  video {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  /* A camera's preview is a mirror, as people expect to see themselves. */
  video {
    transform: scaleX(-1);
  }
  /* Forced colours drop the circle's fill: its edge keeps the letter a picture rather than a stray character. */
  @media (forced-colors: active) {
    box-sizing: border-box;
    border: 1px solid CanvasText;
  }
`;

/**
 * An account's picture in a circle: its own picture, or its letter on the
 * product's colour. It is one image for assistive technology, named by label;
 * the same at every size, from the address beside it to the picture's own page.
 */
export function Avatar({ src, letter, label, size = 'medium', children, id }: AvatarProps) {
  if (children !== undefined) {
    return (
      <Circle id={id} $size={size}>
        {children}
      </Circle>
    );
  }
  return (
    <Circle id={id} role="img" aria-label={label} $size={size}>
      {src ? <img src={src} alt="" /> : <span aria-hidden="true">{letter}</span>}
    </Circle>
  );
}
