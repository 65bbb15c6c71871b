import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMMANDS } from '../../../lib/webChannel';
import { WebChannelExamplePage } from './WebChannelExamplePage';
import { SAMPLE_CHANNEL_LOG } from './storySamples';

const meta = {
  title: 'Pages/BrowserChannel/WebChannelExamplePage',
  component: WebChannelExamplePage,
  parameters: { layout: 'fullscreen' },
  args: { commands: Object.values(COMMANDS), entries: [], onSend: fn() },
} satisfies Meta<typeof WebChannelExamplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing sent yet: one button per command. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browser channel example' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(Object.values(COMMANDS).length);
    await expect(canvas.getByText('Nothing sent yet.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /orbit:orbit_status/ }));
    await expect(args.onSend).toHaveBeenCalledWith('orbit:orbit_status');
  },
};

/** A reply, a command the browser did not answer, a refusal and an event of the browser's own. */
export const WithLog: Story = {
  args: { entries: SAMPLE_CHANNEL_LOG },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log).toHaveTextContent('choose_what_to_sync');
    await expect(log).toHaveTextContent(/No reply to .*orbit:can_link_account/);
    await expect(log).toHaveTextContent(/Error .*1051/);
    await expect(log).toHaveTextContent(/Browser sent .*profile:change/);
  },
};
