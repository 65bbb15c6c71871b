// The served page of a server-drawn address with its drawing taken out, as
// the app would get it without server rendering: the root comes empty and the
// app draws the page alone. The server names the app's scripts and preloads
// after the drawing (loadsAfterDrawing), so they are kept after the root.
const DRAWN_ROOT = /<div id="root"[^>]*>[\s\S]*<\/div>(\s*(?:<script type="module"[^>]*><\/script>|<link [^>]*>|\s)*<\/body>)/;

/** `html` with an empty root; throws when it holds no drawn root, so a test cannot compare a drawn page with itself. */
export function withoutDrawing(html: string): string {
  if (!DRAWN_ROOT.test(html)) throw new Error('the served page has no drawn root to take out');
  return html.replace(DRAWN_ROOT, '<div id="root"></div>$1');
}
