import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export const STATUS_ICON_KINDS = [
  'alert',
  'attention',
  'warning',
  'backup-codes-enabled',
  'backup-codes-disabled',
  'recovery-sms-enabled',
  'recovery-sms-disabled',
  'enabled',
  'success',
  'check',
  'close',
  'error',
  'information',
  'lightbulb',
] as const;

export type StatusIconKind = (typeof STATUS_ICON_KINDS)[number];

export interface StatusIconProps {
  /** Which icon, and so which accessible name. */
  kind: StatusIconKind;
  /** Hides the icon from assistive technology when text beside it says the same. @default false */
  decorative?: boolean;
  /** Width and height in pixels. @default 20 */
  size?: number;
  className?: string;
}

const danger = tokens.color.text.danger;
const success = tokens.color.border.success;
const info = tokens.color.border.info;
const warning = tokens.color.border.warning;
const muted = tokens.color.text.secondary;

const mark = (d: string) => <path d={d} fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />;
const disc = (fill: string, inner: ReactNode) => (
  <>
    <circle cx="10" cy="10" r="9" fill={fill} />
    {inner}
  </>
);

const ICONS: Record<StatusIconKind, ReactNode> = {
  alert: disc(danger, mark('M10 5v6M10 14.5v.5')),
  attention: disc(warning, mark('M10 5v6M10 14.5v.5')),
  warning: (
    <>
      <path d="M10 1.5 19 18H1z" fill={warning} strokeLinejoin="round" />
      {mark('M10 7.5v5M10 15v.5')}
    </>
  ),
  'backup-codes-enabled': (
    <>
      <rect x="2" y="3" width="16" height="14" rx="2" fill={success} />
      {mark('M6 10l3 3 5-6')}
    </>
  ),
  'backup-codes-disabled': (
    <>
      <rect x="2" y="3" width="16" height="14" rx="2" fill={muted} />
      {mark('M7 7l6 6M13 7l-6 6')}
    </>
  ),
  'recovery-sms-enabled': (
    <>
      <rect x="5" y="1" width="10" height="18" rx="2" fill={success} />
      {mark('M7.5 10l2 2 3.5-4')}
    </>
  ),
  'recovery-sms-disabled': (
    <>
      <rect x="5" y="1" width="10" height="18" rx="2" fill={muted} />
      {mark('M8 8l4 4M12 8l-4 4')}
    </>
  ),
  enabled: disc(success, mark('M6 10.5l2.5 2.5 5.5-6')),
  success: disc(success, mark('M6 10.5l2.5 2.5 5.5-6')),
  check: <path d="M3 10.5l4.5 4.5L17 5" fill="none" stroke={success} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />,
  close: <path d="M4 4l12 12M16 4 4 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  error: disc(danger, mark('M7 7l6 6M13 7l-6 6')),
  information: disc(info, mark('M10 9v6M10 5.5v.5')),
  lightbulb: (
    <>
      <path d="M10 1.5a6 6 0 0 0-3.5 10.9V15h7v-2.6A6 6 0 0 0 10 1.5z" fill={tokens.color.illustration.warm} stroke={muted} />
      <path d="M7.5 17.5h5" stroke={muted} strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
};

const Svg = styled.svg`
  flex-shrink: 0;
  vertical-align: middle;
  @media (forced-colors: active) {
    * {
      fill: CanvasText;
      stroke: Canvas;
    }
  }
`;

/** A small status symbol with its own accessible name, or decorative beside text. */
export function StatusIcon({ kind, decorative = false, size = 20, className }: StatusIconProps) {
  const { l10n } = useLocalization();
  const label = decorative ? undefined : l10n.getString(`status-icons-${kind}`);
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative || undefined}
      focusable="false"
      className={className}
      data-kind={kind}
    >
      {ICONS[kind]}
    </Svg>
  );
}
