import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSelector } from './LanguageSelector';
import type { LanguageSelectorProps } from './LanguageSelector';
import { STORY_LANGUAGES } from './storyLanguages';

// The play functions hold no interface text: the visual suite runs every story
// right to left in Hebrew too. Texts are read from the page (the label, the
// first option) and languages are found by their lang attribute.

function Controlled({ value: initial, onChange, ...rest }: LanguageSelectorProps) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageSelector
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** What names the button: react-aria links the value shown, then the label. */
function namesOf(button: HTMLElement): { value: HTMLElement; label: HTMLElement } {
  const [value, label] = (button.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id));
  if (!value || !label) throw new Error('The button is not named by its value and label');
  return { value, label };
}

/** The selector's button, reached with the Tab key as a keyboard user would. */
async function tabToButton(canvasElement: HTMLElement): Promise<HTMLElement> {
  const button = within(canvasElement).getByRole('button');
  await userEvent.tab();
  await expect(button).toHaveFocus();
  return button;
}

/** The open list: it lives in a popover at the end of the document, not in the canvas. */
async function openList(): Promise<HTMLElement> {
  const listbox = await screen.findByRole('listbox');
  await expect(listbox).toBeVisible();
  return listbox;
}

/** The list has closed and focus is back on the button: React Aria gives it back on the next frame. */
async function listClosed(button: HTMLElement): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
}

function optionIn(listbox: HTMLElement, lang: string): HTMLElement {
  const option = listbox.querySelector<HTMLElement>(`[role="option"][lang="${lang}"]`);
  if (!option) throw new Error(`No option in ${lang}`);
  return option;
}

/** Whether an option lies within the visible part of the scrolling list. */
function inView(option: Element, list: Element): boolean {
  const item = option.getBoundingClientRect();
  const box = list.getBoundingClientRect();
  return item.top >= box.top - 1 && item.bottom <= box.bottom + 1;
}

const meta = {
  title: 'Forms/LanguageSelector',
  component: LanguageSelector,
  args: { value: '', languages: STORY_LANGUAGES, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No saved preference: 'Browser default' is shown, and the button is named by it and the label. */
export const BrowserDefault: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const { value, label } = namesOf(button);
    await expect(label).toHaveTextContent(/\S/);
    // The label 'Select language' is shown, not only read by assistive technology.
    await expect(label).toBeVisible();
    await expect(label.getBoundingClientRect().width).toBeGreaterThan(1);
    await expect(value).not.toHaveAttribute('lang');
    await expect(button).toHaveAccessibleName(`${value.textContent} ${label.textContent}`);
    await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter opens the list on the chosen language; every locale follows 'Browser default'; Escape closes it and returns focus. */
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = await tabToButton(canvasElement);
    const { value, label } = namesOf(button);
    await userEvent.keyboard('{Enter}');
    const listbox = await openList();
    await expect(listbox).toHaveAccessibleName(label.textContent ?? '');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(STORY_LANGUAGES.length + 1);
    await expect(options[0]).toHaveTextContent(value.textContent ?? '');
    await expect(options[0]).not.toHaveAttribute('lang');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveFocus();
    await expect(optionIn(listbox, 'de')).toHaveTextContent(/^Deutsch \(German\)$/);
    await expect(optionIn(listbox, 'he')).toHaveTextContent(/^עברית \(Hebrew\)$/);
    // A name in another direction than the page's keeps its own, its parentheses in place.
    await expect(optionIn(listbox, 'he').querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(optionIn(listbox, 'en')).toHaveTextContent(/^English$/);
    // The hidden buttons that close the list for screen readers are named from Fluent, not react-aria's 'Dismiss'.
    const dismiss = listbox.closest('[data-trigger="Select"]')?.querySelectorAll(':scope > div > button') ?? [];
    await expect(dismiss).toHaveLength(2);
    for (const button of dismiss) await expect(button).toHaveAccessibleName(/^(?!Dismiss$)\S/);
    await userEvent.keyboard('{Escape}');
    await listClosed(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Arrow down opens the list, typing finds a language, Enter chooses it and closes the list. */
export const ChooseByTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await tabToButton(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await openList();
    await userEvent.keyboard('Deutsch');
    await expect(optionIn(listbox, 'de')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await listClosed(button);
    const { value } = namesOf(button);
    await expect(value).toHaveAttribute('lang', 'de');
    await expect(value).toHaveTextContent(/Deutsch/);
  },
};

/** A saved language shows in the button; 'Browser default', first in the list, clears it. */
export const ChooseBrowserDefault: Story = {
  args: { value: 'fr' },
  play: async ({ canvasElement, args }) => {
    const button = await tabToButton(canvasElement);
    await expect(namesOf(button).value).toHaveAttribute('lang', 'fr');
    await userEvent.keyboard(' ');
    const listbox = await openList();
    await expect(within(listbox).getByRole('option', { selected: true })).toHaveAttribute('lang', 'fr');
    await userEvent.keyboard('{Home}');
    const first = within(listbox).getAllByRole('option')[0]!;
    const browserDefault = first.textContent ?? '';
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await listClosed(button);
    await expect(namesOf(button).value).not.toHaveAttribute('lang');
    await expect(namesOf(button).value).toHaveTextContent(browserDefault);
  },
};

/** Where the page around it names it already, the label can be left to assistive technology. */
export const WithHiddenLabel: Story = {
  args: { value: 'he', showLabel: false },
  play: async ({ canvasElement }) => {
    const { value, label } = namesOf(within(canvasElement).getByRole('button'));
    // Visually hidden: clipped to a pixel, still read by assistive technology.
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(value).toHaveTextContent(/עברית/);
    await expect(value).toHaveAttribute('dir', 'rtl');
  },
};

/** While the chosen language loads the selector is disabled and shows a spinner; it keeps focus but cannot be opened. */
export const Loading: Story = {
  args: { value: 'de', isLoading: true },
  play: async ({ canvasElement }) => {
    const button = await tabToButton(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const spinner = within(button).getByRole('progressbar');
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAccessibleName(/\S/);
    await expect(button.getAttribute('aria-labelledby')?.split(' ')).toContain(spinner.id);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(button);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

/** A long list: it scrolls inside a popover that stays within the viewport. */
export const LongList: Story = {
  args: { value: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await tabToButton(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await openList();
    const last = within(listbox).getAllByRole('option').at(-1)!;
    await expect(last).toHaveAttribute('lang', 'zh-TW');
    await expect(last).toHaveFocus();
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    const popover = listbox.closest<HTMLElement>('[data-trigger="Select"]') ?? listbox;
    const box = popover.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // The list scrolls the focused option into view after focus moves, a frame or more later.
    await waitFor(() => expect(inView(last, listbox)).toBe(true));
    const first = within(listbox).getAllByRole('option')[0]!;
    await expect(inView(first, listbox)).toBe(false);
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await waitFor(() => expect(inView(first, listbox)).toBe(true));
  },
};
