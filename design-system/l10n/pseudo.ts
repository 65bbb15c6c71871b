// Pseudo-locales: English text made visibly different, so any string that is
// not from Fluent (hard-coded) stands out, and right-to-left layout can be
// checked without a translation.

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** Accented pseudo-locale: every ASCII letter replaced, vowels doubled to mimic longer languages. */
export function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (ch) => {
    const mapped = ACCENTED[ch] ?? ch;
    return 'aeiouAEIOU'.includes(ch) ? mapped + mapped : mapped;
  });
}

const RLO = '\u202e';
const PDF = '\u202c';

/**
 * Bidi pseudo-locale: each word of Latin letters shown reversed with
 * right-to-left override. A word already wrapped is left alone, so text
 * pseudo-localized at build time is not wrapped twice at run time.
 */
export function bidi(text: string): string {
  return text.replace(/(?<![\u202eA-Za-z])[A-Za-z]+/g, (word) => `${RLO}${word}${PDF}`);
}

/** The text transform of a pseudo-locale, or undefined for a real locale. */
export function pseudoTransform(locale: string): ((text: string) => string) | undefined {
  if (locale === 'en-XA') return accent;
  if (locale === 'ar-XB') return bidi;
  return undefined;
}
