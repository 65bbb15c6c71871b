import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_BACKUP_CODES } from '../storySamples';
import { BackupCodesPage } from './BackupCodesPage';

const CODES = [...SAMPLE_BACKUP_CODES];

const meta = {
  title: 'Pages/Settings/BackupCodesPage',
  component: BackupCodesPage,
  args: {
    step: { kind: 'count', remaining: 8 },
    onCreate: fn(),
    onDone: fn(),
    onCopy: fn(async () => {}),
    onDownload: fn(),
    onPrint: fn(),
    twoStepHref: '/settings/two_step_authentication',
    onNavigate: fn(),
  },
} satisfies Meta<typeof BackupCodesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many are left, and new codes on request. */
export const Remaining: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Backup authentication codes' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-backup-codes-remaining')).toHaveTextContent(/You have \W*8\W* unused backup authentication codes/);
    await expect(canvasElement.querySelector('#settings-backup-codes-low')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Get new codes' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** One left: the low-count warning. */
export const LowCount: Story = {
  args: { step: { kind: 'count', remaining: 1 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-backup-codes-low')).toHaveTextContent(/Only \W*1\W* backup authentication code is left/);
  },
};

export const NoneLeft: Story = {
  args: { step: { kind: 'count', remaining: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-backup-codes-remaining')).toHaveTextContent('You have no unused backup authentication codes.');
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-backup-codes-create')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Two-step was turned off elsewhere (160), in a banner. */
export const Failed: Story = {
  args: { bannerError: { ftlId: 'auth-error-160' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/requires two step authentication/);
  },
};

/** The new codes, shown this once, with copy, download and print, then Done. */
export const CodesShownOnce: Story = {
  args: { step: { kind: 'shown', codes: CODES } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-backup-codes-shown-lead')).toHaveTextContent(/previous codes no longer work/);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Codes copied'));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** Without two-step there are no codes: the way to its set-up. */
export const NoTwoStep: Story = {
  args: { step: { kind: 'no-two-step' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Set up two-step authentication' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/two_step_authentication');
  },
};
