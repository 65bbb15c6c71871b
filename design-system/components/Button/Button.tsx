import { useLocalization } from '@fluent/react';
import { createContext, useContext, useRef } from 'react';
import type { ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useHover } from 'react-aria';
import type { AriaButtonProps } from 'react-aria';
import styled, { css } from 'styled-components';
import { tokens } from '../../tokens';
import { LoadingSpinner } from '../LoadingSpinner';
import { useCmsColourSupport } from './cmsColourSupport';
import type { ButtonColours } from './contrast';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps<'button'>, 'children' | 'elementType'> {
  /** The label. @default 'Continue' */
  children?: ReactNode;
  /** How the button looks: a filled call to action, a quieter one, a link, or a destructive action. @default 'primary' */
  variant?: ButtonVariant;
  /** A relying party's background colour for a primary button; ignored when unsafe or unreadable. */
  cmsBackground?: string | null;
  /** Shows a spinner, marks the button busy and ignores presses while an action runs. @default false */
  isPending?: boolean;
  /** Stretches the button to the width of its container. @default false */
  fullWidth?: boolean;
  className?: string;
}

const filled = (background: string, hover: string, text: string) => css`
  background: ${background};
  color: ${text};
  border: 1px solid transparent;
  &[data-hovered] {
    background: ${hover};
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $cms?: ButtonColours; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-block-size: 44px;
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.lg};
  border-radius: ${tokens.radius.sm};
  font-family: ${tokens.font.family};
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight};
  text-align: center;
  cursor: pointer;
  transition: background-color ${tokens.motion.fast} ${tokens.motion.easing};

  ${({ $variant, $cms }) => {
    if ($variant === 'primary' && $cms) return filled($cms.background, $cms.background, $cms.text);
    if ($variant === 'primary')
      return filled(tokens.color.background.primary, tokens.color.background.primaryHover, tokens.color.text.inverse);
    if ($variant === 'danger')
      return filled(tokens.color.background.danger, tokens.color.background.dangerHover, tokens.color.text.inverse);
    if ($variant === 'secondary')
      return filled(tokens.color.background.secondary, tokens.color.background.secondaryHover, tokens.color.text.primary);
    return css`
      min-block-size: auto;
      padding: 0;
      background: none;
      border: none;
      color: ${tokens.color.text.link};
      font-weight: ${tokens.font.weight.regular};
      text-decoration: underline;
      &[data-hovered] {
        color: ${tokens.color.text.linkHover};
      }
    `;
  }}

  &[data-focus-visible] {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[data-pending] {
    cursor: progress;
  }
  &[data-pending] > .button-label {
    opacity: 0;
  }

  @media (forced-colors: active) {
    border: 1px solid ButtonText;
    &[data-disabled] {
      border-color: GrayText;
      color: GrayText;
    }
  }
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * A button built on react-aria (press, keyboard and focus behaviour), in four
 * looks. While pending it stays focusable, is marked busy and shows a spinner.
 */
const CmsButtonContext = createContext<string | null | undefined>(undefined);

export interface CmsButtonProviderProps {
  /** A relying party's primary button colour for every primary Button below that is given none. */
  background: string | null | undefined;
  children?: ReactNode;
}

/** Gives the primary buttons of a branded page the relying party's colour, once for the whole page. */
export function CmsButtonProvider({ background, children }: CmsButtonProviderProps) {
  return <CmsButtonContext.Provider value={background}>{children}</CmsButtonContext.Provider>;
}

export function Button({
  children,
  variant = 'primary',
  cmsBackground,
  isPending = false,
  fullWidth = false,
  className,
  ...rest
}: ButtonProps) {
  const { l10n } = useLocalization();
  const ref = useRef<HTMLButtonElement>(null);
  const pageBackground = useContext(CmsButtonContext);
  const background = cmsBackground === undefined && variant === 'primary' ? pageBackground : cmsBackground;
  // The theme's primary colours until the colour checks have loaded (cmsColourSupport.ts).
  const colourSupport = useCmsColourSupport(variant === 'primary' && Boolean(background));
  const cms = colourSupport?.cmsButtonColours(background);
  const inert = isPending || rest.isDisabled;
  const { buttonProps } = useButton(
    {
      ...rest,
      onPress: isPending ? undefined : rest.onPress,
      onPressStart: isPending ? undefined : rest.onPressStart,
      onPressEnd: isPending ? undefined : rest.onPressEnd,
      onPressUp: isPending ? undefined : rest.onPressUp,
      onPressChange: isPending ? undefined : rest.onPressChange,
      // A pending submit button must not submit the form again.
      type: isPending ? 'button' : rest.type,
    },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: inert });
  return (
    <StyledButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      aria-busy={isPending || undefined}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      data-disabled={rest.isDisabled || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={className}
      $variant={variant}
      $cms={cms}
      $fullWidth={fullWidth}
      data-variant={variant}
    >
      <span className="button-label">{children ?? l10n.getString('button-continue')}</span>
      {isPending && (
        <SpinnerSlot>
          <LoadingSpinner size={20} colour={variant === 'primary' || variant === 'danger' ? 'white' : 'blue'} />
        </SpinnerSlot>
      )}
    </StyledButton>
  );
}
