// The recovery phone's number as the page takes it: the countries offered
// (every one libphonenumber-js knows, named in the page's language, with its
// calling code), the country a person most likely means (their browser's
// region), and a typed number checked and written in E.164 for the server.
// A number typed with its own '+' and calling code is read as such, whatever
// country is chosen. Pure.
import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

export type { CountryCode };

export interface PhoneCountry {
  code: CountryCode;
  /** The country's name in the page's language (its code when the browser has no name for it). */
  name: string;
  /** The calling code with its '+' ('+1'). */
  callingCode: string;
}

/** The country used when nothing better is known. */
export const FALLBACK_COUNTRY: CountryCode = 'US';

/** Every country a number can be written for, by name in `locale`'s order. */
export function phoneCountries(locale: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The region of a locale tag, stated or likely ('he' → 'IL'), when it is a country numbers are written for. */
function regionOf(locale: string): CountryCode | undefined {
  try {
    const tag = new Intl.Locale(locale);
    const region = tag.region ?? tag.maximize().region;
    return region && isSupportedCountry(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The country a person most likely has a number in: the first of their
 * locales (the browser's, then the page's) that names or implies one.
 */
export function defaultPhoneCountry(locales: readonly string[]): CountryCode {
  for (const locale of locales) {
    const region = regionOf(locale);
    if (region) return region;
  }
  return FALLBACK_COUNTRY;
}

/** A country code kept from before (a draft), when it still is one. */
export function knownCountry(code: string | undefined): CountryCode | undefined {
  return code && isSupportedCountry(code) ? code : undefined;
}

/** A typed number that is a real one: its E.164 form for the server and its country. */
export interface ParsedPhone {
  e164: string;
  country: CountryCode | undefined;
}

/** The typed number in E.164 when it is a valid number of `country` (or of its own calling code after '+'); undefined otherwise. */
export function parsePhone(text: string, country: CountryCode): ParsedPhone | undefined {
  const parsed = parsePhoneNumberFromString(text.trim(), country);
  if (!parsed?.isValid()) return undefined;
  return { e164: parsed.number, country: parsed.country };
}

/** An E.164 number as written in its own country ('+12124567890' → '(212) 456-7890'). */
export function nationalFormat(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
