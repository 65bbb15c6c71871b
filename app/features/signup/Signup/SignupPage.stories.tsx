import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupPage } from './SignupPage';
import { SAMPLE, SAMPLE_BRANDING } from '../../../lib/flow/fixtures';
import { brandingLoaders, expectSharedBranding, withFlowBranding } from '../../../lib/flow/brandingStories';
import { expectTermsAgreement } from '../../../lib/flow/termsAgreementStories';

const filled = { password: 'correct horse battery', confirmation: 'correct horse battery', age: '30' };

const meta = {
  title: 'Pages/Signup/SignupPage',
  component: SignupPage,
  parameters: { layout: 'fullscreen' },
  args: {
    email: SAMPLE.email,
    values: { password: '', confirmation: '', age: '' },
    onChange: fn(),
    onSubmit: fn(),
    onChangeEmail: fn(),
  },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed; under the form, what creating the account means, with links to both documents. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await expectTermsAgreement(canvasElement);
    await userEvent.type(within(canvasElement).getByLabelText(/^password/i), 'x');
    await expect(args.onChange).toHaveBeenCalledWith({ password: 'x', confirmation: '', age: '' });
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /create account/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const WithoutAge: Story = {
  args: { values: filled, showAge: false },
};

export const Stretching: Story = {
  args: { values: filled, stage: 'stretching' },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector('#signup-submit');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent(/working/i);
  },
};

export const Submitting: Story = {
  args: { values: filled, stage: 'submitting' },
};

export const TooShort: Story = {
  args: { values: { password: 'short', confirmation: 'short', age: '30' }, errors: { password: { ftlId: 'auth-error-1009' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SameAsEmail: Story = {
  args: {
    values: { password: SAMPLE.email, confirmation: SAMPLE.email, age: '30' },
    errors: { password: { ftlId: 'auth-error-1057' } },
  },
};

export const TooCommon: Story = {
  args: { values: { password: 'password123', confirmation: 'password123', age: '30' }, errors: { password: { ftlId: 'auth-error-1058' } } },
};

/** Found in known breaches by the check made on submit: said under the field, with what was typed kept. */
export const Breached: Story = {
  args: { values: { password: 'corvette1985', confirmation: 'corvette1985', age: '30' }, errors: { password: { ftlId: 'auth-error-1068' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/^password/i);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('corvette1985');
    await expect(field).toHaveAccessibleDescription(/appeared in known data breaches/);
  },
};

export const Mismatch: Story = {
  args: {
    values: { password: 'correct horse battery', confirmation: 'correct horse', age: '30' },
    errors: { confirmation: { ftlId: 'auth-error-1004' } },
  },
};

export const AgeMissing: Story = {
  args: { values: { ...filled, age: '' }, errors: { age: { ftlId: 'auth-error-1031' } } },
};

export const AgeInvalid: Story = {
  args: { values: { ...filled, age: 'abc' }, errors: { age: { ftlId: 'auth-error-1032' } } },
};

export const AccountExists: Story = {
  args: { values: filled, bannerError: { ftlId: 'auth-error-101' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { values: filled, bannerError: { ftlId: 'auth-error-998' } },
};

export const Throttled: Story = {
  args: { values: filled, bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } } },
};

/** /oauth/signup: 'to continue to {serviceName}' in the heading (SPEC §2.1). */
export const OAuthService: Story = {
  name: 'OAuth service',
  args: { serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/to continue to \u2068?Monitor/i);
  },
};

/** The browser's sync sign-up: what to sync, chosen with the password. */
export const SyncEngines: Story = {
  args: { values: filled, syncEngines: { choice: { bookmarks: true, history: true, passwords: true, addons: true, tabs: true, prefs: true, addresses: false, creditcards: false }, onChange: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Payment Methods' }));
    await expect(args.syncEngines?.onChange).toHaveBeenCalledWith('creditcards', true);
  },
};

/** In a relying party's flow, with 'Continue with …' for both providers under the form: the shared branding, and a provider's button leaves for it. */
export const BrandedWithThirdParty: Story = {
  args: { serviceName: SAMPLE_BRANDING.name, thirdParty: { providers: ['google', 'apple'], onContinue: fn() } },
  decorators: [withFlowBranding()],
  loaders: brandingLoaders,
  play: async ({ args, canvasElement }) => {
    await expectSharedBranding(canvasElement, 'signup-submit');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /continue with google/i }));
    await expect(args.thirdParty!.onContinue).toHaveBeenCalledWith('google');
  },
};
