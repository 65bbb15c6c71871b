import { describe, expect, it } from 'vitest';
import { SETTINGS_PAGES, sectionOfPath, settingsPageHref } from '../../../../app/features/settings/paths';
import { SETTINGS_SECTIONS, sectionHref, sectionOfHash } from '../../../../app/features/settings/sections';

describe('the sections of the settings home and the pages they lead to', () => {
  it('lists the sections the settings area has, in the navigation order', () => {
    expect(SETTINGS_SECTIONS).toEqual(['profile', 'security', 'connected-services', 'linked-accounts', 'subscriptions', 'data-collection', 'language', 'delete-account']);
    expect(sectionHref('security')).toBe('/settings#security');
  });

  it.each([
    ['#security', 'security'],
    ['delete-account', 'delete-account'],
    ['#nothing', undefined],
    ['', undefined],
  ])('the hash %j names the section %s', (hash, section) => {
    expect(sectionOfHash(hash)).toBe(section);
  });

  it.each([
    ['/settings/display_name', 'profile'],
    ['/settings/display_name/', 'profile'],
    ['/settings', undefined],
    ['/settings/', undefined],
    ['/settings/no_such_page', undefined],
  ])('%s belongs to the section %s', (pathname, section) => {
    expect(sectionOfPath(pathname)).toBe(section);
  });

  it('gives every page an address of its own under /settings, a step of a page below that page', () => {
    const paths = SETTINGS_PAGES.map((page) => settingsPageHref(page.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/settings\/[a-z_]+(\/[a-z_]+)?$/);
      const parent = path.split('/').slice(0, 3).join('/');
      if (parent !== path) expect(paths).toContain(parent);
    }
    expect(sectionOfPath('/settings/two_step_authentication/replace_codes')).toBe(sectionOfPath('/settings/two_step_authentication'));
  });
});
