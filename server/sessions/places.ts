// Approximate places of client addresses, read from a MaxMind DB file with
// the maxmind reader. Both shapes in use are understood: the GeoIP2/GeoLite2
// records (`country.iso_code`, `city.names`, `subdivisions`) and the flat
// records of the address-registry databases (`country_code`, `city`,
// `state1`). A private, reserved or unknown address has no place.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { Reader } from 'maxmind';
import { plainAddress } from '../config/trusted-proxies';

export interface Place {
  readonly city: string | null;
  /** The country's name in the requested language. */
  readonly country: string | null;
  readonly state: string | null;
  readonly stateCode: string | null;
}

export const NO_PLACE: Place = { city: null, country: null, state: null, stateCode: null };

export interface Places {
  /** The place of `address` named in `locale`; NO_PLACE when unknown. */
  of(address: string | null | undefined, locale: string): Place;
}

interface Names {
  readonly names?: Record<string, string>;
}

interface PlaceRecord {
  readonly country?: Names & { readonly iso_code?: string };
  readonly city?: (Names & object) | string;
  readonly subdivisions?: readonly (Names & { readonly iso_code?: string })[];
  readonly country_code?: string;
  readonly state1?: string;
}

/** Knows no place: no source is configured. */
export const NO_PLACES: Places = { of: () => NO_PLACE };

/** A name from a `names` map: the locale's, its language's, or English. */
function pick(names: Record<string, string> | undefined, locale: string): string | null {
  if (!names) return null;
  return names[locale] ?? names[locale.split('-')[0]!] ?? names.en ?? null;
}

function countryName(code: string | undefined, locale: string): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' }).of(code) ?? null;
  } catch {
    return null;
  }
}

/** Places read from the MaxMind DB file at `file` (read once, kept in memory). */
export function placesFromFile(file: string): Places {
  const reader = new Reader(readFileSync(file));
  return {
    of(address, locale) {
      if (!address) return NO_PLACE;
      const plain = plainAddress(address);
      if (isIP(plain) === 0) return NO_PLACE;
      // The record's shape depends on the database; only the fields read here matter.
      const record = reader.get(plain) as unknown as PlaceRecord | null;
      if (!record) return NO_PLACE;
      const code = record.country?.iso_code ?? record.country_code;
      const subdivision = record.subdivisions?.[0];
      const city = typeof record.city === 'string' ? record.city : pick(record.city?.names, locale);
      const place: Place = {
        city: city || null,
        country: countryName(code, locale) ?? pick(record.country?.names, locale),
        state: pick(subdivision?.names, locale) ?? (record.state1 || null),
        stateCode: subdivision?.iso_code ?? null,
      };
      return place.city || place.country || place.state ? place : NO_PLACE;
    },
  };
}
