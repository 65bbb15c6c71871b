// The account recovery key from settings (SPEC §4.5, §5.4, §6). The password
// is checked again for this session (reason recovery_key, with keys), which
// gives a key-fetch token; kA and the wrapped kB are read with it and kB is
// unwrapped here. A new key is then made in the browser, its id and the JWE
// of kA and kB are derived from it and the uid, and only those two are sent.
import type { Api } from '../../api';
import { ERRNO } from '../../api';
import {
  bytesToHex,
  deriveCredentials,
  encryptRecoveryData,
  formatRecoveryKey,
  generateRecoveryKey,
  hexToBytes,
  recoveryKeyId,
  wrapKb,
} from '../../lib/crypto';
import type { RecoveryData } from '../../lib/crypto';
import { hasErrno } from '../../lib/flow';
import type { ShownError } from '../../lib/flow';
import { displayNameProblem } from './rules';

/** The longest hint the server keeps. */
export const RECOVERY_KEY_HINT_MAX_LENGTH = 255;

type KeysApi = Pick<Api, 'accountCredentialsStatus' | 'sessionReauth' | 'accountKeys'>;

/**
 * kA and kB of the signed-in account, proved by its password: the newest
 * key-stretch version the account has, the address the server names when
 * another one became primary (120), then the key fetch. Rejects with the
 * server's error (103 for a wrong password).
 */
export async function keysWithPassword(api: KeysApi, email: string, password: string): Promise<RecoveryData> {
  const status = await api.accountCredentialsStatus(email);
  let hashEmail = email;
  for (let attempt = 0; ; attempt += 1) {
    const stretched =
      status.currentVersion === 'v2' && status.clientSalt
        ? await deriveCredentials(2, hashEmail, password, status.clientSalt)
        : await deriveCredentials(1, hashEmail, password);
    let keyFetchToken: string | undefined;
    try {
      ({ keyFetchToken } = await api.sessionReauth({ email: hashEmail, authPW: stretched.authPW, reason: 'recovery_key' }, { keys: true }));
    } catch (error) {
      if (attempt === 0 && hasErrno(error, ERRNO.INCORRECT_EMAIL_CASE) && error.email) {
        hashEmail = error.email;
        continue;
      }
      throw error;
    }
    if (!keyFetchToken) throw new Error('The server gave no key-fetch token');
    const keys = await api.accountKeys(keyFetchToken);
    return { kA: keys.kA, kB: bytesToHex(wrapKb(hexToBytes(keys.wrapKB), hexToBytes(stretched.unwrapBKey))) };
  }
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
