import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailField } from './EmailField';

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { label: <Localized id="story-email-label" /> },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  render: (args) => (
    <div style={{ maxInlineSize: '360px' }}>
      <EmailField {...args} />
    </div>
  ),
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: <Localized id="story-email-description" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'ada@', errorMessage: <Localized id="story-email-error" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/\S/);
  },
};
