// The first screen of the entry, sign-in and sign-up pages arrives drawn by
// the server, in the language the browser will show, and the app takes it
// over as it is: the page hydrated from the server's markup ends up exactly as
// the page the app draws by itself, in English and in Hebrew, and a refused
// query's error screen too. A visitor whose browser keeps something the server
// cannot see (a saved language without its cookie, a stored account) is never
// shown the server's drawing: the head script hides it before the first paint.
// A form typed into and sent before the app has loaded is not sent by the
// browser itself: the flow goes on, once hydrated, with what was typed.
import { createHash } from 'node:crypto';
import { FAILED_REQUEST, expect, test } from '../support/app/test';
import type { Page, Response } from '@playwright/test';
import { createAccount, signInBrowser } from '../support/app/accounts';
import { uniqueEmail } from '../support/app/outbox';
import { withoutDrawing } from '../support/app/drawing';

/** The example relying party every development server registers. */
const CLIENT_ID = '0123456789abcdef';
const EMAIL = encodeURIComponent('someone@example.com');
/** The example relying party's request: a public client, so with its PKCE challenge (a request that can succeed). */
const REQUEST = new URLSearchParams({ client_id: CLIENT_ID, scope: 'profile', state: 'drawn', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' }).toString();

const PAGES = [
  { name: 'entry', path: '/' },
  { name: 'OAuth entry', path: `/oauth?${REQUEST}` },
  { name: 'sign-in', path: `/signin?email=${EMAIL}` },
  { name: 'OAuth sign-in', path: `/oauth/signin?email=${EMAIL}&client_id=${CLIENT_ID}` },
  { name: 'sign-up', path: `/signup?email=${EMAIL}` },
  { name: 'OAuth sign-up', path: `/oauth/signup?email=${EMAIL}&client_id=${CLIENT_ID}` },
  { name: 'refused query', path: '/?redirect_to=nowhere' },
] as const;

const LOCALES = [
  { locale: 'en-US', lang: 'en-US', dir: 'ltr' },
  { locale: 'he', lang: 'he', dir: 'rtl' },
] as const;

/**
 * The root's content, one line per element and text: attributes sorted, style
 * attributes as the browser reads them, and the ids React and react-aria
 * generate numbered by first use (a hydrated page and a fresh one count them
 * differently, and the serialisation of the same markup differs in order).
 */
async function settledMarkup(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // The footer's language toggle is drawn once its own chunk is in, after the rest.
  await page.waitForFunction(() => {
    const footer = document.querySelector('#root footer');
    return !footer || footer.querySelector('[aria-haspopup="listbox"]') !== null;
  });
  const lines = await page.locator('#root').evaluate((root) => {
    const out: string[] = [];
    const walk = (node: Node, depth: number) => {
      const indent = ' '.repeat(depth);
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent) out.push(`${indent}"${node.textContent}"`);
        return;
      }
      if (!(node instanceof HTMLElement || node instanceof SVGElement)) return;
      const attributes = [...node.attributes]
        .map((attribute) => `${attribute.name}=${attribute.name === 'style' ? node.style.cssText : attribute.value}`)
        .sort();
      out.push(`${indent}<${node.tagName.toLowerCase()} ${attributes.join(' ')}>`);
      node.childNodes.forEach((child) => walk(child, depth + 1));
    };
    root.childNodes.forEach((child) => walk(child, 0));
    return out;
  });
  const ids = new Map<string, string>();
  return lines.map((line) =>
    line.replace(/react-aria\d*-/g, 'react-aria-').replace(/_[rR]_[0-9A-Za-z]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ids.get(id)!;
    }),
  );
}

/**
 * The page's content security policy allows what the server wrote inline and
 * nothing else: each inline script by its hash, each style element by the
 * response's nonce, each style attribute by its hash.
 */
