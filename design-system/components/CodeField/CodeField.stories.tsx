import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeField } from './CodeField';

const meta = {
  title: 'Forms/CodeField',
  component: CodeField,
  args: { label: <Localized id="story-code-label" />, maxLength: 6, onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  render: (args) => (
    <div style={{ maxInlineSize: '360px' }}>
      <CodeField {...args} />
    </div>
  ),
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Digits: Story = {
  args: { description: <Localized id="story-code-description" /> },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '6');
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const BackupCode: Story = {
  args: { kind: 'alphanumeric', maxLength: 10, label: <Localized id="story-backup-code-label" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('inputmode', 'text');
    await userEvent.click(input);
    await userEvent.paste('ab12-cd34 ef');
    await expect(input).toHaveValue('ab12cd34ef');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '000000', errorMessage: <Localized id="story-code-error" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '123456' },
};
