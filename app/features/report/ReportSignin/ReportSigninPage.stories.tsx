import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { ReportSigninPage } from './ReportSigninPage';

const meta = {
  title: 'Pages/Report/ReportSigninPage',
  component: ReportSigninPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReportSigninPage>;

export default meta;
type Story = StoryObj<typeof ReportSigninPage>;

const confirm = { status: 'confirm' as const, onReport: fn() };

/** The link is whole: the person is asked to confirm the report. */
export const Confirm: Story = {
  args: confirm,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Report unauthorized sign-in?');
    await expect(canvas.getByText(/report it and the code will stop working/)).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Report activity' }));
    await expect((args as typeof confirm).onReport).toHaveBeenCalledTimes(1);
  },
};

/** The report is on its way: the button is busy and a second press sends nothing. */
export const Reporting: Story = {
  args: { ...confirm, busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Report activity/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect((args as typeof confirm).onReport).not.toHaveBeenCalled();
  },
};

/** The server could not take the report now: the reason, with the wait, and the button to try again. */
export const Failed: Story = {
  args: { ...confirm, error: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/tried too many times/);
    await expect(alert).toHaveTextContent(SAMPLE.wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Report activity' }));
    await expect((args as typeof confirm).onReport).toHaveBeenCalledTimes(1);
  },
};

/** The link lost its account or code on the way: nothing to report with, and no button. */
export const LinkDamaged: Story = {
  args: { status: 'damaged' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('This sign-in can’t be reported');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Link damaged');
    await expect(canvas.getByText(/Copy the address carefully/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const used = { status: 'used' as const, resetPasswordHref: '/reset_password', onNavigate: fn() };

/** The code was already used, reported or has expired: said so, with the way to a new password. */
export const LinkUsed: Story = {
  args: used,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('That confirmation link was already used, and can only be used once.');
    await expect(canvas.queryByRole('button')).toBeNull();
    const link = canvas.getByRole('link', { name: 'Reset your password' });
    await expect(link).toHaveAttribute('href', '/reset_password');
    await userEvent.click(link);
    await expect((args as typeof used).onNavigate).toHaveBeenCalledWith('/reset_password');
  },
};
