import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: <Localized id="story-password-label" /> },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  render: (args) => (
    <div style={{ maxInlineSize: '360px' }}>
      <PasswordField {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input');
    if (!input) throw new Error('no input');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'correct horse');
    const toggle = canvas.getByRole('button');
    await expect(toggle).toHaveAccessibleName(/\S/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('correct horse');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: { purpose: 'new', label: <Localized id="story-new-password-label" />, description: <Localized id="story-description" /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'hunter2', errorMessage: <Localized id="story-password-error" /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};
