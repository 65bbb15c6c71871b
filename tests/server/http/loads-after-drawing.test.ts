// A page drawn on the server names the app's module scripts and preloads after
// the drawing, at the end of its body, so that on a slow connection the page's
// own bytes are not shared with script downloads before the first paint. The
// head keeps everything the first paint needs: its inline script and styles.
import { describe, expect, it } from 'vitest';
import { loadsAfterDrawing } from '../../../server/http/ssr';

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <title>Enter your email</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" href="/assets/fonts-C3.css">
    <style nonce="n">h1{margin:0}</style>
    <script>document.documentElement.dataset.checked = '';</script>
  </head>
  <body>
    <div id="root" data-server-rendered><h1>Enter your email</h1></div>
  </body>
</html>`;

const LINKS = '<link rel="modulepreload" crossorigin href="/assets/entry-D4.js">\n<link rel="preload" as="fetch" crossorigin href="/settings/locales/en/app.ftl">';

function parts(html: string): { head: string; body: string } {
  const end = html.indexOf('</head>');
  return { head: html.slice(0, end), body: html.slice(end) };
}

describe('loadsAfterDrawing', () => {
  it('moves the module script and preloads after the drawing, in their order, with the given links last', () => {
    const { head, body } = parts(loadsAfterDrawing(PAGE, LINKS));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"|rel="preload"/);
    const drawing = body.indexOf('<h1>Enter your email</h1>');
    const script = body.indexOf('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    const react = body.indexOf('href="/assets/react-B2.js"');
    const entry = body.indexOf('href="/assets/entry-D4.js"');
    const fluent = body.indexOf('href="/settings/locales/en/app.ftl"');
    expect(drawing).toBeGreaterThan(0);
    expect([drawing, script, react, entry, fluent]).toEqual([...[drawing, script, react, entry, fluent]].sort((a, b) => a - b));
    expect(body.indexOf('</body>')).toBeGreaterThan(fluent);
  });

  it('leaves in the head what the first paint needs: the inline script, styles and style sheets', () => {
    const { head } = parts(loadsAfterDrawing(PAGE, LINKS));
    expect(head).toContain(`<script>document.documentElement.dataset.checked = '';</script>`);
    expect(head).toContain('<style nonce="n">h1{margin:0}</style>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/fonts-C3.css">');
  });

  it('names each tag once', () => {
    const html = loadsAfterDrawing(PAGE, LINKS);
    expect(html.match(/src="\/assets\/index-A1\.js"/g)).toHaveLength(1);
    expect(html.match(/href="\/assets\/react-B2\.js"/g)).toHaveLength(1);
    expect(html.match(/href="\/assets\/entry-D4\.js"/g)).toHaveLength(1);
  });

  it('leaves a page without a head or a body as it is', () => {
    expect(loadsAfterDrawing('<p>no document</p>', LINKS)).toBe('<p>no document</p>');
  });
});
