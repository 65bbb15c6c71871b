export {
  NS,
  V1_ITERATIONS,
  V2_ITERATIONS,
  bytesToHex,
  createClientSalt,
  deriveAuthPW,
  deriveCredentials,
  deriveUnwrapBKey,
  hexToBytes,
  hkdf,
  isClientSalt,
  keyStretchVersion,
  quickStretchV1,
  quickStretchV2,
  randomKb,
  wrapKb,
} from './keyStretch';
export type { KeyStretchVersion, StretchedCredentials } from './keyStretch';
export {
  InvalidRecoveryKeyError,
  RECOVERY_KEY_BYTES,
  RECOVERY_KEY_GROUP,
  RECOVERY_KEY_LENGTH,
  decryptRecoveryData,
  encryptRecoveryData,
  formatRecoveryKey,
  generateRecoveryKey,
  parseRecoveryKey,
  recoveryKeyId,
} from './recoveryKey';
export type { RecoveryData } from './recoveryKey';
