export { IllustrationFrame } from './Illustration';
export type { IllustrationMotion, IllustrationProps } from './Illustration';
export {
  BellIllustration,
  CloudKeyIllustration,
  ConnectedDevicesIllustration,
  CopiedCodeIllustration,
  DevicesCodeIllustration,
  EmailCodeIllustration,
  ILLUSTRATIONS,
  LightbulbIllustration,
  PasswordChangedIllustration,
  PasswordChatIllustration,
  PhoneCodeIllustration,
  RecoveryDocumentIllustration,
  SuccessPillIllustration,
  SyncArrowsIllustration,
  SyncCloudsIllustration,
} from './illustrations';
export { CONFETTI_FIRST_DELAY_MS, CONFETTI_LAST_DELAY_MS, Confetti, confettiLayout } from './Confetti';
export type { ConfettiProps } from './Confetti';
export { WordMark } from './WordMark';
export type { WordMarkProps } from './WordMark';
