import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/legal/terms', children: <Localized id="story-link-text" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      <Localized id="story-description" /> <Link {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/legal/terms');
    await expect(getComputedStyle(link).display).toBe('inline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    // A target of its own: at least 24px high (WCAG 2.5.8).
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const Back: Story = {
  args: { back: true, children: undefined, href: '/settings' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(/\S/);
    // The arrow is drawn, never read.
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Keyboard focus shows the product's focus ring around the link. */
/** Told the link was followed; the click event itself stays out of the spy, whose log would serialise its window. */
const followed = fn();

export const Focused: Story = {
  args: {
    variant: 'standalone',
    onClick: (event) => {
      event.preventDefault();
      followed();
    },
  },
  play: async ({ canvasElement }) => {
    followed.mockClear();
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(followed).toHaveBeenCalledTimes(1);
  },
};
