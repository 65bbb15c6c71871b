import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { codeStepArgs } from '../kit/storyParts';
import { EmailsPage } from './EmailsPage';
import type { ConfirmingEmail } from './EmailsPage';

const SECOND = SAMPLE.otherEmail;
const PENDING = SAMPLE.pendingEmail;

const meta = {
  title: 'Pages/Settings/EmailsPage',
  component: EmailsPage,
  args: {
    primaryEmail: SAMPLE.email,
    secondaryEmails: [],
    maxSecondary: 3,
    newEmail: '',
    onNewEmailChange: fn(),
    onAdd: fn(),
    onConfirm: fn(),
    onMakePrimary: fn(),
    onRemove: fn(),
    sender: SAMPLE.senderEmail,
    onNavigate: fn(),
  },
} satisfies Meta<typeof EmailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function codeStep(overrides: Partial<ConfirmingEmail> = {}): ConfirmingEmail {
  return { email: PENDING, ...codeStepArgs(), onCancel: fn(), ...overrides };
}

/** Only the primary address: the form that adds one, Back to the profile section. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Emails' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Your emails' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(list).toHaveTextContent(SAMPLE.email);
    await expect(list).toHaveTextContent('Primary');
    const field = canvas.getByLabelText('Secondary email');
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAccessibleDescription(/up to \W*3\W* secondary emails/);
    await userEvent.type(field, 'a');
    await expect(args.onNewEmailChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Add email' }));
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#profile');
  },
};

/** An unconfirmed address: 'Enter code' and Remove, each described by the address. */
export const WithUnconfirmed: Story = {
  args: { secondaryEmails: [{ email: PENDING, verified: false }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unconfirmed')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Make primary' })).not.toBeInTheDocument();
    const enter = canvas.getByRole('button', { name: 'Enter code' });
    await expect(enter).toHaveAccessibleDescription(PENDING);
    await userEvent.click(enter);
    await expect(args.onConfirm).toHaveBeenCalledWith(PENDING);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(PENDING);
  },
};

