import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigninPage } from './SigninPage';
import { SAMPLE, SAMPLE_BRANDING } from '../../../lib/flow/fixtures';
import { loadCmsColourSupport } from '../../../../design-system';
import type { PageBranding } from '../../../lib/cms';

const meta = {
  title: 'Pages/Signin/SigninPage',
  component: SigninPage,
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 'signin',
    email: SAMPLE.email,
    password: '',
    onPasswordChange: fn(),
    onSubmit: fn(),
    onUseDifferentAccount: fn(),
    resetPasswordHref: '/reset_password?email=someone%40example.com',
    // Browsers that can use passkeys show 'Continue with passkey' on /signin, so the stories do too.
    passkey: { onPress: fn() },
  },
  // The CMS colour checks load on first need; here before the story renders, as the page has them once branding arrives.
  loaders: [async () => ({ cmsColourSupport: await loadCmsColourSupport() })],
} satisfies Meta<typeof SigninPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SAMPLE.email)).toBeInTheDocument();
    const field = canvas.getByLabelText(/^password/i);
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(field, 'x');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('x');
    await userEvent.click(canvas.getByRole('button', { name: /use a different account/i }));
    await expect(args.onUseDifferentAccount).toHaveBeenCalled();
  },
};

export const WithPasskey: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with passkey' }));
    await expect(args.passkey?.onPress).toHaveBeenCalled();
  },
};

export const PasskeyBusy: Story = {
  args: { passkey: { onPress: fn(), busy: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#passkey-signin')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PasskeyCancelled: Story = {
  args: { passkey: { onPress: fn(), problem: 'cancelled' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Passkey sign-in was cancelled.');
  },
};

/** A passkey the server did not accept: the password field is right above. */
export const PasskeyRefused: Story = {
  args: { passkey: { onPress: fn(), problem: 'refused' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Sign in with your password instead.');
  },
};

/** A browser without WebAuthn (or a server with passkeys off) shows no passkey button. */
export const PasskeysUnsupported: Story = {
  args: { passkey: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /passkey/i })).toBeNull();
  },
};

/**
 * Signed in with a passkey in a flow that needs the sync keys: the page says the password is still
 * needed to unlock synced data, and the password does only that (no new sign-in, no other way in offered).
 */
export const PasswordForSyncAfterPasskey: Story = {
  args: { unlocksAfterPasskey: true, thirdParty: { providers: ['google'], onContinue: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your synced data is locked with your password');
    await expect(canvas.getByRole('button', { name: 'Unlock and continue' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /passkey|google/i })).toBeNull();
    await expect(canvas.getByRole('link', { name: /forgot password/i })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { password: 'correct horse battery' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^sign in$/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Stretching: Story = {
  args: { password: 'correct horse battery', status: 'stretching' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /working/i });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Submitting: Story = {
  args: { password: 'correct horse battery', status: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /working/i })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PasswordRequired: Story = {
  args: { passwordError: { ftlId: 'auth-error-1010' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongPassword: Story = {
  args: { password: 'wrong password', passwordError: { ftlId: 'auth-error-103' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Incorrect password')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^password/i)).toHaveValue('wrong password');
  },
};

export const UnknownAccount: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-102' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unknown account');
  },
};

export const Throttled: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/in 15 minutes/);
  },
};

export const ThrottledWithoutTime: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-114-generic' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/try again later/i);
  },
};

export const ServerBusy: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-1039' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/server busy/i);
  },
};

export const Offline: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-203' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/system unavailable/i);
  },
};

export const ForceAuth: Story = {
  args: { variant: 'force-auth', onUseDifferentAccount: undefined, passkey: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/sign in to continue/i);
    await expect(canvas.queryByRole('button', { name: /use a different account/i })).toBeNull();
  },
};

/** /oauth/signin: 'to continue to {serviceName}' in the heading (SPEC §2.1). */
export const OAuthService: Story = {
  name: 'OAuth service',
  args: { serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/to continue to \u2068?Monitor/i);
  },
};

const BRANDING: PageBranding = {
  headerLogo: { src: SAMPLE_BRANDING.logo, alt: SAMPLE_BRANDING.name },
  backgrounds: SAMPLE_BRANDING.backgrounds,
  cardLogo: { src: SAMPLE_BRANDING.logo, alt: SAMPLE_BRANDING.name },
  headline: SAMPLE_BRANDING.headline,
  description: SAMPLE_BRANDING.description,
  buttonColour: SAMPLE_BRANDING.buttonColour,
  buttonText: SAMPLE_BRANDING.button,
  hideAddDeviceButton: false,
};

/** Checks what every branded layout shows: the header logo at most 40px high, the headline, and the button in the relying party's colour with a readable label. */
async function expectBranded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const headerLogo = canvasElement.querySelector<HTMLImageElement>('header img')!;
  await expect(headerLogo).toHaveAttribute('alt', SAMPLE_BRANDING.name);
  await expect(headerLogo.getBoundingClientRect().height).toBeLessThanOrEqual(40);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE_BRANDING.headline);
  const button = canvas.getByRole('button', { name: SAMPLE_BRANDING.button });
  await expect(getComputedStyle(button).backgroundColor).toBe(SAMPLE_BRANDING.buttonColour);
  await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
}

/** A relying party's branding on the centred card: its header logo and colours, its logo, headline and description, its button. */
export const BrandedCard: Story = {
  args: { branding: BRANDING },
  play: async ({ canvasElement }) => expectBranded(canvasElement),
};

/** The same branding in the split layout, its image filling the other half. */
export const BrandedSplit: Story = {
  args: { branding: { ...BRANDING, splitImage: { src: SAMPLE_BRANDING.split, alt: '' } } },
  play: async ({ canvasElement }) => {
    await expectBranded(canvasElement);
    await expect(canvasElement.querySelector('main img[alt=""]')).not.toBeNull();
  },
};

/** A button colour no label is readable on never reaches the page: the theme's button stays. */
export const BrandedUnreadableButton: Story = {
  args: { branding: { ...BRANDING, buttonColour: 'rgb(128, 128, 128)' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: SAMPLE_BRANDING.button });
    await expect(getComputedStyle(button).backgroundColor).not.toBe('rgb(128, 128, 128)');
  },
};

/** 'Continue with …' for both providers under the password form; one being left for is busy, the other unavailable. */
export const WithThirdParty: Story = {
  args: { thirdParty: { providers: ['google', 'apple'], onContinue: fn(), leavingFor: 'apple' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /or/i })).toBeVisible();
    await expect(canvasElement.querySelector('#third-party-apple')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('#third-party-google')).toBeDisabled();
  },
};
