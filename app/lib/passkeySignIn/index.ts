export { PasskeySignInButton } from './PasskeySignInButton';
export type { PasskeySignInButtonProps } from './PasskeySignInButton';
export { passkeyAutofillSupported, passkeyProblem, passkeysSupported, signInWithPasskey, stopPasskeyCeremony } from './ceremony';
export type { PasskeyProblem } from './ceremony';
export { PASSKEY_SIGNED_IN_STATE, cameFromPasskey, flowNeedsKeys, usePasskeySignIn } from './usePasskeySignIn';
export type { PasskeySignIn, PasskeySignInOptions } from './usePasskeySignIn';
