import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LanguagePage } from './LanguagePage';

const meta = {
  title: 'Pages/Settings/LanguagePage',
  component: LanguagePage,
  args: { preference: '', onChange: fn(), onNavigate: fn() },
} satisfies Meta<typeof LanguagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the browser's languages decide; choosing one reports it. */
export const BrowserDefault: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
    const select = canvas.getByRole('button', { name: /Select language/ });
    await expect(select).toHaveTextContent('Browser default');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: /Deutsch/ }));
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#language');
  },
};

/** A language saved here: the selector shows it and the page says it was saved. */
export const Saved: Story = {
  args: { preference: 'fr', saved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Select language/ })).toHaveTextContent(/Français/);
    await expect(canvas.getByRole('status')).toHaveTextContent('Language saved.');
  },
};

/** Back to the browser's languages. */
export const SavedBrowserDefault: Story = {
  args: { preference: '', saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("Your browser's languages are used.");
  },
};

/** While the chosen language loads the selector is disabled and nothing is said yet. */
export const Loading: Story = {
  args: { preference: 'fr', saved: true, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Select language/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
