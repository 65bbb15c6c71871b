import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_RECOVERY_KEY } from '../../storySamples';
import { InlineRecoveryKeySetupPage } from './InlineRecoveryKeySetupPage';

const meta = {
  title: 'Pages/Inline/InlineRecoveryKeySetupPage',
  component: InlineRecoveryKeySetupPage,
  parameters: { layout: 'fullscreen' },
  args: {
    step: { kind: 'offer' },
    onCreate: fn(),
    onLater: fn(),
    onContinue: fn(),
    onCopy: fn(async () => {}),
    onDownload: fn(),
    onPrint: fn(),
  },
} satisfies Meta<typeof InlineRecoveryKeySetupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a sync sign-in: what the key is for, and 'Do it later'. */
export const Offer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Keep your synced data safe');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account recovery key' }));
    await expect(args.onCreate).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Do it later' }));
    await expect(args.onLater).toHaveBeenCalled();
  },
};

/** The sign-in's keys went to the browser (or a reload forgot them): the password reads them again. */
export const OfferWithPassword: Story = {
  args: { password: { value: '', onChange: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/^Password/);
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAccessibleDescription(/only your password opens/);
    await userEvent.type(field, 'x');
    await expect(args.password!.onChange).toHaveBeenCalledWith('x');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** A wrong password: the catalogue message under the field. */
export const WrongPassword: Story = {
  args: { password: { value: 'not my password', onChange: fn(), error: { ftlId: 'auth-error-103' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Incorrect password')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The key being made and stored. */
export const Creating: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#inline-recovery-key-create')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The session is too old for this without a step-up (110), in a banner. */
export const Failed: Story = {
  args: { bannerError: { ftlId: 'auth-error-110' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid session');
  },
};

/** The key, once, in groups of four with copy, download and print. */
export const KeyShown: Story = {
  args: { step: { kind: 'key', key: SAMPLE_RECOVERY_KEY.key } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-recovery-key-value')).toHaveTextContent(SAMPLE_RECOVERY_KEY.grouped);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('#settings-recovery-key-copy')!);
    await expect(args.onCopy).toHaveBeenCalledWith(SAMPLE_RECOVERY_KEY.grouped);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};
