import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: <Localized id="story-name-label" /> },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  render: (args) => (
    <div style={{ maxInlineSize: '360px' }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleName(/\S/);
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  args: { description: <Localized id="story-description" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(/\S/);
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'x', description: <Localized id="story-description" />, errorMessage: <Localized id="story-email-error" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    await expect(describedBy).toHaveLength(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada Lovelace' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: { label: <Localized id="story-long-label" />, errorMessage: <Localized id="story-banner-error-description" /> },
};
