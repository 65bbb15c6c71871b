// What a page logs that a suite treats as a problem: its console's errors and
// warnings, each as "type: text (where)", and what it throws, as "uncaught: …".
import type { ConsoleMessage, Page } from '@playwright/test';

function describe(message: ConsoleMessage): string {
  const where = message.location().url;
  return `${message.type()}: ${message.text()}${where ? ` (${where})` : ''}`;
}

/** Adds to `logged` every error or warning `page` logs and everything it throws; the returned function stops. */
export function keepConsoleProblems(page: Page, logged: string[]): () => void {
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(describe(message));
  };
  const onError = (error: Error) => logged.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  };
}
