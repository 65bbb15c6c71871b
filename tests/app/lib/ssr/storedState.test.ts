// @vitest-environment happy-dom
// The head script of a page drawn on the server: it keeps the drawing out of
// sight when the browser holds a value the server assumed otherwise, or router
// state in its history entry, or cannot read storage; and it repeats the saved
// language in the cookie the server reads.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_RENDER_ATTRIBUTE,
  RecordingStorage,
  SERVER_READS_ATTRIBUTE,
  STORED_STATE_SCRIPT,
  localeCookie,
  localeFromCookie,
} from '../../../../app/lib/ssr/storedState';

function runScript(reads: object): boolean {
  document.documentElement.setAttribute(SERVER_READS_ATTRIBUTE, JSON.stringify(reads));
  new Function(STORED_STATE_SCRIPT)();
  return document.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '');
  document.cookie = localeCookie('');
  document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
});
afterEach(() => localStorage.clear());

describe('the head script', () => {
  it('leaves the drawing when the browser holds what the server assumed', () => {
    expect(runScript({ local: { 'orbit-settings-locale': null, '__orbit_storage.currentAccountUid': null }, session: { '__orbit_session.alertText': null } })).toBe(false);
  });

  it('hides it for a stored account the drawing assumed absent', () => {
    localStorage.setItem('__orbit_storage.currentAccountUid', '"abc"');
    expect(runScript({ local: { '__orbit_storage.currentAccountUid': null }, session: {} })).toBe(true);
  });

  it('hides it for a message kept for the next page', () => {
    sessionStorage.setItem('__orbit_session.alertText', '"account-deleted"');
    expect(runScript({ local: {}, session: { '__orbit_session.alertText': null } })).toBe(true);
  });

  it('hides it for a saved language other than the cookie the server read, and renews the cookie', () => {
    localStorage.setItem('orbit-settings-locale', 'he');
    expect(runScript({ local: { 'orbit-settings-locale': null }, session: {} })).toBe(true);
    expect(localeFromCookie(document.cookie)).toBe('he');
  });

  it('leaves it when the saved language is the one the server read', () => {
    localStorage.setItem('orbit-settings-locale', 'he');
    expect(runScript({ local: { 'orbit-settings-locale': 'he' }, session: {} })).toBe(false);
  });

  it('hides it after a move inside the app, whose state the history entry keeps', () => {
    history.replaceState({ usr: { email: 'someone@example.com' }, key: 'k', idx: 1 }, '');
    expect(runScript({ local: {}, session: {} })).toBe(true);
  });

  it('ignores a stored value the drawing never read', () => {
    localStorage.setItem('__orbit_storage.accounts', '{}');
    expect(runScript({ local: { 'orbit-settings-locale': null }, session: {} })).toBe(false);
  });
});

describe('the language cookie', () => {
  it('is read from a Cookie header among others, and only as a locale code', () => {
    expect(localeFromCookie('a=1; orbit-locale=pt-BR; b=2')).toBe('pt-BR');
    expect(localeFromCookie('orbit-locale=%3Cb%3E')).toBe('');
    expect(localeFromCookie('orbit-locale=%E0%A4%A')).toBe('');
    expect(localeFromCookie(undefined)).toBe('');
  });

  it('is written for a year, and removed for no preference', () => {
    expect(localeCookie('de')).toBe('orbit-locale=de; path=/; max-age=31536000; samesite=lax');
    expect(localeCookie('')).toMatch(/^orbit-locale=; path=\/; max-age=0/);
  });
});

describe('the storage of the server drawing', () => {
  it('answers the values it was given and records each key read with the value assumed', () => {
    const storage = new RecordingStorage({ 'orbit-settings-locale': 'he' });
    expect(storage.getItem('orbit-settings-locale')).toBe('he');
    expect(storage.getItem('__orbit_storage.currentAccountUid')).toBeNull();
    expect(storage.reads).toEqual({ 'orbit-settings-locale': 'he', '__orbit_storage.currentAccountUid': null });
  });
});
