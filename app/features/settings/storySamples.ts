// Values the settings stories give their pages in place of what the server
// or the browser supplies at run time: backup codes, an authenticator key
// and its issuer, the browsers and systems of connected devices and a place.
// None of them is a product string; the pseudo-locale check of the stories
// takes them out before it looks for untranslated text.

import { SAMPLE_BRANDING, SAMPLE_HOSTILE_LEGAL, SAMPLE_LEGAL, SAMPLE_PUSH_SIGNIN } from '../../lib/flow/fixtures';
import { PAIRING_STORY_SAMPLE_TEXTS } from '../../lib/flow/pairingSamples';
import { WEB_CHANNEL_STORY_SAMPLE_TEXTS } from '../../lib/webChannel/storySamples';

export const SAMPLE_BACKUP_CODES: readonly string[] = ['k3v9q2m8xa', 'p7d4w1n6zc', 'r2h8t5y3bf', 'm9s6e4u1qd', 'a5c2j7l8vw', 'x1z3b9n4rk', 'f6g8h2k5tp', 'u4w7y1q3ms'];

/** An authenticator key (base32) and the issuer an authenticator app shows for it. */
export const SAMPLE_TOTP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', groupedSecret: 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP', issuer: 'Orbit accounts' } as const;

/** An account recovery key, as made and as shown in groups of four. */
export const SAMPLE_RECOVERY_KEY = { key: 'A7K2M9QX4TPR8WNC3HD6ZFYB5GJV1SE0', grouped: 'A7K2 M9QX 4TPR 8WNC 3HD6 ZFYB 5GJV 1SE0' } as const;

/** The browsers, systems and place of the sample connected devices. */
export const SAMPLE_DEVICES = { browsers: ['Firefox', 'Safari', 'Chrome'], systems: ['Windows', 'iOS', 'Linux', 'Android'], city: 'Berlin', country: 'Germany', place: 'Berlin, Germany' } as const;

/** Names of sample passkeys, as the server gives them: an authenticator's own, or one the person gave. */
export const SAMPLE_PASSKEY_NAMES = ['Google Password Manager', 'YubiKey 5 Series', 'Pixel 8 Pro', 'Work laptop'] as const;

/**
 * Recovery phone numbers as typed and as written in their own country (one
 * set, one for a change, one that is no number), and the countries the
 * stories offer, named as the browser's Intl names them in English.
 */
export const SAMPLE_PHONE = {
  typed: '212 456 7890',
  nationalFormat: '(212) 456-7890',
  newTyped: '604 555 0199',
  newNationalFormat: '(604) 555-0199',
  invalid: '12345',
  countries: [
    { code: 'CA', name: 'Canada', callingCode: '+1' },
    { code: 'DE', name: 'Germany', callingCode: '+49' },
    { code: 'IL', name: 'Israel', callingCode: '+972' },
    { code: 'US', name: 'United States', callingCode: '+1' },
  ],
} as const;

/** Every sample above as the text a page shows. */
export const SETTINGS_STORY_SAMPLE_TEXTS: readonly string[] = [
  // The sign-in a notification asks about, in the push confirmation's story (before the device names it contains).
  SAMPLE_PUSH_SIGNIN.device,
  SAMPLE_PUSH_SIGNIN.location,
  SAMPLE_PUSH_SIGNIN.ipAddress,
  ...SAMPLE_BACKUP_CODES,
  SAMPLE_TOTP.groupedSecret,
  SAMPLE_RECOVERY_KEY.grouped,
  SAMPLE_TOTP.issuer,
  ...SAMPLE_DEVICES.browsers,
  ...SAMPLE_DEVICES.systems,
  SAMPLE_DEVICES.place,
  ...SAMPLE_PASSKEY_NAMES,
  // Longest first, so that no shorter name cuts into one.
  ...SAMPLE_PHONE.countries.map((country) => country.name).sort((a, b) => b.length - a.length),
  SAMPLE_PHONE.nationalFormat,
  SAMPLE_PHONE.newNationalFormat,
  // The legal pages' sample documents (app/lib/flow/fixtures.ts).
  ...SAMPLE_LEGAL.texts,
  ...SAMPLE_HOSTILE_LEGAL.texts,
  // A relying party's branding in the branded pages' stories.
  ...SAMPLE_BRANDING.texts,
  // The error code a provider answers with in the third-party callback's story (a protocol value, never translated).
  'temporarily_unavailable',
  // The browser channel example's commands and JSON.
  ...WEB_CHANNEL_STORY_SAMPLE_TEXTS,
  // The pairing pages' new device and service.
  ...PAIRING_STORY_SAMPLE_TEXTS,
];
