import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { permissionsOf } from '../flow';
import { DevicePage, unbrokenUserCode } from './DevicePage';

const meta = {
  title: 'Pages/OAuth/DevicePage',
  component: DevicePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DevicePage>;

export default meta;
type Story = StoryObj<typeof DevicePage>;

const USER_CODE = SAMPLE.userCode;

const enter = {
  status: 'enter' as const,
  code: '',
  onCodeChange: fn(),
  onSubmit: fn(),
};

const consent = {
  status: 'consent' as const,
  serviceName: SAMPLE.serviceName,
  email: SAMPLE.email,
  userCode: USER_CODE,
  permissions: permissionsOf('openid profile:email profile:display_name', true),
  onAllow: fn(),
  onDeny: fn(),
};

/** Nothing typed yet: the field takes the letters of the code, and what is typed reaches the page. */
export const Enter: Story = {
  args: enter,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Connect a device');
    const field = canvas.getByLabelText(/code from your device/i);
    await expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.type(field, 'b');
    await expect((args as typeof enter).onCodeChange).toHaveBeenCalledWith('B');
  },
};

/** The device's link filled the code in: the person still confirms it with Continue. */
export const Prefilled: Story = {
  args: { ...enter, code: 'BCDFGHJK' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/code from your device/i)).toHaveValue('BCDFGHJK');
    await expect((args as typeof enter).onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect((args as typeof enter).onSubmit).toHaveBeenCalledOnce();
  },
};

/** The code is being read. */
export const Checking: Story = {
  args: { ...enter, code: 'BCDFGHJK', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** An unknown or expired code: said under the field, which keeps what was typed. */
export const InvalidCode: Story = {
  args: { ...enter, code: 'BCDFGHJX', codeError: { ftlId: 'device-code-invalid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/code from your device/i);
    await expect(field).toHaveValue('BCDFGHJX');
    await expect(field).toHaveAccessibleDescription(/isn’t valid or has expired/);
  },
};

/** Too many wrong codes: the wait, in a banner; the code stays. */
export const TooManyTries: Story = {
  args: { ...enter, code: 'BCDFGHJK', bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: 'in 15 minutes' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('15 minutes');
    await expect(within(canvasElement).getByLabelText(/code from your device/i)).toHaveValue('BCDFGHJK');
  },
};

/** The service, the account, the code to compare with the device's, and what the service will see: Allow or Deny. */
export const Consent: Story = {
  args: consent,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(SAMPLE.serviceName);
    await expect(canvas.getByText(/^You are signed in as/)).toHaveTextContent(SAMPLE.email);
    // Shown whole, its dash joined to both halves so that a narrow screen does not break it.
    await expect(canvasElement.querySelector('#device-consent-code')).toHaveTextContent(unbrokenUserCode(USER_CODE));
    const list = canvas.getByRole('list', { name: /this service can/i });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await expect((args as typeof consent).onAllow).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect((args as typeof consent).onDeny).toHaveBeenCalledOnce();
  },
};

/** Allow is being sent: Deny is not offered meanwhile. */
export const Allowing: Story = {
  args: { ...consent, busy: 'allow' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#device-consent-allow')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Deny' })).toBeDisabled();
  },
};

/** Deny is being sent: Allow is not offered meanwhile. */
export const Denying: Story = {
  args: { ...consent, busy: 'deny' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#device-consent-deny')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Allow' })).toBeDisabled();
  },
};

/** The answer could not be sent: the message, and both buttons again. */
export const AnswerFailed: Story = {
  args: { ...consent, error: { ftlId: 'auth-error-999' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unexpected error');
    await expect(within(canvasElement).getByRole('button', { name: 'Allow' })).toBeEnabled();
  },
};

/** Allowed: back to the device, which finishes signing in by itself. */
export const Approved: Story = {
  args: { status: 'approved', serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your device is connected');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Return to your device/);
  },
};

/** Denied: the service gets nothing. */
export const Denied: Story = {
  args: { status: 'denied', serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('wasn’t connected');
    await expect(canvas.getByRole('status')).toHaveTextContent(SAMPLE.serviceName);
  },
};
