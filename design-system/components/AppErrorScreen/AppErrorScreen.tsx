import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { StatusIcon } from '../StatusIcons';

export const APP_ERROR_VARIANTS = ['general', 'query-parameter-violation', 'invalid-session'] as const;
export type AppErrorVariant = (typeof APP_ERROR_VARIANTS)[number];

export interface AppErrorScreenProps {
  /** Which failure: a general error, invalid query parameters, or an unusable session. @default 'general' */
  variant?: AppErrorVariant;
  className?: string;
}

const STRINGS: Record<AppErrorVariant, { heading: string; message?: string }> = {
  general: { heading: 'app-error-screen-general-heading', message: 'app-error-screen-general-message' },
  'query-parameter-violation': { heading: 'app-error-screen-query-parameter-violation-heading' },
  'invalid-session': { heading: 'app-error-screen-invalid-session-heading', message: 'app-error-screen-invalid-session-message' },
};

const Card = styled.section`
  max-inline-size: 480px;
  margin-block: ${tokens.space.xxl};
  margin-inline: auto;
  padding: ${tokens.space.xl};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  text-align: center;
  box-shadow: 0 2px 12px rgba(21, 20, 26, 0.12);
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

const Heading = styled.h1`
  margin-block: ${tokens.space.md} ${tokens.space.sm};
  font-size: ${tokens.font.size.xl};
`;

const Message = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
`;

/** The screen shown when the app cannot go on. */
export function AppErrorScreen({ variant = 'general', className }: AppErrorScreenProps) {
  const { l10n } = useLocalization();
  const { heading, message } = STRINGS[variant];
  return (
    <Card className={className} aria-labelledby="app-error-screen-heading" data-variant={variant}>
      <StatusIcon kind="error" decorative size={40} />
      <Heading id="app-error-screen-heading">{l10n.getString(heading)}</Heading>
      {message && <Message>{l10n.getString(message)}</Message>}
    </Card>
  );
}
