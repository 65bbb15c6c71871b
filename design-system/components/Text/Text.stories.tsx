import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: <Localized id="story-description" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\S/).tagName).toBe('P');
  },
};

/** What explains the page, in the secondary colour; centred under a centred heading. */
export const SecondaryCentred: Story = {
  args: { tone: 'secondary', centred: true },
};

/** A long address breaks rather than overflowing a narrow card. */
export const LongWord: Story = {
  args: { small: true, spaced: true, children: <Localized id="story-summary-email-value" /> },
  decorators: [(Story) => <div style={{ maxInlineSize: '200px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
  },
};
