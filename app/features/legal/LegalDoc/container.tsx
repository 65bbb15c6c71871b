// /legal/privacy, /legal/terms and their /{locale}/… forms: fetches the
// document in the locale of the path (or the page's own) and shows it, or
// errno 1006 / 1007 with a retry when it cannot be got or is not published.
// The whole page, its title and <html lang dir> included, is drawn in the
// language asked for while the document loads, and then in the document's
// own, with a note when that is not the language asked for.
import { useLocalization } from '@fluent/react';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { directionOf } from '../../../../design-system/l10n';
import type { LegalDoc, LegalDocName } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { InLocale, languageName, negotiateLocale, useLocale } from '../../../lib/l10n';
import { usePageTitle } from '../../../lib/page';
import { LEGAL_HEADINGS, LegalDocPage } from './LegalDocPage';
import type { LegalDocPageProps } from './LegalDocPage';

/** A locale tag as the server accepts it. */
const LOCALE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

type State = { status: 'loading' } | { status: 'error'; retrying: boolean; cause?: ShownError } | { status: 'ready'; doc: LegalDoc };

function LegalDocContainer({ doc }: { doc: LegalDocName }) {
  const { api } = useAppServices();
  const { locale: pageLocale } = useLocale();
  const { locale: pathLocale } = useParams();
  const locale = pathLocale && pathLocale.length <= 16 && LOCALE_TAG.test(pathLocale) ? pathLocale : pageLocale;
  // The interface's locale nearest the one asked for, and nearest the document's.
  const asked = negotiateLocale({ saved: locale });
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    api.getLegalDoc(doc, locale).then(
      (answer) => {
        if (!active) return;
        // A document published in no locale is as unavailable as a failed call.
        setState(answer.markdown.trim() === '' ? { status: 'error', retrying: false } : { status: 'ready', doc: answer });
      },
      (failure: unknown) => {
        if (active) setState({ status: 'error', retrying: false, cause: shownError(failure) });
      },
    );
    return () => {
      active = false;
    };
  }, [api, doc, locale, attempt]);

  const retry = useCallback(() => {
    setState((current) => ({ status: 'error', retrying: true, ...(current.status === 'error' && current.cause ? { cause: current.cause } : {}) }));
    setAttempt((n) => n + 1);
  }, []);

  let page: LegalDocPageProps = { doc, status: 'loading' };
  let drawnIn = asked;
  if (state.status === 'ready') {
    const written = state.doc.locale;
    drawnIn = negotiateLocale({ saved: written });
    const missing = language(written) !== language(asked);
    page = {
      doc,
      status: 'ready',
      markdown: state.doc.markdown,
      locale: written,
      dir: directionOf(written),
      ...(missing ? { missingIn: languageName(asked).nativeName, shownIn: languageName(drawnIn).nativeName } : {}),
    };
  } else if (state.status === 'error') {
    page = { doc, status: 'error', onRetry: retry, retrying: state.retrying, ...(state.cause ? { cause: state.cause } : {}) };
  }
  return (
    <InLocale locale={drawnIn} wholePage>
      <TitledLegalDoc {...page} />
    </InLocale>
  );
}

function language(locale: string): string {
  return locale.split('-')[0] ?? locale;
}

/** The page, titled in the language it is drawn in. */
function TitledLegalDoc(props: LegalDocPageProps) {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString(LEGAL_HEADINGS[props.doc]));
  return <LegalDocPage {...props} />;
}

export function PrivacyContainer() {
  return <LegalDocContainer doc="privacy" />;
}

export function TermsContainer() {
  return <LegalDocContainer doc="terms" />;
}
