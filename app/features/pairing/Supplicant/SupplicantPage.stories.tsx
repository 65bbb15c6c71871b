import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SupplicantPage } from './SupplicantPage';

const meta = {
  title: 'Pages/Pairing/SupplicantPage',
  component: SupplicantPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SupplicantPage>;

export default meta;
type Story = StoryObj<typeof SupplicantPage>;

/** Joining the channel the code named. */
export const Connecting: Story = {
  args: { status: 'connecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connecting to your other device' })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The request was sent: the person confirms on the other device. */
export const Waiting: Story = {
  args: { status: 'waiting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm on your other device' })).toBeInTheDocument();
    await expect(canvas.getByText(/confirm it there/)).toBeInTheDocument();
  },
};

/** The code arrived and went to the browser. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Device connected' })).toBeInTheDocument();
    await expect(canvas.getByText(/This device is signed in/)).toBeInTheDocument();
  },
};

const failed = (ftlId: string, text: RegExp): Story => ({
  args: { status: 'failed', error: { ftlId }, onSignInInstead: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The device could not be connected' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(text);
    canvas.getByRole('button', { name: 'Sign in with your email instead' }).click();
    await expect((args as { onSignInInstead: () => void }).onSignInInstead).toHaveBeenCalledOnce();
  },
});

/** The other device, or the relay, closed the channel. */
export const ChannelClosed: Story = failed('pair-error-closed', /connection to the other device was closed/);

/** The person cancelled on the other device. */
export const Declined: Story = failed('pair-error-declined', /cancelled on your other device/);

/** The other device refused the request (a client not allowed, scopes beyond pairing). */
export const Refused: Story = failed('pair-error-refused', /could not accept this request/);

/** Nobody confirmed in time. */
export const TimedOut: Story = failed('pair-error-timeout', /did not answer in time/);

/** The address lacks the channel's id or key. */
export const BrokenLink: Story = failed('pair-error-link', /pairing link is not complete/);

/** Opened without the request the browser adds (by hand): what opens the page and how to connect, without protocol words. */
export const MissingParameter: Story = failed('pair-supp-missing', /Your browser opens this page when it scans a pairing code/);
