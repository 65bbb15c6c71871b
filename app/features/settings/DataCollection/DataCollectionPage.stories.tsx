import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataCollectionPage } from './DataCollectionPage';

const meta = {
  title: 'Pages/Settings/DataCollectionPage',
  component: DataCollectionPage,
  args: { enabled: true, onChange: fn(), onSubmit: fn(), onCancel: fn(), onNavigate: fn() },
} satisfies Meta<typeof DataCollectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Help improve the product';

/** Collection allowed: the box is ticked, unticking it asks to stop; Save and Cancel. */
export const On: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data collection and use' })).toBeInTheDocument();
    const box = canvas.getByRole('checkbox', { name: LABEL });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(/technical and interaction data/);
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#data-collection');
  },
};

export const Off: Story = {
  args: { enabled: false },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: LABEL });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Saving: Story = {
  args: { enabled: false, busy: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-data-collection-save')).toHaveAttribute('aria-busy', 'true');
  },
};

export const SaveFailed: Story = {
  args: { enabled: false, bannerError: { ftlId: 'auth-error-998' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/System unavailable/);
    await expect(canvas.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
  },
};
