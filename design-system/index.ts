// The design system's public surface: every component a page may use is listed here.

// Tokens, theme and motion
export {
  GlobalStyle,
  ReducedMotionProvider,
  ThemeProvider,
  lightTheme,
  palette,
  themeProperties,
  tokens,
  usePrefersReducedMotion,
  whenReducedMotion,
} from './tokens';
export type { ReducedMotionProviderProps, Theme, ThemeProviderProps } from './tokens';

// Components
export { AccountSummary } from './components/AccountSummary';
export type { AccountSummaryProps } from './components/AccountSummary';
export { AlertBar } from './components/AlertBar';
export type { AlertBarProps, AlertBarType } from './components/AlertBar';
export { APP_ERROR_VARIANTS, AppErrorScreen } from './components/AppErrorScreen';
export type { AppErrorScreenProps, AppErrorVariant } from './components/AppErrorScreen';
export { Avatar } from './components/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar';
export { Banner } from './components/Banner';
export type { BannerLink, BannerLinkComponentProps, BannerProps, BannerType } from './components/Banner';
export {
  BUTTON_TEXT_CANDIDATES,
  Button,
  CmsButtonProvider,
  DEFAULT_BUTTON_TEXT_COLOUR,
  MINIMUM_TEXT_CONTRAST,
  chooseButtonTextColour,
  cmsButtonColours,
  loadCmsColourSupport,
  safeCmsColour,
  useCmsColourSupport,
} from './components/Button';
export type { ButtonColours, ButtonProps, ButtonVariant, CmsButtonProviderProps, CmsColourSupport } from './components/Button';
export { ButtonGroup } from './components/ButtonGroup';
export type { ButtonGroupProps } from './components/ButtonGroup';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { CodeField, cleanCode } from './components/CodeField';
export type { CodeFieldProps } from './components/CodeField';
export { Dialog } from './components/Dialog';
export type { DialogProps } from './components/Dialog';
export { EmailField } from './components/EmailField';
export type { EmailFieldProps } from './components/EmailField';
export { EmailAddress } from './components/EmailAddress';
export type { EmailAddressProps } from './components/EmailAddress';
export { ExternalLink } from './components/ExternalLink';
export type { ExternalLinkProps } from './components/ExternalLink';
export { Footer } from './components/Footer';
export type { FooterProps } from './components/Footer';
export { Form } from './components/Form';
export type { FormProps } from './components/Form';
export { LanguageSelector } from './components/LanguageSelector';
export type { LanguageChoice, LanguageSelectorProps } from './components/LanguageSelector';
export { Card, CardHeader, Layout, LayoutFooterProvider } from './components/Layout';
export type {
  CardHeaderProps,
  CmsBackgrounds,
  LayoutFooterProviderProps,
  LayoutImage,
  LayoutProps,
} from './components/Layout';
export { Link } from './components/Link';
export type { LinkProps } from './components/Link';
export { LoadingSpinner } from './components/LoadingSpinner';
export type { LoadingSpinnerProps } from './components/LoadingSpinner';
export { Notice } from './components/Notice';
export type { NoticeProps, NoticeTone } from './components/Notice';
export { PageHeading } from './components/PageHeading';
export type { PageHeadingProps } from './components/PageHeading';
export { Panel } from './components/Panel';
export type { PanelProps } from './components/Panel';
export { PasswordField } from './components/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField';
export { RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup';
export { STATUS_ICON_KINDS, StatusIcon } from './components/StatusIcons';
export type { StatusIconKind, StatusIconProps } from './components/StatusIcons';
export { RowList } from './components/RowList';
export type { RowListProps } from './components/RowList';
export { SideNav } from './components/SideNav';
export type { SideNavItem, SideNavProps } from './components/SideNav';
export { StatusText } from './components/StatusText';
export type { StatusTextProps } from './components/StatusText';
export { SummaryList, SummaryRow } from './components/SummaryList';
export type { SummaryListProps, SummaryRowProps } from './components/SummaryList';
export { Text } from './components/Text';
export type { TextProps } from './components/Text';
export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';

// Illustrations
export {
  BellIllustration,
  CONFETTI_FIRST_DELAY_MS,
  CONFETTI_LAST_DELAY_MS,
  CloudKeyIllustration,
  Confetti,
  ConnectedDevicesIllustration,
  CopiedCodeIllustration,
  DevicesCodeIllustration,
  EmailCodeIllustration,
  ILLUSTRATIONS,
  IllustrationFrame,
  LightbulbIllustration,
  PasswordChangedIllustration,
  PasswordChatIllustration,
  PhoneCodeIllustration,
  RecoveryDocumentIllustration,
  SuccessPillIllustration,
  SyncArrowsIllustration,
  SyncCloudsIllustration,
  WordMark,
  confettiLayout,
} from './illustrations';
export type { ConfettiProps, IllustrationMotion, IllustrationProps, WordMarkProps } from './illustrations';
