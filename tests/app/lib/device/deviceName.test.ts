// The one rule that names a device from what its user agent says, in the
// page's language, wherever the product names one.
import { readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { deviceName } from '../../../../app/lib/device';

/** The app's messages of `locale`, as a translate function (without isolation marks). */
function translator(locale: string) {
  const bundle = new FluentBundle(locale, { useIsolating: false });
  bundle.addResource(new FluentResource(readFileSync(`locales/${locale}/app.ftl`, 'utf8')));
  return (id: string, args?: Record<string, string>) => {
    const message = bundle.getMessage(id);
    if (!message?.value) throw new Error(`${locale} has no ${id}`);
    return bundle.formatPattern(message.value, args);
  };
}

const t = translator('en');

describe('deviceName', () => {
  it('names a browser on its system', () => {
    expect(deviceName({ browser: 'Chrome', os: 'Android' }, t)).toBe('Chrome on Android');
    expect(deviceName({ browser: 'Orbit Browser', os: 'Windows' }, t)).toBe('Orbit Browser on Windows');
  });

  it('names what is known when the other half is not', () => {
    expect(deviceName({ browser: 'Firefox', os: null }, t)).toBe('Firefox');
    expect(deviceName({ browser: null, os: 'Linux' }, t)).toBe('Web browser on Linux');
  });

  it('says the device is unknown when nothing is known, never empty', () => {
    expect(deviceName({}, t)).toBe('Unknown device');
    expect(deviceName({ browser: null, os: null }, t)).toBe('Unknown device');
    expect(deviceName({ browser: '  ', os: '' }, t)).toBe('Unknown device');
  });

  it('is said in the page language, in its word order', () => {
    expect(deviceName({ browser: 'Chrome', os: 'Android' }, translator('de'))).toBe('Chrome unter Android');
    expect(deviceName({ browser: 'Chrome', os: 'Android' }, translator('ja'))).toBe('Android 上の Chrome');
    expect(deviceName({}, translator('he'))).toBe('מכשיר לא ידוע');
  });
});
