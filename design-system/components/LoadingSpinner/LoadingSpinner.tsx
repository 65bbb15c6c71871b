import { useLocalization } from '@fluent/react';
import { ProgressBar } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { tokens, whenReducedMotion } from '../../tokens';

export interface LoadingSpinnerProps {
  /** Blue on light backgrounds, white on coloured ones. @default 'blue' */
  colour?: 'blue' | 'white';
  /** Covers the whole viewport, centred, for a page that is loading. @default false */
  fullScreen?: boolean;
  /** Diameter in pixels. @default 40 */
  size?: number;
  className?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(ProgressBar)<{ $fullScreen: boolean; $colour: 'blue' | 'white' }>`
  display: inline-flex;
  color: ${({ $colour }) => ($colour === 'white' ? tokens.color.text.inverse : tokens.color.illustration.accentStrong)};
  ${({ $fullScreen }) =>
    $fullScreen &&
    css`
      position: fixed;
      inset: 0;
      align-items: center;
      justify-content: center;
      background: ${tokens.color.background.page};
      z-index: 10;
    `}

  svg {
    animation: ${spin} 0.9s linear infinite;
    ${whenReducedMotion(css`
      animation: none;
    `)}
  }

  @media (forced-colors: active) {
    color: CanvasText;
  }
`;

/** An indeterminate progress indicator labelled 'Loading…'. */
export function LoadingSpinner({ colour = 'blue', fullScreen = false, size = 40, className }: LoadingSpinnerProps) {
  const { l10n } = useLocalization();
  return (
    <Spinner
      isIndeterminate
      aria-label={l10n.getString('loading-spinner-label')}
      $fullScreen={fullScreen}
      $colour={colour}
      className={className}
      data-colour={colour}
    >
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="16" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M20 4 a16 16 0 0 1 16 16" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
    </Spinner>
  );
}