/** A confirmed address: Make primary and Remove. */
export const WithConfirmed: Story = {
  args: { secondaryEmails: [{ email: SECOND, verified: true }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Confirmed')).toBeInTheDocument();
    const makePrimary = canvas.getByRole('button', { name: 'Make primary' });
    await expect(makePrimary).toHaveAccessibleDescription(SECOND);
    await userEvent.click(makePrimary);
    await expect(args.onMakePrimary).toHaveBeenCalledWith(SECOND);
    await expect(canvas.queryByRole('button', { name: 'Enter code' })).not.toBeInTheDocument();
  },
};

/** Three secondary addresses: no form, the sentence that says why. */
export const AtTheLimit: Story = {
  args: {
    secondaryEmails: [
      { email: SECOND, verified: true },
      { email: PENDING, verified: false },
      { email: SAMPLE.thirdEmail, verified: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(3);
    await expect(canvas.queryByLabelText('Secondary email')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-emails-limit')).toHaveTextContent(/the most an account can have/);
  },
};

export const Adding: Story = {
  args: { newEmail: PENDING, adding: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-emails-add')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByLabelText('Secondary email')).toHaveValue(PENDING);
  },
};

/** The address typed is no address: said under the field, what was typed kept. */
export const InvalidAddress: Story = {
  args: { newEmail: 'someone@', newEmailError: { ftlId: 'auth-error-1011' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Secondary email');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Valid email required/);
    await expect(field).toHaveValue('someone@');
  },
};

export const OwnPrimaryAddress: Story = {
  args: { newEmail: SAMPLE.email, newEmailError: { ftlId: 'auth-error-139' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Secondary email')).toHaveAccessibleDescription(/must be different than your account email/);
  },
};

export const AddressOfAnotherAccount: Story = {
  args: { newEmail: SAMPLE.otherEmail, newEmailError: { ftlId: 'auth-error-144' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Secondary email')).toHaveAccessibleDescription(/Address in use by another account/);
  },
};

export const ConfirmedByAnotherAccount: Story = {
  args: { newEmail: SAMPLE.otherEmail, newEmailError: { ftlId: 'auth-error-136' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Secondary email')).toHaveAccessibleDescription(/already confirmed by another user/);
  },
};

export const AlreadyOnTheAccount: Story = {
  args: { secondaryEmails: [{ email: SECOND, verified: true }], newEmail: SECOND, newEmailError: { ftlId: 'auth-error-189' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Secondary email')).toHaveAccessibleDescription(/already exists on your account/);
  },
};

export const TooManyAddresses: Story = {
  args: { newEmail: PENDING, newEmailError: { ftlId: 'auth-error-188' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Secondary email')).toHaveAccessibleDescription(/maximum allowed secondary emails/);
  },
};

/** After adding: the code mailed to the new address, a new one on request, 'Not now'. */
export const CodeEntry: Story = {
  args: { secondaryEmails: [{ email: PENDING, verified: false }], confirming: codeStep() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Confirm your secondary email' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-emails-code-description')).toHaveTextContent(PENDING);
    // The address being confirmed has no second 'Enter code', and the add form waits.
    await expect(canvas.queryByRole('button', { name: 'Enter code' })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Secondary email')).not.toBeInTheDocument();
    const field = canvas.getByLabelText('Enter 6-digit code');
    await userEvent.type(field, '1');
    await expect(args.confirming?.onCodeChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.confirming?.onSubmit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Email new code' }));
    await expect(args.confirming?.onResend).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.confirming?.onCancel).toHaveBeenCalled();
  },
};

export const CodeSubmitting: Story = {
  args: { secondaryEmails: [{ email: PENDING, verified: false }], confirming: codeStep({ code: '123456', submitting: true }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-emails-code-submit')).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongCode: Story = {
  args: { secondaryEmails: [{ email: PENDING, verified: false }], confirming: codeStep({ code: '000000', codeError: { ftlId: 'auth-error-183' } }) },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Enter 6-digit code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Invalid or expired confirmation code/);
    await expect(field).toHaveValue('000000');
  },
};

export const CodeResent: Story = {
  args: { secondaryEmails: [{ email: PENDING, verified: false }], confirming: codeStep({ resendStatus: 'sent' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A new code was sent to your email.')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent(SAMPLE.senderEmail);
  },
};

export const ResendLimitReached: Story = {
  args: { secondaryEmails: [{ email: PENDING, verified: false }], confirming: codeStep({ resendStatus: 'sent', resendLimitReached: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Email new code' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-emails-resend-limit')).toBeInTheDocument();
  },
};

export const MakingPrimary: Story = {
  args: { secondaryEmails: [{ email: SECOND, verified: true }], pending: { email: SECOND, action: 'primary' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-emails-make-primary-0')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Removing: Story = {
  args: { secondaryEmails: [{ email: SECOND, verified: true }], pending: { email: SECOND, action: 'remove' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-emails-remove-0')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A change refused for something not typed here: in a banner, the list as it was. */
export const MakePrimaryRefused: Story = {
  args: { secondaryEmails: [{ email: PENDING, verified: false }], bannerError: { ftlId: 'auth-error-147' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/unconfirmed email/);
  },
};

export const NotTheAccountsAddress: Story = {
  args: { bannerError: { ftlId: 'auth-error-148' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/does not belong to this account/);
  },
};

export const NetworkFailure: Story = {
  args: { newEmail: PENDING, bannerError: { ftlId: 'auth-error-998' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/System unavailable/);
    await expect(canvas.getByLabelText('Secondary email')).toHaveValue(PENDING);
  },
};

export const Confirmed: Story = {
  args: { secondaryEmails: [{ email: PENDING, verified: true }], notice: { kind: 'confirmed', email: PENDING } },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('#settings-emails-notice');
    await expect(notice).toHaveTextContent(PENDING);
    await expect(notice).toHaveTextContent(/is confirmed/);
    await expect(notice).toHaveFocus();
  },
};

export const MadePrimary: Story = {
  args: { primaryEmail: SECOND, secondaryEmails: [{ email: SAMPLE.email, verified: true }], notice: { kind: 'primary', email: SECOND } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-emails-notice')).toHaveTextContent(/is now your primary email/);
    await expect(canvasElement.querySelector('#settings-emails-address-primary')).toHaveTextContent(SECOND);
  },
};

export const Removed: Story = {
  args: { notice: { kind: 'removed', email: SECOND } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-emails-notice')).toHaveTextContent(/was removed from your account/);
  },
};
