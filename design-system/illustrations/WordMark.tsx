import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { tokens } from '../tokens';

export interface WordMarkProps {
  /** Height in pixels; the width follows. @default 32 */
  height?: number;
  /** Hides the mark from assistive technology when a text beside it names the product. @default false */
  decorative?: boolean;
  className?: string;
}

const Svg = styled.svg`
  display: block;
  .orbit-ring,
  .orbit-letters {
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .orbit-ring {
    stroke: ${tokens.color.illustration.accentStrong};
  }
  .orbit-moon {
    fill: ${tokens.color.illustration.accent};
  }
  .orbit-letters {
    stroke: ${tokens.color.text.primary};
  }
  .orbit-dot {
    fill: ${tokens.color.text.primary};
  }
  /* Forced colours leave an SVG's own colours alone: the mark takes the system's text colour, the moon its highlight. */
  @media (forced-colors: active) {
    .orbit-ring,
    .orbit-letters {
      stroke: CanvasText;
    }
    .orbit-dot {
      fill: CanvasText;
    }
    .orbit-moon {
      fill: Highlight;
    }
  }
`;

/**
 * The product's word mark: the ring and its moon, then the name in lowercase
 * letters drawn as strokes (so no font decides how it looks). It is named for
 * assistive technology by the product's name; in forced colours it is drawn in
 * the system's colours.
 */
export function WordMark({ height = 32, decorative = false, className }: WordMarkProps) {
  const { l10n } = useLocalization();
  const label = l10n.getString('illustrations-word-mark');
  return (
    <Svg
      className={className}
      width={(height * 96) / 32}
      height={height}
      viewBox="0 0 96 32"
      {...(decorative ? { 'aria-hidden': true, focusable: 'false' } : { role: 'img', 'aria-label': label })}
    >
      <circle className="orbit-ring" cx="15" cy="17" r="11" strokeWidth="4" />
      <circle className="orbit-moon" cx="25" cy="7" r="4" />
      <g className="orbit-letters" strokeWidth="3.5">
        {/* o */}
        <circle cx="41.5" cy="20" r="5.5" />
        {/* r */}
        <path d="M52 25.5v-11M52 20c0-3.5 2.5-5.5 6-5.5" />
        {/* b */}
        <path d="M62 6v19.5" />
        <circle cx="67.5" cy="20" r="5.5" />
        {/* i */}
        <path d="M78.5 14.5v11" />
        {/* t */}
        <path d="M86 8v14c0 2.5 1.5 3.5 4 3.5M82.5 14.5h7" />
      </g>
      <circle className="orbit-dot" cx="78.5" cy="8" r="2.25" />
    </Svg>
  );
}
