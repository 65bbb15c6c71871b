import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { PrimaryEmailVerifiedPage } from './PrimaryEmailVerifiedPage';

const meta = {
  title: 'Pages/Signup/PrimaryEmailVerifiedPage',
  component: PrimaryEmailVerifiedPage,
  parameters: { layout: 'fullscreen' },
  args: { readyFor: 'account', onContinue: fn() },
} satisfies Meta<typeof PrimaryEmailVerifiedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Primary email confirmed');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const Sync: Story = {
  args: { readyFor: 'sync' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#primary-email-verified-lead')).toHaveTextContent(/sync/i);
  },
};

export const Service: Story = {
  args: { readyFor: 'service', serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#primary-email-verified-lead')).toHaveTextContent(SAMPLE.serviceName);
  },
};
