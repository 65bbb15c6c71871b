import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelector } from './LanguageSelector';

function Controlled(props: { initial: string; onChange: (locale: string) => void; showLabel?: boolean }) {
  const [value, setValue] = useState(props.initial);
  return (
    <LanguageSelector
      value={value}
      showLabel={props.showLabel}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/LanguageSelector',
  component: LanguageSelector,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrowserDefault: Story = {
  render: (args) => <Controlled initial="" onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAccessibleName(/\S/);
    const options = within(select).getAllByRole('option');
    await expect(options[0]).toHaveValue('');
    await expect(select.querySelector('option[value="de"]')?.textContent).toMatch(/Deutsch.*\(.*German.*\)/);
    await userEvent.selectOptions(select, 'de');
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await userEvent.selectOptions(select, '');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Chosen: Story = {
  args: { value: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('fr');
  },
};

export const WithVisibleLabel: Story = {
  render: (args) => <Controlled initial="he" onChange={args.onChange} showLabel />,
};

export const Loading: Story = {
  args: { value: 'de', isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
