import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EntryPage } from './EntryPage';
import { SAMPLE, SAMPLE_BRANDING } from '../../../lib/flow/fixtures';
import { loadCmsColourSupport } from '../../../../design-system';
import { expectTermsAgreement } from '../../../lib/flow/termsAgreementStories';

const meta = {
  title: 'Pages/Entry/EntryPage',
  component: EntryPage,
  parameters: { layout: 'fullscreen' },
  // Browsers that can use passkeys show 'Continue with passkey' to everyone, so the stories do too.
  args: { email: '', onEmailChange: fn(), onSubmit: fn(), onAcceptSuggestion: fn(), passkey: { onPress: fn() } },
} satisfies Meta<typeof EntryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without providers the page only asks for the address: nothing is agreed to until the sign-up page. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /^Terms of Service/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox'), 'a');
    await expect(args.onEmailChange).toHaveBeenCalledWith('a');
  },
};

/** The email field lets the browser offer its passkeys in autofill, and the button starts the browser's passkey picker. */
export const WithPasskey: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('autocomplete', 'username webauthn');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with passkey' }));
    await expect(args.passkey?.onPress).toHaveBeenCalled();
  },
};

export const PasskeyBusy: Story = {
  args: { passkey: { onPress: fn(), busy: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#passkey-signin')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The person closed the browser's prompt: a calm note, and the address can still be typed. */
export const PasskeyCancelled: Story = {
  args: { passkey: { onPress: fn(), problem: 'cancelled' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Passkey sign-in was cancelled.');
  },
};

/** A passkey the server did not accept (removed from the account, or its answer failed a check): the password is offered. */
export const PasskeyRefused: Story = {
  args: { passkey: { onPress: fn(), problem: 'refused' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('sign in with your password');
  },
};

/** Too many passkey attempts: the server's answer in the page's banner, as for the other factors. */
export const PasskeyThrottled: Story = {
  args: { bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } } },
};

/** A browser without WebAuthn (or a server with passkeys off) shows no passkey button. */
export const PasskeysUnsupported: Story = {
  args: { passkey: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /passkey/i })).toBeNull();
  },
};

export const Filled: Story = {
  args: { email: SAMPLE.email },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /sign up or sign in/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { email: SAMPLE.email, submitting: true },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector('#entry-submit');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const InvalidEmail: Story = {
  args: { email: 'someone@', fieldError: { ftlId: 'auth-error-1011' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ProductDomain: Story = {
  args: { email: 'someone@orbit.com', fieldError: { ftlId: 'auth-error-1020', args: { domain: 'orbit.com' } } },
};

export const MisspelledDomain: Story = {
  args: {
    email: 'someone@gmial.com',
    fieldError: { ftlId: 'auth-error-1064', args: { domain: 'gmial.com' } },
    suggestion: 'someone@gmail.com',
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /someone@gmail\.com/ }));
    await expect(args.onAcceptSuggestion).toHaveBeenCalled();
  },
};

export const MistypedHint: Story = {
  args: { email: 'someone@gmaik.com', suggestion: 'someone@gmail.com' },
};

export const EmailMask: Story = {
  args: { email: 'abc123@mozmail.com', fieldError: { ftlId: 'auth-error-1066' } },
};

export const ServerError: Story = {
  args: { email: SAMPLE.email, bannerError: { ftlId: 'auth-error-998' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};

export const Throttled: Story = {
  args: {
    email: SAMPLE.email,
    bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } },
  },
};

/** /oauth once the relying party is known: the card header names it (SPEC §2.1). */
export const OAuthService: Story = {
  name: 'OAuth service',
  args: { serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#entry-subheading')).toHaveTextContent(SAMPLE.serviceName);
    await expect(within(canvasElement).getByRole('textbox')).toBeInTheDocument();
  },
};

/** A provider's button can make an account at once, so the agreement sentence stands under the buttons. */
export const WithThirdParty: Story = {
  args: { email: '', thirdParty: { providers: ['google', 'apple'], onContinue: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('or')).toBeInTheDocument();
    await expectTermsAgreement(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Apple' }));
    await expect(args.thirdParty?.onContinue).toHaveBeenCalledWith('apple');
  },
};

export const LeavingForThirdParty: Story = {
  args: { email: '', thirdParty: { providers: ['google', 'apple'], onContinue: fn(), leavingFor: 'google' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#third-party-google')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('#third-party-apple')).toBeDisabled();
  },
};

/** A relying party's branding on the OAuth entry: the split layout with its image, its header logo, headline and description, and its button in its colour with a readable label. */
export const Branded: Story = {
  args: {
    serviceName: SAMPLE_BRANDING.name,
    branding: {
      headerLogo: { src: SAMPLE_BRANDING.logo, alt: SAMPLE_BRANDING.name },
      splitImage: { src: SAMPLE_BRANDING.split, alt: '' },
      backgrounds: SAMPLE_BRANDING.backgrounds,
      cardLogo: { src: SAMPLE_BRANDING.logo, alt: SAMPLE_BRANDING.name },
      headline: SAMPLE_BRANDING.headline,
      description: SAMPLE_BRANDING.description,
      buttonColour: SAMPLE_BRANDING.buttonColour,
      buttonText: SAMPLE_BRANDING.button,
      hideAddDeviceButton: false,
    },
  },
  // The CMS colour checks load on first need; here before the story renders.
  loaders: [async () => ({ cmsColourSupport: await loadCmsColourSupport() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE_BRANDING.headline);
    const button = canvas.getByRole('button', { name: SAMPLE_BRANDING.button });
    await expect(getComputedStyle(button).backgroundColor).toBe(SAMPLE_BRANDING.buttonColour);
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    await expect(canvasElement.querySelector<HTMLImageElement>('header img')!.getBoundingClientRect().height).toBeLessThanOrEqual(40);
  },
};
