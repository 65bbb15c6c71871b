// What a relying party's branding puts on a page (SPEC §1, §2.1, §2.5, §5.3,
// §7.3): a page's own overrides over the shared ones, addresses only https or
// this site's paths, texts only plain, and the call made only for a 16-hex
// client id with CMS on, in English unless CMS localisation is on.
import { describe, expect, it } from 'vitest';
import type { CmsConfig } from '../../../../app/api';
import { asksForBranding, pageBranding, safeAddress } from '../../../../app/lib/cms';

const CMS: CmsConfig = {
  clientId: 'c0ffee00b4a2d001',
  entrypoint: 'default',
  shared: {
    backgroundColors: { default: 'rgb(253, 242, 248)', header: 'rgb(255, 255, 255)', splitLayout: 'rgb(251, 231, 242)' },
    headerLogo: { url: '/__dev/cms/paint-logo.svg', altText: 'Orbit Paint' },
    splitLayoutImage: { url: 'https://paint.example.com/split.svg', altText: '' },
    pageTitle: 'Orbit Paint',
    favicon: 'https://paint.example.com/favicon.ico',
    primaryButton: { color: 'rgb(122, 31, 92)', text: 'Continue to Orbit Paint' },
    featureFlags: { syncConfirmedPageHideCTA: true },
  },
  SigninPage: {
    pageTitle: 'Sign in to Orbit Paint',
    headline: 'Welcome back',
    logo: { url: 'javascript:alert(1)', altText: 'x' },
    primaryButton: { text: 'Sign in' },
  },
  SignupConfirmedSyncPage: { image: { url: '/sync.svg', altText: 'Devices' }, description: 'Line\u0000break' },
};

describe('page branding', () => {
  it('lays a page’s own overrides over the shared branding', () => {
    expect(pageBranding(CMS, 'SigninPage')).toEqual({
      title: 'Sign in to Orbit Paint',
      favicon: 'https://paint.example.com/favicon.ico',
      headerLogo: { src: '/__dev/cms/paint-logo.svg', alt: 'Orbit Paint' },
      splitImage: { src: 'https://paint.example.com/split.svg', alt: '' },
      backgrounds: { default: 'rgb(253, 242, 248)', header: 'rgb(255, 255, 255)', split: 'rgb(251, 231, 242)' },
      cardLogo: undefined,
      headline: 'Welcome back',
      description: undefined,
      buttonColour: 'rgb(122, 31, 92)',
      buttonText: 'Sign in',
      hideAddDeviceButton: true,
    });
  });

  it('uses the shared branding for a page without overrides, and the sync page’s own image', () => {
    const entry = pageBranding(CMS, 'EmailFirstPage');
    expect(entry.title).toBe('Orbit Paint');
    expect(entry.buttonText).toBe('Continue to Orbit Paint');
    const sync = pageBranding(CMS, 'SignupConfirmedSyncPage');
    expect(sync.splitImage).toEqual({ src: '/sync.svg', alt: 'Devices' });
    expect(sync.description).toBeUndefined();
  });

  it('gives a page of the flow the content has no key for (codes, recovery, reset) the shared branding only', () => {
    const shared = pageBranding(CMS);
    expect(shared).toMatchObject({ title: 'Orbit Paint', headerLogo: { src: '/__dev/cms/paint-logo.svg', alt: 'Orbit Paint' }, buttonColour: 'rgb(122, 31, 92)' });
    expect(shared.headline).toBeUndefined();
    expect(shared.cardLogo).toBeUndefined();
  });

  it('is empty for a relying party without branding', () => {
    expect(pageBranding({}, 'SigninPage')).toEqual({ backgrounds: {}, hideAddDeviceButton: false });
  });

  it.each([
    ['javascript:alert(1)', undefined],
    ['data:image/svg+xml,<svg onload=alert(1)>', undefined],
    ['http://paint.example.com/logo.svg', undefined],
    ['https://user:pw@paint.example.com/logo.svg', undefined],
    ['//evil.example/logo.svg', undefined],
    ['/images/logo svg', undefined],
    ['https://paint.example.com/logo.svg', 'https://paint.example.com/logo.svg'],
    ['/images/logo.svg', '/images/logo.svg'],
  ])('takes %s as %s', (value, expected) => {
    expect(safeAddress(value)).toBe(expected);
  });
});

describe('whether a page asks for branding', () => {
  const on = { cms: { enabled: true, l10nEnabled: false } };
  it('asks for a 16-hex client id in English', () => {
    expect(asksForBranding(on, 'c0ffee00b4a2d001', 'en')).toBe(true);
    expect(asksForBranding(on, 'c0ffee00b4a2d001', 'en-GB')).toBe(true);
  });
  it('does not ask in another language unless CMS localisation is on', () => {
    expect(asksForBranding(on, 'c0ffee00b4a2d001', 'he')).toBe(false);
    expect(asksForBranding({ cms: { enabled: true, l10nEnabled: true } }, 'c0ffee00b4a2d001', 'he')).toBe(true);
  });
  it('does not ask when CMS is off or the id is not 16 hex characters', () => {
    expect(asksForBranding({ cms: { enabled: false, l10nEnabled: true } }, 'c0ffee00b4a2d001', 'en')).toBe(false);
    for (const id of [undefined, '', 'c0ffee00b4a2d00', 'c0ffee00b4a2d0012', 'sync', 'g0ffee00b4a2d001']) {
      expect(asksForBranding(on, id, 'en')).toBe(false);
    }
  });
});
