export { Button, CmsButtonProvider } from './Button';
export type { ButtonProps, ButtonVariant, CmsButtonProviderProps } from './Button';
export {
  BUTTON_TEXT_CANDIDATES,
  DEFAULT_BUTTON_TEXT_COLOUR,
  MINIMUM_TEXT_CONTRAST,
  chooseButtonTextColour,
  cmsButtonColours,
  safeCmsColour,
} from './contrast';
export type { ButtonColours } from './contrast';
export { loadCmsColourSupport, useCmsColourSupport } from './cmsColourSupport';
export type { CmsColourSupport } from './cmsColourSupport';
