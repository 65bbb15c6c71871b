import { useLocalization } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EmailCodeIllustration } from '../../../design-system';
import { ErrorBanner, SentBanner } from './banners';
import { CodeForm } from './CodeForm';
import { FlowCard } from './FlowCard';
import { ResendCode } from './ResendCode';
import { SAMPLE, SAMPLE_BRANDING } from './fixtures';
import { SHARED_BRANDING, brandingLoaders, withFlowBranding } from './brandingStories';

/**
 * The pieces every flow page is made of. Headings and texts here are the
 * product's own messages, so that the pictures show them in every language.
 */
const meta = {
  title: 'Flow kit/FlowCard',
  component: FlowCard,
  parameters: { layout: 'fullscreen' },
  args: { heading: 'Enter confirmation code', children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FlowCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code page: picture, heading, lead, the code form and 'Email new code'. */
export const CodePage: Story = {
  render: () => <FlowCardWithCode />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('button', { name: /email new code/i })).toBeVisible();
  },
};

/** In an OAuth flow the heading goes on with 'to continue to {serviceName}'. */
export const ForAService: Story = {
  render: () => <FlowCardWithCode serviceName="Monitor" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/to continue to \u2068?Monitor/i);
  },
};

/** A wrong code under the field, a failure in a banner, and the code kept. */
export const WrongCodeAndFailure: Story = {
  render: () => <FlowCardWithCode code="000000" codeError="auth-error-183" bannerError="auth-error-998" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox')).toHaveValue('000000');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** A new code was sent: the banner names our sending address, not the person's. */
export const CodeSent: Story = {
  render: () => <FlowCardWithCode sent />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/add \u2068?accounts@localhost\u2069? to your contacts/i);
  },
};

/** While a new code is asked for, the button is busy. */
export const SendingCode: Story = {
  render: () => <FlowCardWithCode sending />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#kit-resend')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every new code the page offers was sent: a sentence takes the button's place. */
export const ResendLimitReached: Story = {
  render: () => <FlowCardWithCode sent limitReached />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /email new code/i })).toBeNull();
    await expect(canvasElement.querySelector('#kit-resend-limit')).toHaveTextContent(/too many times/i);
  },
};

/** Typing and submitting reach the page's handlers. */
export const Typing: Story = {
  render: () => <FlowCardWithCode />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), '12');
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('12');
  },
};

/** A relying party's CMS card header: its logo, headline and description, where the 'Continue to' lead gives way; the header logo links to the about page, on another site, in a new tab. */
export const CmsHeadlineAndAboutLink: Story = {
  render: () => <ServiceLeadCard />,
  decorators: [
    withFlowBranding(
      {
        ...SHARED_BRANDING,
        splitImage: undefined,
        cardLogo: { src: SAMPLE_BRANDING.logo, alt: SAMPLE_BRANDING.name },
        headline: SAMPLE_BRANDING.headline,
        description: SAMPLE_BRANDING.description,
      },
      'https://about.example.com/',
    ),
  ],
  loaders: brandingLoaders,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE_BRANDING.headline);
    await expect(canvasElement.querySelector('#kit-lead')).toBeNull();
    const about = canvasElement.querySelector('header a')!;
    await expect(about).toHaveAttribute('href', 'https://about.example.com/');
    await expect(about).toHaveAttribute('target', '_blank');
    await expect(about).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(about).toHaveAccessibleName(/orbit paint.*opens in new window/i);
  },
};

/** A page whose lead only says where the flow continues, as the entry page's. */
function ServiceLeadCard() {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('entry-heading')} lead={l10n.getString('layout-continue-to-service-heading', { serviceName: SAMPLE_BRANDING.name })} leadId="kit-lead" leadYieldsToCms>
      <CodeForm
        id="kit-code"
        label={l10n.getString('flow-code-label')}
        code=""
        onCodeChange={() => {}}
        kind="digits"
        maxLength={6}
        submitting={false}
        submitLabel={l10n.getString('flow-confirm')}
        onSubmit={() => {}}
      />
    </FlowCard>
  );
}

interface Example {
  serviceName?: string;
  code?: string;
  codeError?: string;
  bannerError?: string;
  sent?: boolean;
  sending?: boolean;
  limitReached?: boolean;
}

/** A code page made of the kit's pieces, with the product's own messages. */
function FlowCardWithCode({ serviceName, code = '', codeError, bannerError, sent = false, sending = false, limitReached = false }: Example) {
  const { l10n } = useLocalization();
  const [typed, setTyped] = useState(code);
  return (
    <FlowCard
      heading={l10n.getString('flow-confirmation-code-heading')}
      serviceName={serviceName}
      picture={<EmailCodeIllustration />}
      lead={l10n.getString('signin-token-code-instruction', { email: SAMPLE.email })}
    >
      {sent && <SentBanner sender="accounts@localhost" />}
      <ErrorBanner error={bannerError ? { ftlId: bannerError } : undefined} />
      <CodeForm
        id="kit-code"
        label={l10n.getString('flow-code-label')}
        code={typed}
        onCodeChange={setTyped}
        kind="digits"
        maxLength={6}
        codeError={codeError ? { ftlId: codeError } : undefined}
        submitting={false}
        submitLabel={l10n.getString('flow-confirm')}
        onSubmit={() => {}}
      />
      <ResendCode id="kit-resend" status={sending ? 'sending' : sent ? 'sent' : 'idle'} onResend={() => {}} limitReached={limitReached} />
    </FlowCard>
  );
}
