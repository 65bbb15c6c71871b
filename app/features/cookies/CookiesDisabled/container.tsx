// The cookies-disabled screen's behaviour: 'Try again' checks the browser's
// storage and cookies, then goes back in history or shows the error. It needs
// none of the app's services, which do not exist while storage is off.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_COOKIES_SUPPORT_URL, readConfig } from '../../../lib/config';
import { appMetrics } from '../../../lib/metrics';
import { CookiesDisabledPage } from './CookiesDisabledPage';
import { COOKIES_DISABLED_VIEW, cookiesRetryOutcome } from '../retry';
import type { BrowserStorageEnvironment, CookiesMessage, CookiesMetricsEvent } from '../retry';

/**
 * The configured support article on enabling cookies and local storage. The
 * screen works without the app's services, so it reads the page's
 * configuration itself, and falls back to the default article when that is
 * missing or unreadable.
 */
export function cookiesSupportUrl(doc: Pick<Document, 'querySelector'> = document): string {
  try {
    const url = readConfig(doc).support.cookiesUrl;
    return typeof url === 'string' && /^https?:\/\//.test(url) ? url : DEFAULT_COOKIES_SUPPORT_URL;
  } catch {
    return DEFAULT_COOKIES_SUPPORT_URL;
  }
}

function browserEnvironment(search: string): BrowserStorageEnvironment {
  return {
    cookieEnabled: navigator.cookieEnabled,
    getLocalStorage: () => window.localStorage,
    getSessionStorage: () => window.sessionStorage,
    search,
  };
}

export interface CookiesDisabledContainerProps {
  /**
   * Told of each metrics event of the screen ('cookies-disabled.try-again-submit',
   * '…-success', '…-fail'). @default the app's metrics client
   */
  onMetricsEvent?: (event: CookiesMetricsEvent) => void;
  /** Reads the browser when 'Try again' is pressed. @default the window's storage and navigator.cookieEnabled */
  environment?: (search: string) => BrowserStorageEnvironment;
  /** The 'Learn more' article. @default the configuration's support.cookiesUrl */
  supportUrl?: string;
}

const logToAppMetrics = (event: CookiesMetricsEvent) => appMetrics().log(event);

export function CookiesDisabledContainer({
  onMetricsEvent = logToAppMetrics,
  environment = browserEnvironment,
  supportUrl: givenSupportUrl,
}: CookiesDisabledContainerProps) {
  const [supportUrl] = useState(() => givenSupportUrl ?? cookiesSupportUrl());
  const { search } = useLocation();
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const [error, setError] = useState<CookiesMessage>();
  const [failures, setFailures] = useState(0);

  const onTryAgain = () => {
    // A second press while history goes back would go back once more.
    if (retrying) return;
    onMetricsEvent(`${COOKIES_DISABLED_VIEW}.try-again-submit`);
    const outcome = cookiesRetryOutcome(environment(search));
    onMetricsEvent(outcome.event);
    if (outcome.kind === 'go-back') {
      setError(undefined);
      setRetrying(true);
      void navigate(outcome.steps);
      return;
    }
    setError(outcome.error);
    setFailures((count) => count + 1);
  };

  return (
    <CookiesDisabledPage supportUrl={supportUrl} retrying={retrying} error={error} errorKey={failures} onTryAgain={onTryAgain} />
  );
}
