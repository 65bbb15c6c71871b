// What the settings pages are made of, so that no page imports another: the
// frame and the page around each page, the step-up of sensitive changes, the
// steps several pages share (a phone's number and code, an authenticator to
// scan, backup codes and a recovery key shown once, a backup code typed back)
// and the browser's ways to keep a secret. A page imports this kit and the
// area's data files (data, paths, sections, rules…), never another page.
export { AuthenticatorScan } from './AuthenticatorScan';
export type { AuthenticatorScanProps } from './AuthenticatorScan';
export { BackupCodeCheck } from './BackupCodeCheck';
export type { BackupCodeCheckProps } from './BackupCodeCheck';
export { Buttons, Lead, PageLink, QuietLead, Row, followInApp } from './blocks';
export type { PageLinkProps } from './blocks';
export { BackupCodesList } from './BackupCodesList';
export type { BackupCodesListProps } from './BackupCodesList';
export { codeEntry } from './codeEntry';
export type { CodeEntry, ResendEntry } from './codeEntry';
export { ConfirmDialog } from './ConfirmDialog';
export { CreatePasswordFirst } from './CreatePasswordFirst';
export type { CreatePasswordFirstProps } from './CreatePasswordFirst';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { EmailedCode } from './EmailedCode';
export type { EmailedCodeProps } from './EmailedCode';
export { PhoneCodeStep, PhoneNumberForm } from './PhoneSteps';
export type { PhoneCodeStepProps, PhoneNumberFormProps } from './PhoneSteps';
export { ReadList } from './ReadList';
export type { ReadListProps } from './ReadList';
export { SaveActions } from './SaveActions';
export type { SaveActionsProps, SaveHandlers } from './SaveActions';
export { copyText, downloadBackupCodes, downloadTextFile, printPage } from './saving';
export { SettingsForm, settingsFormState } from './SettingsForm';
export type { SettingsFormProps, SettingsFormState } from './SettingsForm';
export { SettingsFrame } from './SettingsFrame';
export type { SettingsFrameProps } from './SettingsFrame';
export { SettingsSubPage } from './SettingsSubPage';
export type { SettingsSubPageProps } from './SettingsSubPage';
export { ShownKey } from './ShownKey';
export type { ShownKeyProps } from './ShownKey';
export { SETTINGS_STEP_UP_SCOPES, StepUpProvider, isStepUpCancelled, useStepUp } from './stepUp';
export type { StepUp, StepUpScope } from './stepUp';
export { StepUpDialog } from './StepUpDialog';
export type { StepUpDialogProps } from './StepUpDialog';
export { useField } from './useField';
export type { Field } from './useField';
export { usePhoneCountries, usePhoneNumber } from './usePhoneNumber';
export type { PhoneNumberFields } from './usePhoneNumber';
export { useSettingsPage } from './useSettingsPage';
export type { SettingsPage } from './useSettingsPage';
export { useSettingsRead } from './useSettingsRead';
export type { SettingsRead } from './useSettingsRead';
export { useSettingsRequest } from './useSettingsRequest';
export type { SendOptions, Sent, SettingsRequest, SettingsRequestOptions } from './useSettingsRequest';
