import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { Notice } from './Notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: { tone: 'neutral', children: <Localized id="story-notice-neutral" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/\S/);
  },
};

export const Information: Story = {
  args: { tone: 'info', children: <Localized id="story-notice-info" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/\S/);
  },
};

export const Success: Story = {
  args: { tone: 'success', children: <Localized id="story-notice-success" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/\S/);
  },
};

/** An error is an alert, announced at once; a link to the way out may follow it. */
export const ErrorWithLink: Story = {
  args: {
    tone: 'error',
    children: (
      <>
        <p>
          <Localized id="story-notice-error" />
        </p>
        <Link variant="standalone" href="/support">
          <Localized id="story-learn-more" />
        </Link>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('link')).toBeVisible();
  },
};

/** Empty until something happens: the live region is in the page already, and keeps its line. */
export const Reserved: Story = {
  args: { tone: 'neutral', children: undefined, reserveSpace: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(status.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};
