// The account recovery key from settings (SPEC §4.5, §5.4, §6). The password
// is checked again for this session (reason recovery_key, with keys), which
// gives a key-fetch token; kA and the wrapped kB are read with it and kB is
// unwrapped in the browser. A new key is then made in the browser, its id and the JWE
// of kA and kB are derived from it and the uid, and only those two are sent.
import type { Api } from '../../api';
import { encryptRecoveryData, formatRecoveryKey, generateRecoveryKey, recoveryKeyId } from '../../lib/crypto';
import type { RecoveryData } from '../../lib/crypto';
import { accountKeysWithPassword } from '../../lib/flow';
import type { ShownError } from '../../lib/flow';
import { displayNameProblem } from './rules';

/** The longest hint the server keeps. */
export const RECOVERY_KEY_HINT_MAX_LENGTH = 255;

/** kA and kB of the signed-in account, proved by its password (reason recovery_key). */
export function keysWithPassword(api: Pick<Api, 'accountCredentialsStatus' | 'sessionReauth' | 'accountKeys'>, email: string, password: string): Promise<RecoveryData> {
  return accountKeysWithPassword(api, email, password, 'recovery_key');
}

/** A recovery key made in the browser: the text shown once, and what the server stores. */
export interface MadeRecoveryKey {
  /** 32 Crockford base32 characters, without separators. */
  key: string;
  recoveryKeyId: string;
  recoveryData: string;
}

/** Makes a new key for the account `uid` and seals kA and kB under it. */
export async function makeRecoveryKey(uid: string, keys: RecoveryData): Promise<MadeRecoveryKey> {
  const key = generateRecoveryKey();
  const [id, data] = await Promise.all([recoveryKeyId(key, uid), encryptRecoveryData(key, uid, keys)]);
  return { key: formatRecoveryKey(key), recoveryKeyId: id, recoveryData: data };
}

/** The key as shown and printed (SPEC §5.4): groups of four separated by spaces. */
export function groupedRecoveryKey(key: string): string {
  return (key.match(/.{1,4}/g) ?? []).join(' ');
}

/** The key's text file: a heading, the account, the key in groups, and where it was made. */
export function recoveryKeyFile(key: string, heading: string, account: string): string {
  return [heading, account, '', groupedRecoveryKey(key), ''].join('\r\n');
}

/** The name the key's text file is saved under. */
export const RECOVERY_KEY_FILE_NAME = 'account-recovery-key.txt';

/** What is wrong with a hint, said under its field; undefined when it may be saved. */
export function hintProblem(hint: string): ShownError | undefined {
  if (hint.trim() === '') return { ftlId: 'settings-recovery-key-hint-required' };
  const problem = displayNameProblem(hint);
  if (problem === 'characters') return { ftlId: 'settings-recovery-key-hint-characters' };
  if (hint.length > RECOVERY_KEY_HINT_MAX_LENGTH) return { ftlId: 'settings-recovery-key-hint-too-long', args: { max: String(RECOVERY_KEY_HINT_MAX_LENGTH) } };
  return undefined;
}
