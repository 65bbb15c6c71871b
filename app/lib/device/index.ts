// How the product names a device to a person, wherever it names one: connected
// services, pairing, sign-in notifications and recent activity. The server reads
// the facts from a user agent with its one parser (browser, system, kind); this
// is the one rule that turns them into words: 'Chrome on Android', the browser
// alone, 'Web browser on Windows' when only the system is known, and
// 'Unknown device' when nothing is. A user-agent string is never shown.

/** What is known of a device; each part null or absent when unknown. */
export interface DeviceFacts {
  /** The browser or app, such as "Chrome". */
  readonly browser?: string | null;
  /** The operating system, such as "Android". */
  readonly os?: string | null;
}

type Translate = (id: string, args?: Record<string, string>) => string;

/** The device's name in the page's language. */
export function deviceName(device: DeviceFacts, t: Translate): string {
  const browser = device.browser?.trim() || undefined;
  const os = device.os?.trim() || undefined;
  if (browser && os) return t('device-browser-on-os', { browser, os });
  if (browser) return browser;
  if (os) return t('device-browser-on-os', { browser: t('device-unknown-browser'), os });
  return t('device-unknown');
}
