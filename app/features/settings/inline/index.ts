// What the route table needs from the set-up steps inside sign-in: one container per path.
export { InlineRecoverySetupContainer } from './InlineRecoverySetup/container';
export { InlineTotpSetupContainer } from './InlineTotpSetup/container';
export { InlineRecoveryKeySetupContainer } from './InlineRecoveryKeySetup/container';
