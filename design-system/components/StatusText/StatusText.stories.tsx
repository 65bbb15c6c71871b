import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusText } from './StatusText';

const meta = {
  title: 'Components/StatusText',
  component: StatusText,
  args: { id: 'story-status', children: <Localized id="story-status-primary" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof StatusText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A state as it should be, in the quieter colour. */
export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\S/)).toHaveAttribute('id', 'story-status');
  },
};

/** A state that asks something of the person, in the warning colour. */
export const Warning: Story = {
  args: { tone: 'warning', children: <Localized id="story-status-unconfirmed" /> },
};

/** After other text on its line, spaced from it. */
export const Trailing: Story = {
  args: { tone: 'warning', trailing: true, children: <Localized id="story-status-unconfirmed" /> },
  render: (args) => (
    <p style={{ margin: 0 }}>
      <span id="story-before">
        <Localized id="story-summary-email-value" />
      </span>
      <StatusText {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const status = canvasElement.ownerDocument.getElementById('story-status')!;
    await expect(parseFloat(getComputedStyle(status).marginInlineStart)).toBeGreaterThan(0);
  },
};
