import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalLink } from './ExternalLink';

const meta = {
  title: 'Components/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://www.example.com/privacy', children: <Localized id="story-external-link" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.textContent).toMatch(/\(.+\)$/);
  },
};

export const InText: Story = {
  render: (args) => (
    <p>
      <Localized id="story-description" /> <ExternalLink {...args} />
    </p>
  ),
};
