// One request of a settings page, written once: the pressed control busy
// while it is under way (and a second press sending nothing), the banner
// cleared when it starts, and a failure said where it belongs. A cancelled
// step-up says nothing (what was typed stays), an ended session signs the
// browser out (the area then sends the person to sign in), a failure the page
// shows its own way (under a field) is handed to it, and anything else goes
// in the page's banner. Outside the settings area (the set-up steps inside
// sign-in) no session is watched and every other failure goes in the banner.
import { useContext, useState } from 'react';
import { hasErrno, shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { SettingsDataContext } from '../data';
import { isStepUpCancelled } from './stepUp';

/** A request that went through, with what it answered. */
export interface Sent<T> {
  value: T;
}

export interface SendOptions {
  /**
   * A failure the page shows its own way (under a field, or by moving on):
   * returns true once it has. It may wait (for the account read again).
   * Never asked about a cancelled step-up or an ended session.
   */
  failure?: (error: unknown) => boolean | Promise<boolean>;
  /**
   * The control stays busy after a success, because the page leaves or shows
   * another step next: nothing can be sent twice, nor the page redirect
   * itself, meanwhile.
   */
  keepBusy?: boolean;
}

export interface SettingsRequest<Control> {
  /** The control whose request is under way. */
  busy: Control | undefined;
  isBusy: boolean;
  /** Marks a control busy for what is no request of this page (a sign-in with a provider, which leaves it). */
  setBusy: (control: Control | undefined) => void;
  /** A failure that is no field's. */
  bannerError: ShownError | undefined;
  setBannerError: (error: ShownError | undefined) => void;
  /** A press starts: false while a request is under way; otherwise the banner is cleared. */
  begin: () => boolean;
  /** Sends `request` with `control` busy; undefined when it failed (and the failure was dealt with). */
  send: <T>(control: Control, request: () => Promise<T>, options?: SendOptions) => Promise<Sent<T> | undefined>;
  /** `begin`, then `send`: a press with nothing to check first. */
  run: <T>(control: Control, request: () => Promise<T>, options?: SendOptions) => Promise<Sent<T> | undefined>;
  /** Whether a failure needs no word: a cancelled step-up, or an ended session (the browser is then signed out). */
  quiet: (error: unknown) => boolean;
  /** Says a failure the usual way: nothing when `quiet`, else in the banner. */
  fail: (error: unknown) => void;
}

export interface SettingsRequestOptions {
  /** Another request of the page whose banner this one shares (two requests that may be under way at once). */
  bannerOf?: Pick<SettingsRequest<unknown>, 'bannerError' | 'setBannerError'>;
  /**
   * Refusals that mean the account changed elsewhere meanwhile (two-step turned off, a key made):
   * `then` runs (the page leaves its own steps), the account is read again, and the refusal is
   * still said in the banner.
   */
  stale?: { errnos: readonly number[]; then?: () => void };
}

export function useSettingsRequest<Control = true>({ bannerOf, stale }: SettingsRequestOptions = {}): SettingsRequest<Control> {
  const data = useContext(SettingsDataContext);
  const endedSession = data?.endedSession;
  const [busy, setBusy] = useState<Control>();
  const [ownBanner, setOwnBanner] = useState<ShownError>();
  const bannerError = bannerOf ? bannerOf.bannerError : ownBanner;
  const setBannerError = bannerOf ? bannerOf.setBannerError : setOwnBanner;

  const quiet = (error: unknown) => isStepUpCancelled(error) || (endedSession?.(error) ?? false);
  const fail = (error: unknown) => {
    if (!quiet(error)) setBannerError(shownError(error));
  };
  const begin = () => {
    if (busy !== undefined) return false;
    setBannerError(undefined);
    return true;
  };
  const send = async <T>(control: Control, request: () => Promise<T>, { failure, keepBusy = false }: SendOptions = {}): Promise<Sent<T> | undefined> => {
    setBusy(control);
    try {
      const value = await request();
      if (!keepBusy) setBusy(undefined);
      return { value };
    } catch (error) {
      setBusy(undefined);
      if (quiet(error)) return undefined;
      const handled = failure?.(error) ?? false;
      if (handled instanceof Promise ? await handled : handled) return undefined;
      if (stale && hasErrno(error, ...stale.errnos)) {
        stale.then?.();
        void data?.refresh();
      }
      setBannerError(shownError(error));
      return undefined;
    }
  };
  const run = <T>(control: Control, request: () => Promise<T>, options?: SendOptions) => (begin() ? send(control, request, options) : Promise.resolve(undefined));

  return { busy, isBusy: busy !== undefined, setBusy, bannerError, setBannerError, begin, send, run, quiet, fail };
}
