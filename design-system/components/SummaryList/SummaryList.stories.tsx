import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { SummaryList, SummaryRow } from './SummaryList';

function Rows({ actions = true }: { actions?: boolean }) {
  const change = (href: string, labelledBy?: string) =>
    actions ? (
      <Link variant="standalone" href={href} id={labelledBy ? 'story-name-change' : undefined} aria-labelledby={labelledBy}>
        <Localized id="story-summary-change" />
      </Link>
    ) : undefined;
  return (
    <SummaryList>
      <SummaryRow term={<Localized id="story-summary-name" />} termId="story-name-term" valueId="story-name" action={change('/settings/display_name', 'story-name-change story-name-term')}>
        <Localized id="story-summary-name-value" />
      </SummaryRow>
      <SummaryRow term={<Localized id="story-summary-email" />}>
        <Localized id="story-summary-email-value" />
      </SummaryRow>
      <SummaryRow term={<Localized id="story-summary-two-step" />} action={change('/settings/two_step_authentication')}>
        <Localized id="story-summary-two-step-value" />
      </SummaryRow>
    </SummaryList>
  );
}

const meta = {
  title: 'Components/SummaryList',
  component: Rows,
  decorators: [(Story) => <div style={{ maxInlineSize: '640px' }}>{Story()}</div>],
} satisfies Meta<typeof Rows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row: what it is, its value, and the way to change it. */
export const WithActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getAllByRole('definition')).toHaveLength(5);
    await expect(canvasElement.ownerDocument.getElementById('story-name')).toHaveTextContent(/\S/);
    // A row's action can be named by its text and the row's term ('Change Display name').
    const term = canvasElement.ownerDocument.getElementById('story-name-term')!;
    await expect(term.tagName).toBe('DT');
    await expect(canvas.getAllByRole('link')[0]).toHaveAccessibleName(`${canvas.getAllByRole('link')[0]!.textContent} ${term.textContent}`);
  },
};

export const ReadOnly: Story = {
  args: { actions: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** Narrow: the value wraps under its name, and a long address breaks rather than overflowing. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '300px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
