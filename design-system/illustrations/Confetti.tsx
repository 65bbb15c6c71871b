import styled, { keyframes } from 'styled-components';
import { tokens, usePrefersReducedMotion } from '../tokens';

export interface ConfettiProps {
  /** How many pieces fall. @default 60 */
  pieces?: number;
}

/** The first piece starts after this delay, the last after CONFETTI_LAST_DELAY_MS. */
export const CONFETTI_FIRST_DELAY_MS = 100;
export const CONFETTI_LAST_DELAY_MS = 1500;

const fall = keyframes`
  0% { transform: translateY(-10vh) rotate(0deg); opacity: 1; }
  100% { transform: translateY(110vh) rotate(720deg); opacity: 0.8; }
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 30;
  overflow: hidden;
  pointer-events: none;
`;

const Piece = styled.span`
  position: absolute;
  inset-block-start: 0;
  inline-size: 8px;
  block-size: 14px;
  border-radius: 2px;
  transform: translateY(-10vh);
  animation-name: ${fall};
  animation-duration: 3s;
  animation-timing-function: cubic-bezier(0.3, 0.6, 0.6, 1);
  animation-fill-mode: both;
  @media (forced-colors: active) {
    display: none;
  }
`;

const COLOURS = [
  tokens.color.illustration.accent,
  tokens.color.illustration.fancy,
  tokens.color.illustration.warm,
  tokens.color.illustration.success,
];

/** Where each piece starts and when: spread evenly, in a fixed shuffled order. */
export function confettiLayout(count: number): Array<{ inlineStart: number; delay: number; colour: string }> {
  return Array.from({ length: count }, (_, i) => {
    const spread = (i * 37) % count;
    return {
      inlineStart: Math.round(((spread + 0.5) / count) * 1000) / 10,
      delay: Math.round(CONFETTI_FIRST_DELAY_MS + ((CONFETTI_LAST_DELAY_MS - CONFETTI_FIRST_DELAY_MS) * ((i * 53) % count)) / Math.max(count - 1, 1)),
      colour: COLOURS[i % COLOURS.length] ?? COLOURS[0]!,
    };
  });
}

/**
 * A full-screen celebration. It is decorative, so hidden from assistive
 * technology, and not rendered at all when the user prefers reduced motion.
 */
export function Confetti({ pieces = 60 }: ConfettiProps) {
  const reduce = usePrefersReducedMotion();
  if (reduce) return null;
  return (
    <Layer aria-hidden="true" data-confetti="">
      {confettiLayout(pieces).map((piece, i) => (
        <Piece
          key={i}
          style={{ insetInlineStart: `${piece.inlineStart}%`, animationDelay: `${piece.delay}ms`, background: piece.colour }}
        />
      ))}
    </Layer>
  );
}
