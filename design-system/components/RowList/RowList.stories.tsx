import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { RowList } from './RowList';

function Rows({ ordered = false }: { ordered?: boolean }) {
  return (
    <RowList as={ordered ? 'ol' : 'ul'}>
      <li>
        <div>
          <h2>
            <Localized id="story-summary-email" />
          </h2>
          <p>
            <Localized id="story-summary-email-value" />
          </p>
        </div>
        <Button variant="secondary">
          <Localized id="story-summary-change" />
        </Button>
      </li>
      <li>
        <div>
          <h2>
            <Localized id="story-summary-name" />
          </h2>
          <p>
            <Localized id="story-summary-name-value" />
          </p>
        </div>
        <Button variant="danger">
          <Localized id="story-delete" />
        </Button>
      </li>
    </RowList>
  );
}

const meta = {
  title: 'Components/RowList',
  component: Rows,
  decorators: [(Story) => <div style={{ maxInlineSize: '560px' }}>{Story()}</div>],
} satisfies Meta<typeof Rows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unordered: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('UL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Ordered: Story = {
  args: { ordered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list').tagName).toBe('OL');
  },
};

/** Narrow: each row's controls wrap under what it is, and a long address breaks. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '280px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
