// How every browser suite and the bench start Debian's Chromium: never a
// downloaded browser. The executable is a small wrapper (scripts/chromium.sh)
// that runs /usr/bin/chromium with all of its --disable-features switches
// merged, because Chromium reads only the last one: the features left out
// here are then left out beside the ones Playwright leaves out.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The wrapper around /usr/bin/chromium that merges feature switches. */
export const CHROMIUM_EXECUTABLE = path.join(root, 'scripts/chromium.sh');

/**
 * Features of the full browser that a headless test window never uses. Each
 * new window preloads the address bar's suggestion popup as a page of its
 * own: a renderer process per browser context, about a tenth of the
 * browser's CPU in a journey.
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/** Switches every suite passes. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
