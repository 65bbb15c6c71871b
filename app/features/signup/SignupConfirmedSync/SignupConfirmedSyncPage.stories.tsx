import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadCmsColourSupport } from '../../../../design-system';
import type { PageBranding } from '../../../lib/cms';
import { SAMPLE_BRANDING } from '../../../lib/flow/fixtures';
import { SignupConfirmedSyncPage } from './SignupConfirmedSyncPage';

const meta = {
  title: 'Pages/Signup/SignupConfirmedSyncPage',
  component: SignupConfirmedSyncPage,
  parameters: { layout: 'fullscreen' },
  args: { origin: 'confirmed', paymentMethods: false, showAddDevice: true, onAddDevice: fn(), onManageSync: fn() },
  // The CMS colour checks load on first need; here before the story renders, as the page has them once branding arrives.
  loaders: [async () => ({ cmsColourSupport: await loadCmsColourSupport() })],
} satisfies Meta<typeof SignupConfirmedSyncPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop sync after the account's confirmation: both buttons, the text without payment methods. */
export const AccountConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sync is turned on');
    await expect(canvas.getByText(/account confirmed/)).toBeVisible();
    await expect(canvasElement.querySelector('#sync-confirmed-text')).not.toHaveTextContent(/payment methods/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another device' }));
    await expect(args.onAddDevice).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage sync' }));
    await expect(args.onManageSync).toHaveBeenCalled();
  },
};

/** After the third-party set-password step, with payment methods offered by the browser. */
export const PasswordCreatedWithPaymentMethods: Story = {
  args: { origin: 'set-password', paymentMethods: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sync password created')).toBeVisible();
    await expect(canvasElement.querySelector('#sync-confirmed-text')).toHaveTextContent(/payment methods/);
  },
};

/** Not desktop sync (or hidden by branding): 'Manage sync' alone, as the main button. */
export const WithoutAddDevice: Story = {
  args: { showAddDevice: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add another device' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage sync' }));
    await expect(args.onManageSync).toHaveBeenCalled();
  },
};

const BRANDING: PageBranding = {
  title: SAMPLE_BRANDING.headline,
  headerLogo: { src: SAMPLE_BRANDING.logo, alt: SAMPLE_BRANDING.name },
  backgrounds: SAMPLE_BRANDING.backgrounds,
  splitImage: { src: SAMPLE_BRANDING.split, alt: '' },
  headline: SAMPLE_BRANDING.headline,
  description: SAMPLE_BRANDING.description,
  buttonColour: SAMPLE_BRANDING.buttonColour,
  buttonText: SAMPLE_BRANDING.button,
  hideAddDeviceButton: true,
};

/** A relying party's page: its headline, description, image, and its colour and text on the main button. */
export const Branded: Story = {
  args: { showAddDevice: false, branding: BRANDING },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE_BRANDING.headline);
    await expect(canvasElement.querySelector('#sync-confirmed-text')).toHaveTextContent(SAMPLE_BRANDING.description);
    await expect(canvasElement.querySelector('main img[alt=""]')).not.toBeNull();
    const button = canvas.getByRole('button', { name: SAMPLE_BRANDING.button });
    await expect(getComputedStyle(button).backgroundColor).toBe(SAMPLE_BRANDING.buttonColour);
    await userEvent.click(button);
    await expect(args.onManageSync).toHaveBeenCalled();
  },
};
