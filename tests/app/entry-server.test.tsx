// The server's rendering entry: which pages it draws, in which language (the
// saved preference's cookie first, then Accept-Language, then English), with
// the styles and title of the page, what it read from storage and assumed,
// and a refused query drawn as the app's error screen.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render } from '../../app/entry-server';
import type { RenderRequest } from '../../app/entry-server';
import { DEFAULT_CONFIG } from '../../app/lib/config';

const config = encodeURIComponent(JSON.stringify({ ...DEFAULT_CONFIG, featureFlags: { ...DEFAULT_CONFIG.featureFlags, showLocaleToggle: true } }));

/** The locale files as the build serves them (the source folder holds the same files). */
async function readLocaleFile(locale: string, bundle: string): Promise<string | undefined> {
  const file = `locales/${locale}/${bundle}.ftl`;
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function request(path: string, options: Partial<RenderRequest> = {}): RenderRequest {
  return { url: `https://accounts.example${path}`, config, languages: [], cookie: undefined, readLocaleFile, ...options };
}

describe('the rendering entry', () => {
  it('draws the entry page in English with its styles, title and what it read', async () => {
    const page = await render(request('/'));
    expect(page).toBeDefined();
    expect(page!.locale).toBe('en');
    expect(page!.dir).toBe('ltr');
    expect(page!.html).toContain('<h1');
    expect(page!.html).toContain('Enter your email');
    expect(page!.html).toContain('id="entry-email"');
    expect(page!.title).toBe('Enter your email | Orbit accounts');
    expect(page!.styles).toMatch(/^<style[^>]*data-styled/);
    // Nothing in storage was assumed but absent: the language preference, the one-shot message and
    // the current account (a browser signed in is offered 'Continue as', so it draws the page itself).
    expect(page!.reads.local).toEqual({ 'orbit-settings-locale': null, '__orbit_storage.currentAccountUid': null });
    expect(page!.reads.session).toEqual({ '__orbit_session.alertText': null });
    expect(page!.routeError).toBeUndefined();
    // The footer's language toggle is added in the browser only.
    expect(page!.html).not.toContain('listbox');
  });

  it('draws in the language Accept-Language asks for, right to left for Hebrew', async () => {
    const page = await render(request('/signin?email=someone%40example.com', { languages: ['he-IL', 'en'] }));
    expect(page!.locale).toBe('he');
    expect(page!.dir).toBe('rtl');
    expect(page!.html).toContain('someone@example.com');
    expect(page!.title).toContain('Orbit');
    expect(page!.html).not.toContain('Enter your password');
  });

  it('prefers the saved language of the cookie to Accept-Language, and records it as assumed', async () => {
    const page = await render(request('/signup?email=someone%40example.com', { languages: ['he'], cookie: 'other=1; orbit-locale=de' }));
    expect(page!.locale).toBe('de');
    expect(page!.reads.local['orbit-settings-locale']).toBe('de');
  });

  it('ignores a cookie that is not a locale code, and an unsupported one falls back to the languages', async () => {
    expect((await render(request('/', { languages: ['fr'], cookie: 'orbit-locale=%3Cscript%3E' })))!.locale).toBe('fr');
    expect((await render(request('/', { languages: ['fr'], cookie: 'orbit-locale=xx-YY' })))!.locale).toBe('fr');
    expect((await render(request('/', { languages: ['xx'] })))!.locale).toBe('en');
  });

  it('records the stored account a sign-in page without an address reads', async () => {
    const page = await render(request('/signin'));
    expect(page!.reads.local).toHaveProperty('__orbit_storage.currentAccountUid', null);
  });

  it('draws a refused query as the error screen of the route', async () => {
    const page = await render(request('/?redirect_to=nowhere'));
    expect(page!.routeError).toBe('query-parameter-violation');
    expect(page!.html).toContain('data-variant="query-parameter-violation"');
    expect(page!.title).toBe('Orbit accounts');
  });

  it('leaves every other page to the browser', async () => {
    for (const path of ['/settings', '/confirm_signup_code', '/no/such/page', '/signin_token_code']) {
      expect(await render(request(path))).toBeUndefined();
    }
  });
});
