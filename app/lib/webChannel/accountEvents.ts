// The account's state rules driven by the browser channel (SPEC §4.11), and
// the broadcast that carries deletion and password change to the other tabs
// of the same site.
import type { WebChannel } from './channel';
import { PRODUCT_PREFIX } from '../config';

export const ACCOUNT_BROADCAST_NAME = `${PRODUCT_PREFIX}:account_updates`;

export type AccountBroadcast = { kind: 'delete'; uid: string } | { kind: 'changePassword'; uid: string };

export interface AccountEventEffects {
  /** The uid of the account this tab shows, if any. */
  currentUid: () => string | undefined;
  /** Reads the account's data again. */
  refetchAccount: () => void;
  /** Sets passwordCreated, in milliseconds. */
  setPasswordCreated: (at: number) => void;
  /** Forgets, in this tab, everything kept about the deleted account and the visit (its session ends the way every session ends). */
  forgetAccount: () => void;
  /** Sends the tab to a path of the app. */
  navigate: (path: string) => void;
  now?: () => number;
}

export interface AccountEvents {
  /** This tab deleted the account: the browser and the other tabs are told. */
  accountDeleted: (uid: string) => void;
  /** This tab changed the password: the browser and the other tabs are told. */
  passwordChanged: (data: { uid: string; sessionToken?: string; verified?: boolean }) => void;
  dispose: () => void;
}

function isBroadcast(value: unknown): value is AccountBroadcast {
  if (!value || typeof value !== 'object') return false;
  const message = value as Partial<AccountBroadcast>;
  return (message.kind === 'delete' || message.kind === 'changePassword') && typeof message.uid === 'string';
}

export function attachAccountEvents(
  channel: WebChannel | undefined,
  effects: AccountEventEffects,
  createBroadcast: (() => BroadcastChannel | undefined) | undefined = () =>
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(ACCOUNT_BROADCAST_NAME),
): AccountEvents {
  const now = effects.now ?? Date.now;
  const isCurrent = (uid: string | undefined) => uid !== undefined && uid === effects.currentUid();
  const onDeleted = (uid: string | undefined) => {
    if (!isCurrent(uid)) return;
    effects.forgetAccount();
    effects.navigate('/');
  };
  const onPasswordChanged = (uid: string | undefined) => {
    if (isCurrent(uid)) effects.setPasswordCreated(now());
  };

  const stops: (() => void)[] = [];
  if (channel) {
    stops.push(
      channel.on('profileChange', (data) => {
        if (isCurrent(data?.uid)) effects.refetchAccount();
      }),
      channel.on('changePassword', (data) => onPasswordChanged(data?.uid)),
      channel.on('delete', (data) => onDeleted(data?.uid)),
    );
  }

  const broadcast = createBroadcast?.();
  if (broadcast) {
    const listener = (event: MessageEvent) => {
      if (!isBroadcast(event.data)) return;
      if (event.data.kind === 'delete') onDeleted(event.data.uid);
      else onPasswordChanged(event.data.uid);
    };
    broadcast.addEventListener('message', listener);
    stops.push(() => {
      broadcast.removeEventListener('message', listener);
      broadcast.close();
    });
  }

  return {
    accountDeleted: (uid) => {
      channel?.send('delete', { uid });
      broadcast?.postMessage({ kind: 'delete', uid } satisfies AccountBroadcast);
    },
    passwordChanged: (data) => {
      channel?.send('changePassword', data);
      broadcast?.postMessage({ kind: 'changePassword', uid: data.uid } satisfies AccountBroadcast);
    },
    dispose: () => {
      for (const stop of stops) stop();
    },
  };
}
