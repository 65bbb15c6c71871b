import { useLocalization } from '@fluent/react';
import { useId } from 'react';
import styled from 'styled-components';
import { SUPPORTED_LOCALES, localeName } from '../../l10n';
import { tokens } from '../../tokens';

export interface LanguageSelectorProps {
  /** The saved locale, or '' for the browser's default. */
  value: string;
  /** Called with the chosen locale, or '' to clear the saved preference. */
  onChange: (localeOrEmpty: string) => void;
  /** The locales offered. @default SUPPORTED_LOCALES */
  locales?: readonly string[];
  /** Disables the selector while a change is being saved. @default false */
  isLoading?: boolean;
  /** Shows the label above the selector instead of only to assistive technology. @default false */
  showLabel?: boolean;
  className?: string;
}

const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  text-align: start;
`;

const Label = styled.label<{ $visible: boolean }>`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  ${({ $visible }) =>
    !$visible &&
    `position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;`}
`;

const Select = styled.select`
  min-block-size: 40px;
  padding-block: ${tokens.space.xs};
  padding-inline: ${tokens.space.sm};
  border: 1px solid ${tokens.color.border.input};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.background.surface};
  color: ${tokens.color.text.primary};
  font-size: ${tokens.font.size.sm};
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
  }
`;

/**
 * The language choice: 'Browser default' first, then every locale by its own
 * name, followed by its English name when that differs.
 */
export function LanguageSelector({
  value,
  onChange,
  locales = SUPPORTED_LOCALES,
  isLoading = false,
  showLabel = false,
  className,
}: LanguageSelectorProps) {
  const { l10n } = useLocalization();
  const id = useId();
  return (
    <Root className={className}>
      <Label htmlFor={id} $visible={showLabel}>
        {l10n.getString('language-selector-label')}
      </Label>
      <Select
        id={id}
        value={value}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{l10n.getString('language-selector-browser-default')}</option>
        {locales.map((code) => {
          const { nativeName, englishName } = localeName(code);
          const text =
            nativeName === englishName ? nativeName : l10n.getString('language-selector-option', { nativeName, englishName });
          return (
            <option key={code} value={code} lang={code}>
              {text}
            </option>
          );
        })}
      </Select>
    </Root>
  );
}
