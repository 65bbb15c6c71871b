// The second factors as every flow asks for them (sign-in confirms a session
// with them, a reset proves a two-step account's owner): how each code is
// checked before it is sent, which server answers mean the code is wrong and
// how that is worded, and the backup code's field.
import { ERRNO } from '../../api';
import type { CodeStepProps } from './CodeStep';
import { clientError } from './errors';
import type { ShownError } from './errors';

/** Backup codes are 8 to 20 letters and digits (10 by default). */
export const BACKUP_CODE_MAX_LENGTH = 20;
const BACKUP_CODE_MIN_LENGTH = 8;

/** An authenticator code is six digits: 'Two-step authentication code required' (1053) otherwise. */
export function totpCodeProblem(code: string): ShownError | undefined {
  return code.length === 6 ? undefined : clientError('TOTP_CODE_REQUIRED');
}

/** A backup code: 'required' (1055) when empty, 'invalid' (1056) when too short. */
export function backupCodeProblem(code: string): ShownError | undefined {
  if (code.length >= BACKUP_CODE_MIN_LENGTH) return undefined;
  return clientError(code === '' ? 'BACKUP_CODE_REQUIRED' : 'INVALID_BACKUP_CODE');
}

/** A texted or emailed code is six digits: 'Please enter confirmation code' (1060) otherwise. */
export function sixDigitCodeProblem(code: string): ShownError | undefined {
  return code.length === 6 ? undefined : clientError('CONFIRMATION_CODE_REQUIRED');
}

/**
 * The server's answers that mean an authenticator code cannot be used: a wrong one, said as 'Invalid
 * two-step authentication code', and one just used (220), said in its own words: wait for the next code.
 */
export const WRONG_TOTP_CODE = {
  wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE, ERRNO.TOTP_CODE_ALREADY_USED],
  wrongCodeShownAs: clientError('INVALID_TOTP_CODE'),
} as const;

/** The server's answers that mean a backup code is wrong, said as 'Invalid backup authentication code'. */
export const WRONG_BACKUP_CODE = {
  wrongCodeErrnos: [ERRNO.BACKUP_CODE_NOT_FOUND, ERRNO.INVALID_EXPIRED_OTP_CODE],
  wrongCodeShownAs: clientError('INVALID_BACKUP_CODE'),
} as const;

/** The field of a backup code: letters and digits, kept in lower case as the codes are given. */
export function backupCodeField(id: string, label: string): CodeStepProps['field'] {
  return { id, label, kind: 'alphanumeric', maxLength: BACKUP_CODE_MAX_LENGTH, normalize: (code) => code.toLowerCase() };
}
