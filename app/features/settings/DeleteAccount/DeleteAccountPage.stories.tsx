import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ACKNOWLEDGEMENTS, DeleteAccountPage } from './DeleteAccountPage';

const ALL = new Set(ACKNOWLEDGEMENTS);

const meta = {
  title: 'Pages/Settings/DeleteAccountPage',
  component: DeleteAccountPage,
  args: {
    acknowledged: new Set(),
    onAcknowledge: fn(),
    onContinue: fn(),
    onCancel: fn(),
    confirming: false,
    password: '',
    onPasswordChange: fn(),
    onDelete: fn(),
    onCloseConfirmation: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof DeleteAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is lost, each with a box to tick; Continue and Cancel. */
export const Acknowledge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Delete account' })).toBeInTheDocument();
    const group = canvas.getByRole('group', { name: 'I understand that:' });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(4);
    for (const box of boxes) await expect(box).not.toBeChecked();
    await userEvent.click(within(group).getByText(/will be signed out/));
    await expect(args.onAcknowledge).toHaveBeenCalledWith('devices', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#delete-account');
  },
};

/** An account without a password (made with another service): it is offered to create one, and no box or password is asked. */
export const NoPassword: Story = {
  args: { hasPassword: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-delete-account-no-password')).toHaveTextContent("your account doesn't have one yet");
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a password' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/create_password');
  },
};

/** Continue with a box left: the page says so, and the group is described by it. */
export const NotAllAcknowledged: Story = {
  args: { acknowledged: new Set(['data', 'devices'] as const), acknowledgeError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tick every box to continue.');
    await expect(canvas.getByRole('group', { name: 'I understand that:' })).toHaveAccessibleDescription('Tick every box to continue.');
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  },
};

/** Everything acknowledged: the confirmation asks for the password. */
export const Confirm: Story = {
  args: { acknowledged: ALL, confirming: true, password: 'correct horse' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toHaveAccessibleDescription(/for good/);
    await expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveValue('correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expect(args.onDelete).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCloseConfirmation).toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { acknowledged: ALL, confirming: true, password: 'correct horse', deleting: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('#settings-delete-account-submit')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A wrong password is said under the field, which keeps what was typed. */
export const WrongPassword: Story = {
  args: { acknowledged: ALL, confirming: true, password: 'not it', passwordError: { ftlId: 'auth-error-103' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Password', { selector: 'input' });
    await expect(field).toHaveAccessibleDescription(/Incorrect password/);
    await expect(field).toHaveValue('not it');
  },
};

export const PasswordMissing: Story = {
  args: { acknowledged: ALL, confirming: true, passwordError: { ftlId: 'auth-error-1010' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(/Valid password required/);
  },
};

/** Any other failure: a banner in the confirmation, the password kept. */
export const DeleteFailed: Story = {
  args: { acknowledged: ALL, confirming: true, password: 'correct horse', bannerError: { ftlId: 'auth-error-998' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/System unavailable/);
    await expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveValue('correct horse');
  },
};
