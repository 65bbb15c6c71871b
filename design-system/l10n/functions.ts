// Fluent functions registered on every bundle: DATETIME with the date formats
// of the product (numeric date, numeric date and time, medium date) and
// RELATIVE_TIME ("in 15 minutes", "3 days ago").
import { FluentDateTime, FluentNone, FluentNumber, FluentType } from '@fluent/bundle';
import type { FluentFunction, FluentValue, Scope } from '@fluent/bundle';

/**
 * The product's date formats, chosen in a message with
 * `{ DATETIME($date, preset: "numeric-date") }`. Any other DATETIME option
 * given beside the preset is applied on top of it.
 */
export const DATE_PRESETS = {
  'numeric-date': { year: 'numeric', month: 'numeric', day: 'numeric' },
  'numeric-date-time': { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' },
  'medium-date': { dateStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DatePreset = keyof typeof DATE_PRESETS;

/** The Intl.DateTimeFormat options a message may set, as the built-in DATETIME allows. */
const DATETIME_OPTIONS = [
  'dateStyle', 'timeStyle', 'fractionalSecondDigits', 'dayPeriod', 'hour12', 'weekday', 'era', 'year', 'month',
  'day', 'hour', 'minute', 'second', 'timeZoneName', 'timeZone',
] as const;

function primitive(value: FluentValue | undefined): string | number | undefined {
  if (value === undefined || value instanceof FluentNone) return undefined;
  if (typeof value === 'string') return value;
  const raw: unknown = value.valueOf();
  return typeof raw === 'string' || typeof raw === 'number' ? raw : undefined;
}

/** A date as a FluentDateTime argument accepts it: ISO strings are parsed, epoch milliseconds kept. */
function toDateValue(value: FluentValue | undefined): number | Date | undefined {
  if (value === undefined || value instanceof FluentNone) return undefined;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  const raw: unknown = value instanceof FluentDateTime ? value.toNumber() : value.valueOf();
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (raw instanceof Date && !Number.isNaN(raw.getTime())) return raw;
  return undefined;
}

/** DATETIME(date, preset?, …options): the built-in DATETIME plus the product's presets. */
export const DATETIME: FluentFunction = (positional, named) => {
  const date = toDateValue(positional[0]);
  if (date === undefined) return new FluentNone('DATETIME()');
  const preset = primitive(named.preset);
  const options: Record<string, string | number> = {};
  if (typeof preset === 'string' && preset in DATE_PRESETS) Object.assign(options, DATE_PRESETS[preset as DatePreset]);
  for (const key of DATETIME_OPTIONS) {
    const value = primitive(named[key]);
    if (value !== undefined) options[key] = value;
  }
  return new FluentDateTime(date, options as Intl.DateTimeFormatOptions);
};

export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const UNIT_SECONDS: ReadonlyArray<readonly [RelativeTimeUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * Expresses a signed number of seconds in the largest unit that still reads
 * naturally: 90 s is "2 minutes" when rounding up, 36 hours is "2 days".
 * Rounding `ceil` moves away from zero (for "try again in …": never too early).
 */
export function relativeTimeParts(
  seconds: number,
  rounding: 'ceil' | 'round' = 'round',
): { value: number; unit: RelativeTimeUnit } {
  const sign = seconds < 0 ? -1 : 1;
  const magnitude = Math.abs(seconds);
  const roundTo = rounding === 'ceil' ? Math.ceil : Math.round;
  for (let i = UNIT_SECONDS.length - 1; i > 0; i -= 1) {
    const [unit, size] = UNIT_SECONDS[i]!;
    const [, nextSize] = UNIT_SECONDS[i - 1]!;
    const count = roundTo(magnitude / size);
    if (count * size < nextSize) return { value: sign * count, unit };
  }
  return { value: sign * roundTo(magnitude / UNIT_SECONDS[0]![1]), unit: 'year' };
}

/** A relative time, formatted with the bundle's locales when the message is formatted. */
export class FluentRelativeTime extends FluentType<number> {
  constructor(
    value: number,
    readonly unit: RelativeTimeUnit,
    readonly options: Intl.RelativeTimeFormatOptions = {},
  ) {
    super(value);
  }

  toString(scope?: Scope): string {
    const locales = scope?.bundle.locales ?? [];
    try {
      return new Intl.RelativeTimeFormat(locales, this.options).format(this.value, this.unit);
    } catch (error) {
      scope?.reportError(error);
      return new Intl.RelativeTimeFormat('en', this.options).format(this.value, this.unit);
    }
  }
}

const UNITS = new Set<string>(UNIT_SECONDS.map(([unit]) => unit));

/**
 * RELATIVE_TIME(value, unit?, numeric?, style?):
 * - with `unit`, the value is a signed count of that unit: `RELATIVE_TIME($minutes, unit: "minute")`;
 * - without, the value is a date (Date, epoch milliseconds or ISO string) and
 *   is shown relative to now in the largest sensible unit.
 */
export const RELATIVE_TIME: FluentFunction = (positional, named) => {
  const unit = primitive(named.unit);
  const options: Intl.RelativeTimeFormatOptions = {};
  const numeric = primitive(named.numeric);
  if (numeric === 'auto' || numeric === 'always') options.numeric = numeric;
  const style = primitive(named.style);
  if (style === 'long' || style === 'short' || style === 'narrow') options.style = style;

  if (typeof unit === 'string') {
    const arg = positional[0];
    const count = arg instanceof FluentNumber ? arg.value : Number(primitive(arg));
    if (!UNITS.has(unit) || !Number.isFinite(count)) return new FluentNone('RELATIVE_TIME()');
    return new FluentRelativeTime(count, unit as RelativeTimeUnit, options);
  }

  const date = toDateValue(positional[0]);
  if (date === undefined) return new FluentNone('RELATIVE_TIME()');
  const { value, unit: chosen } = relativeTimeParts((Number(date) - Date.now()) / 1000);
  return new FluentRelativeTime(value, chosen, options);
};

/** The functions every bundle of the product registers. */
export const L10N_FUNCTIONS: Readonly<Record<string, FluentFunction>> = { DATETIME, RELATIVE_TIME };
