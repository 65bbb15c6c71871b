import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { DisplayNamePage } from './DisplayNamePage';

const meta = {
  title: 'Pages/Settings/DisplayNamePage',
  component: DisplayNamePage,
  args: { value: '', onChange: fn(), onSubmit: fn(), onCancel: fn(), onNavigate: fn() },
} satisfies Meta<typeof DisplayNamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No name yet: the empty field, Back to the profile section, Cancel and Save. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Display name' })).toBeInTheDocument();
    const field = canvas.getByLabelText('Enter display name');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('autocomplete', 'name');
    await userEvent.type(field, 'A');
    await expect(args.onChange).toHaveBeenCalledWith('A');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#profile');
  },
};

export const Filled: Story = {
  args: { value: SAMPLE.displayName },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { value: SAMPLE.displayName, busy: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-display-name-save')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ForbiddenCharacters: Story = {
  args: { value: 'Ada\u0007', problem: 'characters' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Enter display name');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/control, surrogate or private-use characters/);
  },
};

export const TooLong: Story = {
  args: { value: 'a'.repeat(257), problem: 'length' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Enter display name')).toHaveAccessibleDescription(/at most \W*256\W* characters/);
  },
};

export const SaveFailed: Story = {
  args: { value: SAMPLE.displayName, bannerError: { ftlId: 'auth-error-998' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/System unavailable/);
    await expect(canvas.getByLabelText('Enter display name')).toHaveValue(SAMPLE.displayName);
  },
};
