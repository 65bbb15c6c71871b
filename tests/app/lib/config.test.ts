import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, readConfig } from '../../../app/lib/config';

/** A document whose only content is an optional orbit-config meta tag. */
function page(content?: string | null): Pick<Document, 'querySelector'> {
  return {
    querySelector: (selector: string) => {
      if (content === undefined || selector !== 'meta[name="orbit-config"]') return null;
      return { getAttribute: (name: string) => (name === 'content' ? content : null) } as unknown as Element;
    },
  };
}

function readError(doc: Pick<Document, 'querySelector'>): ConfigError {
  try {
    readConfig(doc);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected readConfig to fail');
}

describe('client configuration (SPEC §3.15, §8.1)', () => {
  it.each([
    { rule: 'a missing meta tag', content: undefined, reason: 'missing', message: '<meta name="orbit-config"> is missing' },
    { rule: 'an empty content attribute', content: '', reason: 'empty', message: 'Configuration is empty' },
    { rule: 'no content attribute', content: null, reason: 'empty', message: 'Configuration is empty' },
    { rule: 'content that is not JSON', content: encodeURIComponent('{env:'), reason: 'invalid', message: /^Invalid configuration/ },
    { rule: 'content that is not URL-encoded JSON', content: '%E0%A4%A', reason: 'invalid', message: /^Invalid configuration/ },
    { rule: 'JSON that is not an object', content: encodeURIComponent('[1]'), reason: 'invalid', message: /^Invalid configuration/ },
  ])('$rule fails with the $reason error', ({ content, reason, message }) => {
    const error = readError(page(content));
    expect(error.reason).toBe(reason);
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
  });

  it('fills what the page leaves out with the defaults', () => {
    const config = readConfig(page(encodeURIComponent(JSON.stringify({ env: 'dev' }))));
    expect(config.env).toBe('dev');
    expect(config.brandMessagingMode).toBe('prelaunch');
    expect(config.redirectAllowlist).toEqual(['localhost']);
    expect(config.featureFlags.keyStretchV2).toBe(false);
  });

  it('merges nested values and replaces lists whole', () => {
    const given = {
      servers: { gql: { url: 'https://gql.example' } },
      featureFlags: { keyStretchV2: true },
      redirectAllowlist: ['example.org'],
    };
    const config = readConfig(page(encodeURIComponent(JSON.stringify(given))));
    expect(config.servers.gql.url).toBe('https://gql.example');
    expect(config.servers.auth).toEqual(DEFAULT_CONFIG.servers.auth);
    expect(config.featureFlags).toEqual({ ...DEFAULT_CONFIG.featureFlags, keyStretchV2: true });
    expect(config.redirectAllowlist).toEqual(['example.org']);
  });
});
