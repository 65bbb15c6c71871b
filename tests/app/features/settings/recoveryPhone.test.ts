// The recovery phone page's number rules: the country a person's locales
// point to, the countries offered in the page's language, and a typed number
// checked and written in E.164 (national or international, spaced or not).
import { describe, expect, it } from 'vitest';
import { FALLBACK_COUNTRY, defaultPhoneCountry, knownCountry, nationalFormat, parsePhone, phoneCountries } from '../../../../app/features/settings/recoveryPhone';

describe('defaultPhoneCountry', () => {
  it.each([
    [['en-US'], 'US'],
    [['en-GB', 'en'], 'GB'],
    [['he'], 'IL'],
    [['de'], 'DE'],
    [['ja-JP'], 'JP'],
    [['zh-CN'], 'CN'],
    [['fr-CA', 'fr'], 'CA'],
  ])('%j → %s', (locales, country) => {
    expect(defaultPhoneCountry(locales)).toBe(country);
  });

  it('takes the first locale that names a country numbers are written for', () => {
    // Latin America (419) is a region but not a country; the page's language comes next.
    expect(defaultPhoneCountry(['es-419', 'es'])).toBe('ES');
  });

  it('falls back when no locale helps', () => {
    expect(defaultPhoneCountry([])).toBe(FALLBACK_COUNTRY);
    expect(defaultPhoneCountry(['not a tag'])).toBe(FALLBACK_COUNTRY);
  });
});

describe('phoneCountries', () => {
  it('names every country in the page language with its calling code, in that language’s order', () => {
    const english = phoneCountries('en');
    expect(english.length).toBeGreaterThan(200);
    expect(english.find((entry) => entry.code === 'DE')).toEqual({ code: 'DE', name: 'Germany', callingCode: '+49' });
    expect(english.find((entry) => entry.code === 'US')?.callingCode).toBe('+1');
    const names = english.map((entry) => entry.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(phoneCountries('de').find((entry) => entry.code === 'DE')?.name).toBe('Deutschland');
    expect(phoneCountries('he').find((entry) => entry.code === 'IL')?.name).toBe('ישראל');
  });
});

describe('knownCountry', () => {
  it('keeps a country code numbers are written for, and nothing else', () => {
    expect(knownCountry('CA')).toBe('CA');
    expect(knownCountry('ZZ')).toBeUndefined();
    expect(knownCountry('')).toBeUndefined();
    expect(knownCountry(undefined)).toBeUndefined();
  });
});

describe('parsePhone', () => {
  it.each([
    ['(212) 456-7890', 'US', '+12124567890', 'US'],
    ['212.456.7890', 'US', '+12124567890', 'US'],
    [' 2124567890 ', 'US', '+12124567890', 'US'],
    ['1 212 456 7890', 'US', '+12124567890', 'US'],
    ['030 123456789', 'DE', '+4930123456789', 'DE'],
    ['050-123-4567', 'IL', '+972501234567', 'IL'],
    ['(604) 555-0199', 'CA', '+16045550199', 'CA'],
  ])('%s in %s → %s', (typed, country, e164, parsedCountry) => {
    expect(parsePhone(typed, country as 'US')).toEqual({ e164, country: parsedCountry });
  });

  it('reads a number with its own calling code whatever country is chosen', () => {
    expect(parsePhone('+1 212 456 7890', 'IL')).toEqual({ e164: '+12124567890', country: 'US' });
    expect(parsePhone('+44 20 7946 0958', 'US')).toEqual({ e164: '+442079460958', country: 'GB' });
  });

  it.each([
    ['', 'US'],
    ['12345', 'US'],
    ['212 456 78901', 'US'],
    ['not a number', 'US'],
    ['050-123-4567', 'US'],
    ['+999 1234 5678', 'US'],
  ])('refuses %j in %s', (typed, country) => {
    expect(parsePhone(typed, country as 'US')).toBeUndefined();
  });
});

describe('nationalFormat', () => {
  it('writes an E.164 number as its own country does', () => {
    expect(nationalFormat('+12124567890')).toBe('(212) 456-7890');
    expect(nationalFormat('+4930123456789')).toBe('030 123456789');
    expect(nationalFormat('+972501234567')).toBe('050-123-4567');
  });
});
