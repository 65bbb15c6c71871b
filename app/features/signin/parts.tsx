// Pieces every sign-in page shares: the card with its focusable heading, the
// error banner, and a one-code form.
import { useLocalization } from '@fluent/react';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Banner, Button, CodeField, Form, Layout, tokens } from '../../../design-system';
import type { ShownError } from './decisions';

const Heading = styled.h1`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.font.size.xl};
  line-height: 1.3;
  text-align: center;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  & > a,
  & > div > a,
  & > button[data-variant='link'],
  & > div > button[data-variant='link'] {
    display: inline-flex;
    align-items: center;
    align-self: center;
    min-block-size: 24px;
  }
`;

export const Text = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  overflow-wrap: anywhere;
`;

/** Secondary actions under a form, spaced so each is at least a 24px target. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.md};
`;

const Subheading = styled.p`
  margin: calc(-1 * ${tokens.space.sm}) 0 ${tokens.space.md};
  color: ${tokens.color.text.secondary};
  text-align: center;
  overflow-wrap: anywhere;
`;

/**
 * The frame of a sign-in page: the card and its only h1, which takes focus
 * after a route change, and an optional line under it (in an OAuth flow,
 * 'to continue to {serviceName}').
 */
export function SigninCard({ heading, subheading, children }: { heading: ReactNode; subheading?: ReactNode; children: ReactNode }) {
  return (
    <Layout>
      <Heading tabIndex={-1}>{heading}</Heading>
      {subheading && <Subheading id="signin-subheading">{subheading}</Subheading>}
      <Stack>{children}</Stack>
    </Layout>
  );
}

/** A localized error, or nothing. */
export function useErrorText(): (error: ShownError | undefined) => string | undefined {
  const { l10n } = useLocalization();
  return (error) => (error ? l10n.getString(error.ftlId, error.args) : undefined);
}

/** An error banner for failures that are not about one field (announced assertively). */
export function ErrorBanner({ error }: { error?: ShownError }) {
  const text = useErrorText()(error);
  return text ? <Banner type="error" description={text} /> : null;
}

export interface CodeFormProps {
  /** The field's visible label. */
  label: string;
  /** The code typed so far; kept after a failed submit. */
  code: string;
  onCodeChange: (code: string) => void;
  /** Digits (numeric keypad) or letters and digits (backup codes, unblock codes). */
  kind: 'digits' | 'alphanumeric';
  maxLength: number;
  /** A wrong code, shown under the field. */
  codeError?: ShownError;
  submitting: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** Field id, prefixed `signin-`. */
  id: string;
}

/** One code field and its submit button. */
export function CodeForm({ label, code, onCodeChange, kind, maxLength, codeError, submitting, submitLabel, onSubmit, id }: CodeFormProps) {
  const errorText = useErrorText()(codeError);
  return (
    <Form onSubmit={() => onSubmit()}>
      <Stack>
        <CodeField
          id={id}
          name="code"
          label={label}
          kind={kind}
          maxLength={maxLength}
          value={code}
          onChange={onCodeChange}
          errorMessage={errorText}
          isRequired
        />
        <Button id={`${id}-submit`} type="submit" fullWidth isPending={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Form>
  );
}

export interface FlowLinkProps {
  id: string;
  href: string;
  /** Follows the link inside the app (no page load); a plain link without it. */
  onNavigate?: (href: string) => void;
  children: ReactNode;
}

/** A link to another step of the flow; a modified click (new tab, new window) stays the browser's. */
export function FlowLink({ id, href, onNavigate, children }: FlowLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a id={id} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
