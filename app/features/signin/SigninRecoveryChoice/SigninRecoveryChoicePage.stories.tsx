import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigninRecoveryChoicePage } from './SigninRecoveryChoicePage';

const meta = {
  title: 'Pages/Signin/SigninRecoveryChoicePage',
  component: SigninRecoveryChoicePage,
  parameters: { layout: 'fullscreen' },
  args: { maskedPhone: '1234', choice: 'phone', onChoiceChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SigninRecoveryChoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /ending in .*1234/i })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /backup authentication code/i }));
    await expect(args.onChoiceChange).toHaveBeenCalledWith('code');
    await userEvent.click(canvas.getByRole('button', { name: /continue/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const WithoutPhone: Story = {
  args: { maskedPhone: undefined, choice: 'code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: /backup authentication code/i })).toBeChecked();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /continue/i })).toHaveAttribute('aria-busy', 'true');
  },
};

/** While the page reads whether the account has a recovery phone: the options wait, and so does Continue. */
export const ReadingThePhone: Story = {
  args: { maskedPhone: undefined, choice: 'code', reading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /continue/i })).toHaveAttribute('aria-busy', 'true');
  },
};

export const TextLimitReached: Story = {
  args: { bannerError: { ftlId: 'auth-error-216' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/text message limit reached/i);
  },
};
