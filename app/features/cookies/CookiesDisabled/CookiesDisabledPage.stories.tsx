import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_COOKIES_SUPPORT_URL } from '../../../lib/config';
import { CookiesDisabledPage } from './CookiesDisabledPage';
import type { CookiesDisabledPageProps } from './CookiesDisabledPage';
import { COOKIES_STILL_DISABLED } from '../retry';

const meta = {
  title: 'Pages/Cookies/CookiesDisabledPage',
  component: CookiesDisabledPage,
  parameters: { layout: 'fullscreen' },
  args: { supportUrl: DEFAULT_COOKIES_SUPPORT_URL, onTryAgain: fn() },
} satisfies Meta<typeof CookiesDisabledPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Local storage and cookies are required' })).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: /Learn more/ });
    await expect(link).toHaveAttribute('href', args.supportUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveTextContent('Opens in new window');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
  },
};

/** A deployment's own article, from `support.cookiesUrl` in the page's configuration. */
export const ConfiguredArticle: Story = {
  args: { supportUrl: 'https://help.example.org/articles/cookies' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Learn more/ });
    await expect(link).toHaveAttribute('href', 'https://help.example.org/articles/cookies');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onTryAgain).not.toHaveBeenCalled();
  },
};

export const StillDisabled: Story = {
  args: { error: COOKIES_STILL_DISABLED, errorKey: 1 },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveAttribute('aria-live', 'assertive');
    await expect(banner).toHaveTextContent('Local storage or cookies are still disabled');
  },
};

/** The page as the container drives it: every press of 'Try again' fails. */
function FailingRetry(props: CookiesDisabledPageProps) {
  const [failures, setFailures] = useState(0);
  return (
    <CookiesDisabledPage
      {...props}
      error={failures > 0 ? COOKIES_STILL_DISABLED : undefined}
      errorKey={failures}
      onTryAgain={() => {
        props.onTryAgain();
        setFailures((count) => count + 1);
      }}
    />
  );
}

export const TryAgainStillDisabled: Story = {
  render: (args) => <FailingRetry {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Local storage or cookies are still disabled'));
  },
};

export const LongTextLocale: Story = {
  args: { error: COOKIES_STILL_DISABLED, errorKey: 1 },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lokaler Speicher und Cookies sind erforderlich');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Lokaler Speicher oder Cookies sind immer noch deaktiviert');
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  },
};
