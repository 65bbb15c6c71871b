import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChooseWhatToSync } from './ChooseWhatToSync';
import { DEFAULT_OFFERED_ENGINES, initialChoice } from './engines';

const meta = {
  title: 'Flow kit/ChooseWhatToSync',
  component: ChooseWhatToSync,
  args: { choice: initialChoice(DEFAULT_OFFERED_ENGINES), onChange: fn() },
} satisfies Meta<typeof ChooseWhatToSync>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six default engines, all chosen. */
export const Defaults: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Choose what to sync' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'History' }));
    await expect(args.onChange).toHaveBeenCalledWith('history', false);
  },
};

/** The browser offers addresses and payment methods too: they start declined. */
export const BrowserEngines: Story = {
  args: { choice: initialChoice([...DEFAULT_OFFERED_ENGINES, 'addresses', 'creditcards']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Payment Methods' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Addresses' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Bookmarks' })).toBeChecked();
  },
};

/** Payment methods chosen: a note says how they are protected. */
export const PaymentMethodsChosen: Story = {
  args: { choice: { ...initialChoice([...DEFAULT_OFFERED_ENGINES, 'creditcards']), creditcards: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Payment methods are encrypted/)).toBeVisible();
  },
};

/** Nothing chosen: the choice is flagged. */
export const NothingChosen: Story = {
  args: { choice: Object.fromEntries(DEFAULT_OFFERED_ENGINES.map((engine) => [engine, false])) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/nothing will sync/)).toBeVisible();
  },
};