async function expectInlineAllowed(response: Response): Promise<void> {
  const policy = (await response.headerValue('content-security-policy')) ?? '';
  const directive = (name: string) => policy.split(';').map((part) => part.trim().split(/\s+/)).find(([first]) => first === name)?.slice(1) ?? [];
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const html = await response.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(scripts.length, 'the head script').toBeGreaterThan(0);
  for (const script of scripts) expect(directive('script-src')).toContain(hash(script));
  expect(directive('script-src')).not.toContain("'unsafe-inline'");
  const nonce = directive('style-src').find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, 'a style nonce').toBeTruthy();
  for (const [tag] of html.matchAll(/<style[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);
  const attributes = [...new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')))];
  for (const value of attributes) expect(directive('style-src-attr')).toContain(hash(value));
}

/** Whether React has taken over the element (hydrated or drawn it). */
async function reactOwns(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

for (const { locale, lang, dir } of LOCALES) {
  test.describe(`server rendering (${locale})`, () => {
    // The refused query's page reports the refusal in the console on purpose.
    test.use({ locale, expectedConsole: [/QueryParameterViolation/] });

    for (const { name, path } of PAGES) {
      test(`the ${name} page hydrates into what the app draws`, async ({ page, browser }) => {
        const response = await page.goto(path);
        const served = (await response!.text()).replace(/\s+/g, ' ');
        // The server drew the page, in the browser's language, and the app hydrated it.
        expect(served).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}"`));
        expect(served).toMatch(/<div id="root" data-server-rendered[^>]*><[a-z]/);
        // The app's scripts and preloads come after the drawing, so that the page's own bytes have
        // the connection to themselves (see loadsAfterDrawing); the head script stays in the head.
        const head = served.slice(0, served.indexOf('</head>'));
        expect(head).not.toMatch(/<script type="module"|<link rel="(modulepreload|preload)"/);
        expect(head).toMatch(/<script>/);
        const tail = served.slice(served.indexOf('data-server-rendered'));
        expect(tail).toMatch(/<script type="module"[^>]* src="\/assets\/index-[^"]+\.js"><\/script>/);
        expect(tail).toMatch(/<link rel="preload" as="fetch" crossorigin href="[^"]+\.ftl">/);
        await expectInlineAllowed(response!);
        await reactOwns(page, '#root > *');
        await expect(page.locator('html')).not.toHaveAttribute('data-client-render');
        await expect(page.locator('#root')).toHaveAttribute('data-server-rendered');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const hydrated = await settledMarkup(page);

        // The same page drawn by the app alone, from an empty root.
        const fresh = await browser.newContext({ locale });
        try {
          const drawn = await fresh.newPage();
          await drawn.route(
            (url) => url.pathname === new URL(path, 'http://x').pathname,
            async (route) => {
              const original = await route.fetch();
              await route.fulfill({ response: original, body: withoutDrawing(await original.text()) });
            },
          );
          await drawn.goto(path);
          // The root came empty: the app drew this page alone.
          await expect(drawn.locator('#root')).not.toHaveAttribute('data-server-rendered');
          await reactOwns(drawn, '#root > *');
          // Drawn alone, the app asks for what the server knew (the relying party's name) once its
          // code has run; on a busy machine that can come after the network was first quiet.
          await expect
            .poll(() => settledMarkup(drawn), { message: 'the page drawn by the app alone ends up as the hydrated one' })
            .toEqual(hydrated);
        } finally {
          await fresh.close();
        }
      });
    }
  });
}

test.describe('stored state the server cannot see', () => {
  // The app's own code is refused on purpose, and the browser logs each refused file.
  test.use({ locale: 'en-US', expectedConsole: [FAILED_REQUEST] });

  /** Loads `path` with the app's own code refused: what shows is the server's page and the head script alone. */
  async function withoutApp(page: Page, path: string): Promise<void> {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(path);
    await page.unroute(/\/assets\/.*\.js$/);
  }

  test('a saved language without its cookie hides the drawing; the cookie is then renewed', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('orbit-settings-locale', 'he'));
    await context.clearCookies();

    await withoutApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('html')).toHaveAttribute('data-client-render');
    await expect(page.locator('#root')).toBeHidden();
    // The head script repeated the saved language in the cookie, so the next page arrives in it.
    expect((await context.cookies()).find((cookie) => cookie.name === 'orbit-locale')?.value).toBe('he');

    await withoutApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).not.toHaveAttribute('data-client-render');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/');
    await reactOwns(page, '#root > *');
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('choosing a language writes the cookie the server reads', async ({ page, context }) => {
    await page.goto('/');
    await reactOwns(page, '#root > *');
    await page.evaluate(() => localStorage.removeItem('orbit-settings-locale'));
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'orbit-locale')).toBe(false);
    await page.getByRole('contentinfo').getByRole('button', { name: /Select language/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: /^\u2068?עברית/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    expect((await context.cookies()).find((cookie) => cookie.name === 'orbit-locale')?.value).toBe('he');
    const response = await page.request.get('/signup?email=someone%40example.com');
    expect(await response.text()).toMatch(/<html lang="he" dir="rtl"/);
  });

  test('a stored account hides the sign-in drawing that lacks its address, and the app shows it', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!, 'ssr-stored');
    await signInBrowser(page, account);
    await withoutApp(page, '/signin');
    await expect(page.locator('html')).toHaveAttribute('data-client-render');
    await expect(page.locator('#root')).toBeHidden();

    await page.goto('/signin');
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-client-render');
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  });

  test('a reload after moving inside the app draws in the browser, with the state the move left', async ({ page }) => {
    await page.goto('/');
    await reactOwns(page, '#root > *');
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Sign up or sign in' }).click();
    await expect(page).toHaveURL(/\/signup/);
    await page.reload();
    await expect(page.getByText('someone@example.com')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  });
});

