import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { ButtonGroup } from './ButtonGroup';

const meta = {
  title: 'Components/ButtonGroup',
  component: ButtonGroup,
  args: {
    children: [
      <Button key="cancel" variant="secondary">
        <Localized id="story-cancel" />
      </Button>,
      <Button key="save">
        <Localized id="story-save" />
      </Button>,
    ],
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons that end a step or a form: side by side at the end of the row, the primary action last. */
export const AtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const [cancel, save] = within(canvasElement).getAllByRole('button');
    // Side by side: one row, Cancel before Save in reading order.
    await expect(cancel!.getBoundingClientRect().top).toBe(save!.getBoundingClientRect().top);
    const rtl = document.documentElement.dir === 'rtl';
    const before = (a: Element, b: Element) => (rtl ? a.getBoundingClientRect().left > b.getBoundingClientRect().left : a.getBoundingClientRect().left < b.getBoundingClientRect().left);
    await expect(before(cancel!, save!)).toBe(true);
  },
};

export const AtTheStart: Story = {
  args: { align: 'start' },
};

export const Centred: Story = {
  args: { align: 'center', spaced: true },
};

/** Secondary actions under a form, one under the other, each a target of its own. */
export const Column: Story = {
  args: {
    align: 'column',
    children: [
      <Link key="learn" variant="standalone" href="/support">
        <Localized id="story-learn-more" />
      </Link>,
      <Button key="cancel" variant="link">
        <Localized id="story-cancel" />
      </Button>,
    ],
  },
};

/** Long labels wrap onto another line instead of overflowing a narrow card. */
export const Wrapping: Story = {
  args: {
    id: 'story-group',
    style: { maxInlineSize: '320px' },
    children: [
      <Button key="cancel" variant="secondary">
        <Localized id="story-cancel" />
      </Button>,
      <Button key="long">
        <Localized id="story-long-label" />
      </Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const group = canvasElement.ownerDocument.getElementById('story-group')!;
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

/** Choices stacked full width, one under the other. */
export const Stacked: Story = {
  args: {
    align: 'stack',
    style: { maxInlineSize: '416px' },
    children: [
      <Button key="save" fullWidth>
        <Localized id="story-save" />
      </Button>,
      <Button key="cancel" variant="secondary" fullWidth>
        <Localized id="story-cancel" />
      </Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    await expect(first!.getBoundingClientRect().width).toBe(second!.getBoundingClientRect().width);
    await expect(first!.getBoundingClientRect().top).toBeLessThan(second!.getBoundingClientRect().top);
  },
};
