// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cookiesSupportUrl } from '../../../../app/features/cookies/CookiesDisabled/container';
import { CONFIG_META_NAME, DEFAULT_COOKIES_SUPPORT_URL } from '../../../../app/lib/config';

function page(content: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('config');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', CONFIG_META_NAME);
    meta.setAttribute('content', content);
    doc.head.append(meta);
  }
  return doc;
}

const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("the cookies-disabled screen's 'Learn more' article (SPEC §2.4)", () => {
  it.each([
    { rule: 'the configured article', content: encoded({ support: { cookiesUrl: 'https://help.example.org/cookies' } }), url: 'https://help.example.org/cookies' },
    { rule: 'the default when the configuration names none', content: encoded({ env: 'dev' }), url: DEFAULT_COOKIES_SUPPORT_URL },
    { rule: 'the default when the page has no configuration', content: undefined, url: DEFAULT_COOKIES_SUPPORT_URL },
    { rule: 'the default when the configuration is unreadable', content: '%7Bnot json', url: DEFAULT_COOKIES_SUPPORT_URL },
    { rule: 'the default instead of a script URL', content: encoded({ support: { cookiesUrl: 'javascript:alert(1)' } }), url: DEFAULT_COOKIES_SUPPORT_URL },
  ])('$rule', ({ content, url }) => {
    expect(cookiesSupportUrl(page(content))).toBe(url);
  });
});
