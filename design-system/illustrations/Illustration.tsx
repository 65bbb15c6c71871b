import { useLocalization } from '@fluent/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { tokens, whenReducedMotion } from '../tokens';

export interface IllustrationProps {
  /** Hides the picture from assistive technology when the text around it says the same. @default false */
  decorative?: boolean;
  /** Width and height in pixels. @default 120 */
  size?: number;
  className?: string;
}

export type IllustrationMotion = 'float' | 'pulse' | 'spin' | 'swing' | 'pop';

const MOTIONS: Record<IllustrationMotion, ReturnType<typeof keyframes>> = {
  float: keyframes`
    0%, 100% { transform: translateY(0); }
    50% { transform: translateY(-6px); }
  `,
  pulse: keyframes`
    0%, 100% { transform: scale(1); }
    50% { transform: scale(1.08); }
  `,
  spin: keyframes`
    to { transform: rotate(360deg); }
  `,
  swing: keyframes`
    0%, 100% { transform: rotate(0deg); }
    25% { transform: rotate(12deg); }
    75% { transform: rotate(-12deg); }
  `,
  pop: keyframes`
    0% { transform: scale(0.6); opacity: 0; }
    60% { transform: scale(1.1); opacity: 1; }
    100% { transform: scale(1); opacity: 1; }
  `,
};

const Svg = styled.svg<{ $motion: IllustrationMotion; $duration: number }>`
  display: block;
  max-inline-size: 100%;
  block-size: auto;
  .motion {
    transform-box: fill-box;
    transform-origin: center;
    animation: ${({ $motion }) => MOTIONS[$motion]} ${({ $duration }) => $duration}ms ease-in-out
      ${({ $motion }) => ($motion === 'pop' ? '1 both' : 'infinite')};
    ${whenReducedMotion(css`
      animation: none;
    `)}
  }
  @media (forced-colors: active) {
    forced-color-adjust: auto;
  }
`;

export const colour = tokens.color.illustration;

interface Definition {
  /** The Fluent id of the description. */
  labelId: string;
  motion: IllustrationMotion;
  /** Animation length in milliseconds, between 1500 and 5000. */
  duration: number;
  /** The still part of the drawing. */
  still: ReactNode;
  /** The part that moves. */
  moving: ReactNode;
}

/** Renders one illustration: a described image, or a decorative one hidden from assistive technology. */
export function IllustrationFrame({ definition, decorative = false, size = 120, className }: IllustrationProps & { definition: Definition }) {
  const { l10n } = useLocalization();
  const titleId = useId();
  const label = l10n.getString(definition.labelId);
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role={decorative ? undefined : 'img'}
      aria-labelledby={decorative ? undefined : titleId}
      aria-hidden={decorative || undefined}
      focusable="false"
      className={className}
      $motion={definition.motion}
      $duration={definition.duration}
      data-duration={definition.duration}
    >
      {!decorative && <title id={titleId}>{label}</title>}
      {definition.still}
      <g className="motion">{definition.moving}</g>
    </Svg>
  );
}
