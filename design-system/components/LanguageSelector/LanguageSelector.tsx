import { useLocalization } from '@fluent/react';
import { useCallback } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { LoadingSpinner } from '../LoadingSpinner';

/** A language offered: its locale and the name the menu shows for it. */
export interface LanguageChoice {
  readonly code: string;
  /** Its name, such as "Deutsch (German)": the same in every interface language. */
  readonly label: string;
  /** The direction its name is written in. */
  readonly dir: 'ltr' | 'rtl';
}

export interface LanguageSelectorProps {
  /** The saved locale, or '' for the browser's default. */
  value: string;
  /** Called with the chosen locale, or '' to clear the saved preference. */
  onChange: (localeOrEmpty: string) => void;
  /** The languages offered, in order, each named by the application. */
  languages: readonly LanguageChoice[];
  /**
   * Disables the selector while the chosen language loads: it keeps focus, is
   * marked disabled, shows and announces a spinner, and cannot be opened. @default false
   */
  isLoading?: boolean;
  /** Shows the label 'Select language' beside the button; false gives it to assistive technology only. @default true */
  showLabel?: boolean;
  className?: string;
}

/** The key of 'Browser default' in the list; react-aria's hidden <select> already uses ''. */
const BROWSER_DEFAULT = 'browser-default';

const Root = styled(Select)`
  display: inline-flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  max-inline-size: 100%;
  text-align: start;
`;

const visuallyHidden = `
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const FieldLabel = styled(Label)<{ $visible: boolean }>`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  ${({ $visible }) => !$visible && visuallyHidden}
`;

const Trigger = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  min-block-size: 40px;
  max-inline-size: 100%;
  padding-block: ${tokens.space.xs};
  padding-inline: ${tokens.space.md} ${tokens.space.sm};
  border: 1px solid ${tokens.color.border.input};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.background.surface};
  color: ${tokens.color.text.primary};
  font-size: ${tokens.font.size.sm};
  text-align: start;
  cursor: pointer;
  &[data-hovered] {
    background: ${tokens.color.background.secondary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  &[data-pending] {
    cursor: progress;
  }
  .react-aria-SelectValue {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
    color: ButtonText;
  }
`;

const Chevron = styled.svg`
  flex-shrink: 0;
  [data-open] & {
    rotate: 180deg;
  }
`;

const ListPopover = styled(Popover)`
  display: flex;
  flex-direction: column;
  min-inline-size: var(--trigger-width);
  max-inline-size: calc(100vw - 2 * ${tokens.space.sm});
  border: 1px solid ${tokens.color.border.subtle};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.background.surface};
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family};
  font-size: ${tokens.font.size.sm};
  box-shadow: 0 4px 16px rgba(21, 20, 26, 0.2);
  outline: none;
  @media (forced-colors: active) {
    border: 2px solid CanvasText;
  }
`;

const List = styled(ListBox)`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0;
  padding-block: ${tokens.space.xs};
  padding-inline: 0;
  outline: none;
`;

const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-block-size: 32px;
  padding-block: ${tokens.space.xs};
  padding-inline: ${tokens.space.sm} ${tokens.space.md};
  text-align: start;
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: ${tokens.color.background.secondary};
  }
  &[data-focused] {
    background: ${tokens.color.background.primary};
    color: ${tokens.color.text.inverse};
  }
  &[data-focus-visible] {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: -2px;
    box-shadow: inset 0 0 0 4px ${tokens.color.background.surface};
  }
  &[data-selected] {
    font-weight: ${tokens.font.weight.bold};
  }
  svg {
    flex-shrink: 0;
    visibility: hidden;
  }
  &[data-selected] svg {
    visibility: visible;
  }
  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;

function SelectedMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The language choice, on react-aria's Select: 'Browser default' first, then
 * every locale by its own name, followed by its English name when that
 * differs. The list opens with Enter, Space or the arrow keys, finds a
 * language as it is typed, closes with Escape and returns focus to the
 * button; its popover scrolls and stays within the viewport.
 */
export function LanguageSelector({
  value,
  onChange,
  languages,
  isLoading = false,
  showLabel = true,
  className,
}: LanguageSelectorProps) {
  const { l10n } = useLocalization();
  const browserDefault = l10n.getString('language-selector-browser-default');
  const closeLabel = l10n.getString('language-selector-close');
  // react-aria gives the popover's hidden dismiss buttons (for screen readers
  // without an Escape key) its own 'Dismiss' and no prop to replace it; every
  // label here comes from Fluent, so it is set as the popover is attached.
  const labelDismissButtons = useCallback(
    (popover: HTMLElement | null) => {
      for (const button of popover?.querySelectorAll(':scope > div > button') ?? []) button.setAttribute('aria-label', closeLabel);
    },
    [closeLabel],
  );
  const options = [
    { id: BROWSER_DEFAULT, text: browserDefault, lang: undefined, dir: undefined },
    ...languages.map(({ code, label, dir }) => ({ id: code, text: label, lang: code, dir })),
  ];
  const chosen = options.find((option) => option.id === (value || BROWSER_DEFAULT)) ?? options[0]!;

  return (
    <Root
      className={className}
      value={chosen.id}
      onChange={(key) => {
        if (typeof key === 'string') onChange(key === BROWSER_DEFAULT ? '' : key);
      }}
    >
      <FieldLabel $visible={showLabel}>{l10n.getString('language-selector-label')}</FieldLabel>
      <Trigger isPending={isLoading}>
        <SelectValue lang={chosen.lang} dir={chosen.dir}>
          {chosen.text}
        </SelectValue>
        {isLoading ? (
          <LoadingSpinner size={16} />
        ) : (
          <Chevron width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </Chevron>
        )}
      </Trigger>
      <ListPopover ref={labelDismissButtons}>
        <List>
          {options.map(({ id, text, lang, dir }) => (
            <Option key={id} id={id} textValue={text} lang={lang}>
              <SelectedMark />
              <span dir={dir}>{text}</span>
            </Option>
          ))}
        </List>
      </ListPopover>
    </Root>
  );
}
