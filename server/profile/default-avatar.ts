// The default avatars of SPEC §3.2: the account's letter on a coloured
// circle, as SVG. The colour follows the letter, so a letter always looks the
// same; every colour keeps white text above the 4.5:1 contrast of SPEC §9.
const BACKGROUNDS = ['#0250bb', '#6e33d6', '#a3006f', '#b3003a', '#005e5e', '#3d5c00', '#8a4500', '#20123a'];

/** Whether a path segment names a default avatar: one letter or digit, of any script. */
export function isAvatarLetter(value: string): boolean {
  return /^[\p{L}\p{N}]$/u.test(value);
}

/** The SVG image of a letter's default avatar. */
export function defaultAvatarSvg(letter: string): string {
  const codePoint = letter.codePointAt(0) ?? 0;
  const background = BACKGROUNDS[codePoint % BACKGROUNDS.length]!;
  // A letter or digit holds no markup; it is shown as the person would write it at the start of a name.
  const shown = letter.toLocaleUpperCase();
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">',
    `<circle cx="120" cy="120" r="120" fill="${background}"/>`,
    '<text x="120" y="120" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, sans-serif" ',
    `font-size="120" fill="#ffffff">${shown}</text>`,
    '</svg>',
  ].join('');
}
