import { useLocalization } from '@fluent/react';
import { useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import styled, { css } from 'styled-components';
import { tokens } from '../../tokens';
import { ExternalLink } from '../ExternalLink';
import { StatusIcon } from '../StatusIcons';
import type { StatusIconKind } from '../StatusIcons';

export type BannerType = 'error' | 'info' | 'success' | 'warning';

/** Props given to an app-provided link component, such as a router link. */
export interface BannerLinkComponentProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export interface BannerLink {
  /** The link's visible text. */
  label: ReactNode;
  /** Where it goes: an absolute URL for an external link, an app path for an internal one. */
  href: string;
  /** Opens in a new tab with the new-window notice. @default false */
  external?: boolean;
}

export interface BannerProps {
  /** The kind of message; error banners are announced assertively, the others politely. */
  type: BannerType;
  /** The fancy look of an info banner, for product announcements. @default false */
  fancy?: boolean;
  /** A short bold heading. */
  heading?: ReactNode;
  /** The message text. */
  description?: ReactNode;
  /** An optional link under the description. */
  link?: BannerLink;
  /** Renders internal links, so the app can pass its router's link; a plain anchor by default. */
  linkComponent?: ComponentType<BannerLinkComponentProps>;
  /** Shows a 'Close banner' button; called after the banner hides itself. */
  onDismiss?: () => void;
  /** Extra content under the description. */
  children?: ReactNode;
  className?: string;
}

const LOOK: Record<BannerType | 'fancy', { background: string; border: string; heading: string; icon: StatusIconKind }> = {
  error: { background: tokens.color.background.error, border: tokens.color.border.danger, heading: tokens.color.text.danger, icon: 'error' },
  info: { background: tokens.color.background.info, border: tokens.color.border.info, heading: tokens.color.text.primary, icon: 'information' },
  fancy: { background: tokens.color.background.fancy, border: tokens.color.border.fancy, heading: tokens.color.text.fancy, icon: 'lightbulb' },
  success: { background: tokens.color.background.success, border: tokens.color.border.success, heading: tokens.color.text.success, icon: 'success' },
  warning: { background: tokens.color.background.warning, border: tokens.color.border.warning, heading: tokens.color.text.warning, icon: 'attention' },
};

const Box = styled.div<{ $look: (typeof LOOK)['error']; $fancy: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md} ${tokens.space.sm};
  margin-block-end: ${tokens.space.md};
  border: 1px solid ${({ $look }) => $look.border};
  border-inline-start-width: 6px;
  border-radius: ${tokens.radius.md};
  background: ${({ $look }) => $look.background};
  color: ${tokens.color.text.primary};
  text-align: start;
  ${({ $fancy }) =>
    $fancy &&
    css`
      padding-block: ${tokens.space.md};
      font-size: ${tokens.font.size.md};
    `}
  > svg {
    margin-block-start: 2px;
  }
  a {
    color: ${tokens.color.text.link};
  }
`;

const Body = styled.div`
  flex: 1;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Heading = styled.p<{ $colour: string }>`
  margin: 0;
  font-weight: ${tokens.font.weight.bold};
  color: ${({ $colour }) => $colour};
`;

const Description = styled.p`
  margin: 0;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  padding: 0;
  border: none;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.text.primary};
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.08);
  }
  &[data-focus-visible] {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 0;
  }
  @media (forced-colors: active) {
    color: ButtonText;
  }
`;

function DismissButton({ onPress }: { onPress: () => void }) {
  const { l10n } = useLocalization();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress, 'aria-label': l10n.getString('banner-close') }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <CloseButton {...mergeProps(buttonProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined}>
      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M4 4l12 12M16 4 4 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </CloseButton>
  );
}

/**
 * A message at the top of a card. Errors use `role="alert"` (assertive),
 * other types `role="status"` (polite). The live region is rendered once with
 * its content, so re-renders with the same text are not announced again.
 */
export function Banner({
  type,
  fancy = false,
  heading,
  description,
  link,
  linkComponent: LinkComponent,
  onDismiss,
  children,
  className,
}: BannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const look = LOOK[type === 'info' && fancy ? 'fancy' : type];
  let renderedLink: ReactNode = null;
  if (link?.external) renderedLink = <ExternalLink href={link.href}>{link.label}</ExternalLink>;
  else if (link && LinkComponent) renderedLink = <LinkComponent href={link.href}>{link.label}</LinkComponent>;
  else if (link) renderedLink = <a href={link.href}>{link.label}</a>;
  return (
    <Box
      role={type === 'error' ? 'alert' : 'status'}
      aria-live={type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={className}
      data-type={type}
      data-fancy={fancy || undefined}
      $look={look}
      $fancy={fancy}
    >
      <StatusIcon kind={look.icon} decorative />
      <Body>
        {heading && <Heading $colour={look.heading}>{heading}</Heading>}
        {description && <Description>{description}</Description>}
        {children}
        {renderedLink && <Description>{renderedLink}</Description>}
      </Body>
      {onDismiss && (
        <DismissButton
          onPress={() => {
            setDismissed(true);
            onDismiss();
          }}
        />
      )}
    </Box>
  );
}
