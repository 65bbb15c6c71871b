import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeading } from './PageHeading';

const meta = {
  title: 'Components/PageHeading',
  component: PageHeading,
  args: { children: <Localized id="story-heading" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's only h1: focus can land on it when the page opens, but Tab never stops on it. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    await expect(heading).toHaveFocus();
  },
};

export const Section: Story = {
  args: { level: 'section', children: <Localized id="story-section-heading" /> },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(heading).not.toHaveAttribute('tabindex');
  },
};

export const Item: Story = {
  args: { level: 'item', children: <Localized id="story-item-heading" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
