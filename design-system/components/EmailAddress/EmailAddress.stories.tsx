import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailAddress } from './EmailAddress';

const meta = {
  title: 'Components/EmailAddress',
  component: EmailAddress,
  args: { id: 'story-address', children: 'a.very.long.address.that.must.wrap.somewhere@example.org' },
  decorators: [(Story) => <p style={{ margin: 0, maxInlineSize: '640px' }}>{Story()}</p>],
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide line: the address as typed, on one line. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const address = canvasElement.ownerDocument.getElementById('story-address')!;
    await expect(address).toHaveTextContent('a.very.long.address.that.must.wrap.somewhere@example.org');
    await expect(address.getClientRects()).toHaveLength(1);
  },
};

/** On a narrow line it breaks only before its '@' and its dots, never inside a word. */
export const Narrow: Story = {
  decorators: [(Story) => <p style={{ margin: 0, inlineSize: '160px' }}>{Story()}</p>],
  play: async ({ canvasElement }) => {
    const address = canvasElement.ownerDocument.getElementById('story-address')!;
    // Every part stays whole: no part is taller than one line.
    const parts = [...address.querySelectorAll(':scope > span')];
    const lineHeight = parts[0]!.getBoundingClientRect().height;
    for (const part of parts) await expect(part.getBoundingClientRect().height).toBe(lineHeight);
    const lines = new Set(parts.map((part) => Math.round(part.getBoundingClientRect().top)));
    await expect(lines.size).toBeGreaterThan(1);
    await expect(address.closest('p')!.scrollWidth).toBeLessThanOrEqual(160);
  },
};

/** On a right-to-left page the address still reads left to right, its parts in their order. */
export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <p dir="rtl" style={{ margin: 0, inlineSize: '160px' }}>
        {Story()}
      </p>
    ),
  ],
  play: async ({ canvasElement }) => {
    const parts = [...canvasElement.ownerDocument.getElementById('story-address')!.querySelectorAll(':scope > span')];
    const tops = parts.map((part) => Math.round(part.getBoundingClientRect().top));
    // Each part is on the same line as the one before it or under it, never above it.
    for (let index = 1; index < tops.length; index++) await expect(tops[index]!).toBeGreaterThanOrEqual(tops[index - 1]!);
    const [first, second] = parts.map((part) => part.getBoundingClientRect());
    // The first two parts share a line, the first on the left.
    if (first!.top === second!.top) await expect(first!.left).toBeLessThan(second!.left);
  },
};
