// A recovery phone's number as it is typed: the countries offered (named in
// the app's language), the one picked (the likeliest for this browser until
// one is), the number, and what is wrong with it, which goes once either is
// changed.
import { useMemo, useState } from 'react';
import { useLocale } from 'react-aria';
import type { ShownError } from '../../../lib/flow';
import { defaultPhoneCountry, phoneCountries } from '../recoveryPhone';
import type { CountryCode, PhoneCountry } from '../recoveryPhone';
import { useField } from './useField';

/** The countries offered, and the likeliest for this browser's languages and the app's locale. */
export function usePhoneCountries(): { countries: readonly PhoneCountry[]; likelyCountry: CountryCode } {
  const { locale } = useLocale();
  const countries = useMemo(() => phoneCountries(locale), [locale]);
  const likelyCountry = useMemo(() => defaultPhoneCountry([...(typeof navigator === 'undefined' ? [] : navigator.languages), locale]), [locale]);
  return { countries, likelyCountry };
}

/** What the number's form (PhoneNumberForm) shows and changes. */
export interface PhoneNumberFields {
  /** The countries offered, in the order shown. */
  countries: readonly PhoneCountry[];
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
  /** The number as typed; kept after any failure. */
  number: string;
  onNumberChange: (number: string) => void;
  /** A number that is none, or one the server refused, under the field. */
  numberError?: ShownError | undefined;
}

export function usePhoneNumber(): { fields: PhoneNumberFields; setNumberError: (error: ShownError | undefined) => void } {
  const { countries, likelyCountry } = usePhoneCountries();
  const [picked, setPicked] = useState<CountryCode>();
  const number = useField();
  return {
    fields: {
      countries,
      country: picked ?? likelyCountry,
      onCountryChange: (next) => {
        setPicked(next);
        number.setError(undefined);
      },
      number: number.value,
      onNumberChange: number.onChange,
      numberError: number.error,
    },
    setNumberError: number.setError,
  };
}
