// A legal document's page: its heading, then the document drawn from
// markdown, a spinner while it is fetched, or why it could not be got
// (errno 1006 for the privacy notice, 1007 for the terms, with the failure's
// own message when a call failed) with a retry.
import { useLocalization } from '@fluent/react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Banner, Button, ButtonGroup, CardHeader, Layout, Link, LoadingSpinner, tokens } from '../../../../design-system';
import type { LegalDocName } from '../../../api';
import { useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';

// The markdown renderer is only fetched when a document is there to show.
const LegalMarkdown = lazy(async () => ({ default: (await import('./LegalMarkdown')).LegalMarkdown }));

const Article = styled.article`
  inline-size: 100%;
  max-inline-size: 720px;
  margin-inline: auto;
  padding: ${tokens.space.xl};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  box-shadow: 0 2px 12px rgba(21, 20, 26, 0.12);
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

export type LegalDocPageProps =
  | { doc: LegalDocName; status: 'loading' }
  | {
      doc: LegalDocName;
      status: 'error';
      onRetry: () => void;
      retrying?: boolean;
      /** Why the last call failed (SPEC §8.1), when it failed rather than found nothing published. */
      cause?: ShownError;
    }
  | {
      doc: LegalDocName;
      status: 'ready';
      markdown: string;
      /** The locale the document is written in, which may differ from the page's. */
      locale: string;
      /** The writing direction of that locale. */
      dir: 'ltr' | 'rtl';
      /**
       * The language asked for, by its own name, when the document is not
       * published in it and is shown in another: said in a note above it.
       */
      missingIn?: string;
      /** The language the document is shown in, by its own name (for the note). */
      shownIn?: string;
    };

export const LEGAL_HEADINGS: Record<LegalDocName, string> = { privacy: 'legal-privacy-heading', terms: 'legal-terms-heading' };
export const LEGAL_ERRORS: Record<LegalDocName, string> = { privacy: 'auth-error-1006', terms: 'auth-error-1007' };

export function LegalDocPage(props: LegalDocPageProps) {
  const { l10n } = useLocalization();
  const errorText = useErrorText();
  const cause = props.status === 'error' ? errorText(props.cause) : undefined;
  const spinner = (
    <ButtonGroup align="column" spaced role="status" aria-label={l10n.getString('legal-loading')}>
      <LoadingSpinner />
    </ButtonGroup>
  );
  return (
    <Layout variant="wide">
      <Article aria-labelledby="legal-heading">
        <CardHeader variant="heading" heading={<span id="legal-heading">{l10n.getString(LEGAL_HEADINGS[props.doc])}</span>} />
        {props.status === 'loading' && spinner}
        {props.status === 'error' && (
          <ButtonGroup align="column" spaced>
            {cause ? (
              <Banner type="error" heading={l10n.getString(LEGAL_ERRORS[props.doc])} description={cause} />
            ) : (
              <Banner type="error" description={l10n.getString(LEGAL_ERRORS[props.doc])} />
            )}
            <Button id="legal-retry" variant="secondary" onPress={props.onRetry} isPending={props.retrying ?? false}>
              {l10n.getString('legal-retry')}
            </Button>
          </ButtonGroup>
        )}
        {props.status === 'ready' && props.missingIn && (
          <div id="legal-fallback-note">
            <Banner
              type="info"
              description={l10n.getString('legal-fallback-note', { requested: props.missingIn, shown: props.shownIn ?? props.locale })}
            />
          </div>
        )}
        {props.status === 'ready' && (
          <div lang={props.locale} dir={props.dir}>
            <Suspense fallback={spinner}>
              <LegalMarkdown markdown={props.markdown} />
            </Suspense>
          </div>
        )}
        <ButtonGroup align="start" spaced>
          <Link variant="standalone" href={PATHS.legal}>
            {l10n.getString('legal-back-link')}
          </Link>
        </ButtonGroup>
      </Article>
    </Layout>
  );
}
