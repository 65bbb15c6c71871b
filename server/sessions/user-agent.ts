// What a client's user-agent string says about the device it runs on: the
// browser or app's name, the operating system and the kind of device. Parsed
// with bowser (the rules for the thousands of agents in use are its job);
// anything it cannot tell stays null, and an empty string says nothing.
import Bowser from 'bowser';

export interface DeviceDescription {
  /** The browser or app, such as "Chrome" or "Firefox"; null when unknown. */
  browser: string | null;
  /** The operating system, such as "Windows" or "Android"; null when unknown. */
  os: string | null;
  /** desktop, mobile, tablet, tv or bot; null when unknown. */
  deviceType: string | null;
}

const NOTHING: DeviceDescription = { browser: null, os: null, deviceType: null };

/** The longest agent string looked at; real ones are a few hundred characters. */
const MAX_USER_AGENT = 1024;

export function describeUserAgent(userAgent: string): DeviceDescription {
  const agent = userAgent.trim().slice(0, MAX_USER_AGENT);
  if (agent === '') return NOTHING;
  const parsed = Bowser.parse(agent);
  return {
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
    deviceType: parsed.platform.type || null,
  };
}
