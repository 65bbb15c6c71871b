import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSelector } from './LanguageSelector';
import type { LanguageSelectorProps } from './LanguageSelector';

/** Fluent wraps each placeable in bidi isolation marks, which the reader never sees. */
const isolated = (text: string) => new RegExp(text.replace(/[()]/g, '\\$&').replace(/([^\s()\\]+)/g, '\u2068?$1\u2069?'));

/** The button is named by the value, then the label, as react-aria links them. */
const buttonName = (value: string) => new RegExp(`^${isolated(value).source}\\s+Select language$`);

/** Whether an option lies within the visible part of the scrolling list. */
function inView(option: Element, list: Element): boolean {
  const item = option.getBoundingClientRect();
  const box = list.getBoundingClientRect();
  return item.top >= box.top - 1 && item.bottom <= box.bottom + 1;
}

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

/** The selector's button, reached with the Tab key as a keyboard user would. */
async function tabToButton(canvasElement: HTMLElement): Promise<HTMLElement> {
  const button = within(canvasElement).getByRole('button', { name: /Select language/ });
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

const meta = {
  title: 'Forms/LanguageSelector',
  component: LanguageSelector,
  args: { value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No saved preference: 'Browser default' is shown, and the label names the button. */
export const BrowserDefault: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Select language/ });
    await expect(button).toHaveAccessibleName(buttonName('Browser default'));
    await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter opens the list on the chosen language; every locale follows 'Browser default'; Escape closes it and returns focus. */
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = await tabToButton(canvasElement);
    await userEvent.keyboard('{Enter}');
    const listbox = await openList();
    await expect(listbox).toHaveAccessibleName('Select language');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(58);
    await expect(options[0]).toHaveTextContent('Browser default');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveFocus();
    await expect(within(listbox).getByRole('option', { name: isolated('Deutsch (German)') })).toHaveAttribute('lang', 'de');
    await expect(within(listbox).getByRole('option', { name: 'English' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
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
    await expect(within(listbox).getByRole('option', { name: isolated('Deutsch (German)') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleName(buttonName('Deutsch (German)'));
  },
};

/** A saved language shows in the button; 'Browser default', first in the list, clears it. */
export const ChooseBrowserDefault: Story = {
  args: { value: 'fr' },
  play: async ({ canvasElement, args }) => {
    const button = await tabToButton(canvasElement);
    await expect(button).toHaveAccessibleName(buttonName('Français (French)'));
    await userEvent.keyboard(' ');
    const listbox = await openList();
    await expect(within(listbox).getByRole('option', { selected: true })).toHaveAttribute('lang', 'fr');
    await userEvent.keyboard('{Home}');
    await expect(within(listbox).getAllByRole('option')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveAccessibleName(buttonName('Browser default'));
  },
};

/** The label shown above the button rather than only to assistive technology. */
export const WithVisibleLabel: Story = {
  args: { value: 'he', showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Select language')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Select language/ })).toHaveTextContent(/עברית/);
  },
};

/** While the chosen language loads the selector is disabled and shows a spinner; it keeps focus but cannot be opened. */
export const Loading: Story = {
  args: { value: 'de', isLoading: true },
  play: async ({ canvasElement }) => {
    const button = await tabToButton(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleName(/Select language\s+Loading…$/);
    await expect(within(button).getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(button);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

/** All 57 locales: the open list scrolls inside a popover that stays within the viewport. */
export const LongList: Story = {
  args: { value: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await tabToButton(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await openList();
    const last = within(listbox).getAllByRole('option').at(-1);
    await expect(last).toHaveAttribute('lang', 'zh-TW');
    await expect(last).toHaveFocus();
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    const popover = listbox.closest<HTMLElement>('[data-trigger="Select"]') ?? listbox;
    const box = popover.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(inView(last!, listbox)).toBe(true);
    const first = within(listbox).getAllByRole('option')[0]!;
    await expect(inView(first, listbox)).toBe(false);
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await expect(inView(first, listbox)).toBe(true);
  },
};
