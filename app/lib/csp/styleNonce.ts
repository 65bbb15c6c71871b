// The page's style nonce, for the libraries that add <style> elements while
// the page runs. The server gives each page a nonce in its content security
// policy (style-src 'self' 'nonce-…') and in <meta property="csp-nonce">.
// styled-components reads that meta element itself; the scroll lock under
// every modal dialog and menu (react-remove-scroll, through
// react-style-singleton and get-nonce) reads webpack's global
// __webpack_nonce__, so the nonce is put there before anything is drawn.
// Without it the browser refuses the lock's style: the page behind an open
// dialog keeps scrolling and every dialog logs a policy violation.

declare global {
  var __webpack_nonce__: string | undefined;
}

/** The nonce of the page's policy, as the server put it in the document; undefined when there is none. */
export function pageStyleNonce(document: Document): string | undefined {
  // Browsers hide a nonce attribute's value once the policy is applied; the property keeps it.
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/** Gives the page's nonce to the libraries that add styles as the page runs. */
export function shareStyleNonce(document: Document): void {
  const nonce = pageStyleNonce(document);
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}
