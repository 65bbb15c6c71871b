import { useLocalization } from '@fluent/react';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export type AlertBarType = 'info' | 'success' | 'error';

export interface AlertBarProps {
  /** The tone: information and success are announced politely, an error assertively. */
  type: AlertBarType;
  /** The message. */
  children: ReactNode;
  /** Whether the bar is shown; hidden bars render nothing. @default true */
  visible?: boolean;
  /** Shows a 'Close message' button that calls this. */
  onDismiss?: () => void;
  /** Keeps the bar in the flow instead of fixed at the top of the viewport. @default false */
  inline?: boolean;
  className?: string;
}

const ALERT_BACKGROUND: Record<AlertBarType, string> = {
  info: tokens.color.background.alertInfo,
  success: tokens.color.background.alertSuccess,
  error: tokens.color.background.alertError,
};

const Bar = styled.div<{ $type: AlertBarType; $inline: boolean }>`
  position: ${({ $inline }) => ($inline ? 'relative' : 'fixed')};
  inset-block-start: ${({ $inline }) => ($inline ? 'auto' : tokens.space.md)};
  inset-inline: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  inline-size: fit-content;
  max-inline-size: min(640px, calc(100% - 2 * ${tokens.space.md}));
  margin-inline: auto;
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md} ${tokens.space.sm};
  border-radius: ${tokens.radius.md};
  background: ${({ $type }) => ALERT_BACKGROUND[$type]};
  color: ${tokens.color.text.inverse};
  box-shadow: 0 2px 8px rgba(21, 20, 26, 0.25);
  @media (forced-colors: active) {
    border: 2px solid CanvasText;
  }
`;

const Close = styled.button`
  display: inline-flex;
  padding: ${tokens.space.xs};
  border: none;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &[data-focus-visible] {
    outline: 2px solid ${tokens.color.text.inverse};
  }
  @media (forced-colors: active) {
    color: ButtonText;
  }
`;

/** A short-lived message about the last action, at the top of the page. */
export function AlertBar({ type, children, visible = true, onDismiss, inline = false, className }: AlertBarProps) {
  const { l10n } = useLocalization();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress: onDismiss, 'aria-label': l10n.getString('alert-bar-close') }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  if (!visible) return null;
  return (
    <Bar
      role={type === 'error' ? 'alert' : 'status'}
      aria-live={type === 'error' ? 'assertive' : 'polite'}
      className={className}
      data-type={type}
      $type={type}
      $inline={inline}
    >
      <span>{children}</span>
      {onDismiss && (
        <Close {...mergeProps(buttonProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined}>
          <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 4l12 12M16 4 4 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Close>
      )}
    </Bar>
  );
}
