// The deployment's cookies help article reaches the client configuration
// (SPEC §2.4 'Learn more', §3.15), and a value that is no web address stops
// the server at start instead of shipping a broken link.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { clientConfig } from '../../../server/http/client-config';
import { parseConfig } from '../../../app/lib/config';

const ORIGIN = 'http://127.0.0.1:3030';

describe('cookies support article in the client configuration', () => {
  it('is passed on when COOKIES_SUPPORT_URL is set', () => {
    const config = loadConfig({ COOKIES_SUPPORT_URL: 'https://help.example.org/cookies?lang=de' });
    expect(clientConfig(config, ORIGIN).support).toEqual({ cookiesUrl: 'https://help.example.org/cookies?lang=de' });
  });

  it('is left out when unset, so the app links its own default', () => {
    expect(clientConfig(loadConfig({}), ORIGIN)).not.toHaveProperty('support');
    expect(clientConfig(loadConfig({ COOKIES_SUPPORT_URL: '' }), ORIGIN)).not.toHaveProperty('support');
  });

  it.each(['javascript:alert(1)', 'help/cookies', 'ftp://files.example.org/cookies.txt', 'https://'])('refuses %s', (value) => {
    expect(() => loadConfig({ COOKIES_SUPPORT_URL: value })).toThrow(/COOKIES_SUPPORT_URL must be an http or https address/);
  });
});

describe('about page in the client configuration (SPEC §2.1: the header logo links to it)', () => {
  it('is passed on when ABOUT_URL is set, and the app links its logo to it', () => {
    const config = clientConfig(loadConfig({ ABOUT_URL: 'https://about.example.org/accounts' }), ORIGIN);
    expect(config.aboutUrl).toBe('https://about.example.org/accounts');
    expect(parseConfig(encodeURIComponent(JSON.stringify(config))).aboutUrl).toBe('https://about.example.org/accounts');
  });

  it('is left out when unset, and the logo links nowhere', () => {
    const config = clientConfig(loadConfig({}), ORIGIN);
    expect(config).not.toHaveProperty('aboutUrl');
    expect(parseConfig(encodeURIComponent(JSON.stringify(config))).aboutUrl).toBe('');
  });

  it('refuses a value that is no web address', () => {
    expect(() => loadConfig({ ABOUT_URL: 'javascript:alert(1)' })).toThrow(/ABOUT_URL must be an http or https address/);
  });
});