test.describe('a form used before the app has loaded', () => {
  test.use({ locale: 'en-US' });

  /**
   * Opens `path` with the app's entry script held back until the returned
   * function is called: what shows meanwhile is the server's page alone.
   * Every document the page loads is recorded in `documents`.
   */
  async function openHeld(page: Page, path: string, documents: string[]): Promise<() => void> {
    const served = await (await page.request.get(path)).text();
    const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(served)?.[1];
    expect(entry, 'the page names its entry script').toBeTruthy();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === entry,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    // Module scripts run before DOMContentLoaded: only the response is waited for.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-client-render');
    return release;
  }

  const WAYS = [
    { name: 'Enter in the field', send: (page: Page) => page.getByRole('textbox', { name: 'Email' }).press('Enter'), before: true },
    { name: 'a press of the button', send: (page: Page) => page.getByRole('button', { name: 'Sign up or sign in' }).click(), before: true },
    { name: 'a press of the button once the app has loaded', send: (page: Page) => page.getByRole('button', { name: 'Sign up or sign in' }).click(), before: false },
  ] as const;

  for (const { name, send, before } of WAYS) {
    test(`an email typed before hydration and sent by ${name} goes on to sign-up, with the page's query`, async ({ page }) => {
      const email = uniqueEmail('early');
      const documents: string[] = [];
      const release = await openHeld(page, '/?utm_source=e2e', documents);
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      if (before) await send(page);
      // Nothing was sent by the browser itself: the page is still the one opened.
      expect(new URL(page.url()).search).toBe('?utm_source=e2e');
      release();
      await reactOwns(page, '#root > *');
      if (!before) await send(page);

      // The app's own move, which keeps the page's query and adds the address to it.
      await expect(page).toHaveURL(
        (url) => url.pathname === '/signup' && url.searchParams.get('utm_source') === 'e2e' && url.searchParams.get('email') === email,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      // The only document loaded is the first: the flow went on inside the app.
      expect(documents).toEqual([new URL('/?utm_source=e2e', page.url()).href]);
    });
  }
});
