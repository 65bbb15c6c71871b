import { useLocalization } from '@fluent/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the dialog asks to close (Escape, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, which is also its accessible name. */
  title: ReactNode;
  /** A short explanation under the title, used as the accessible description. */
  description?: ReactNode;
  /** The body and the actions. */
  children?: ReactNode;
}

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 20;
  background: ${tokens.color.background.overlay};
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  inset-block-start: 50%;
  inset-inline-start: 50%;
  z-index: 21;
  translate: -50% -50%;
  inline-size: min(480px, calc(100vw - 2 * ${tokens.space.md}));
  max-block-size: calc(100vh - 2 * ${tokens.space.md});
  overflow: auto;
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family};
  text-align: start;
  box-shadow: 0 8px 32px rgba(21, 20, 26, 0.3);
  &:dir(rtl) {
    translate: 50% -50%;
  }
  @media (forced-colors: active) {
    border: 2px solid CanvasText;
  }
`;

const Title = styled(RadixDialog.Title)`
  margin-block: 0 ${tokens.space.sm};
  padding-inline-end: ${tokens.space.xl};
  font-size: ${tokens.font.size.lg};
`;

const Description = styled(RadixDialog.Description)`
  margin-block: 0 ${tokens.space.md};
  color: ${tokens.color.text.secondary};
`;

const Close = styled(RadixDialog.Close)`
  position: absolute;
  inset-block-start: ${tokens.space.sm};
  inset-inline-end: ${tokens.space.sm};
  display: inline-flex;
  padding: ${tokens.space.sm};
  border: none;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.text.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
  }
  @media (forced-colors: active) {
    color: ButtonText;
  }
`;

/**
 * A modal dialog on Radix: focus is trapped inside while it is open, Escape
 * closes it, and focus returns to where it was when it opened.
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const { l10n } = useLocalization();
  // Radix returns focus to its own trigger; a dialog opened from any control
  // returns focus to whatever had it when the dialog opened.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnTo.current?.focus();
          }}
        >
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          {children}
          <Close aria-label={l10n.getString('dialog-close')}>
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4 4 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Close>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
