import { Localized, useLocalization } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { loadCmsColourSupport } from '../Button/cmsColourSupport';
import { EmailField } from '../EmailField';
import { Footer } from '../Footer';
import { LanguageSelector } from '../LanguageSelector';
import { STORY_LANGUAGES } from '../LanguageSelector/storyLanguages';
import { CardHeader } from './CardHeader';
import { Layout, LayoutFooterProvider } from './Layout';

const svgImage = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

const partnerLogo = svgImage('<rect width="40" height="40" rx="8" fill="#5b21b6"/><circle cx="20" cy="20" r="10" fill="#ffd567"/>', 40, 40);
const cmsLogo = svgImage('<rect width="120" height="40" rx="6" fill="#0b3d2e"/><circle cx="20" cy="20" r="10" fill="#7ee2b8"/>', 120, 40);
const splitPicture = svgImage(
  '<rect width="400" height="300" fill="#dff3ff"/><rect x="80" y="90" width="180" height="120" rx="10" fill="#0250bb"/><rect x="270" y="120" width="50" height="90" rx="8" fill="#6a35d9"/>',
  400,
  300,
);

function Content() {
  return (
    <>
      <EmailField label={<Localized id="story-email-label" />} />
      <Button fullWidth />
    </>
  );
}

function ImageAlt({ id, children }: { id: string; children: (alt: string) => React.ReactElement }) {
  const { l10n } = useLocalization();
  return children(l10n.getString(id));
}

/**
 * The card header's h1 is where focus lands when a page opens: the app moves
 * it to `main h1` after a route change. It is focusable by script only.
 */
async function expectHeadingTakesFocus(canvasElement: HTMLElement) {
  const heading = within(canvasElement).getByRole('heading', { level: 1 });
  await expect(heading).toHaveAttribute('tabindex', '-1');
  canvasElement.querySelector<HTMLElement>('main h1')?.focus();
  await expect(heading).toHaveFocus();
  heading.blur();
}

const meta = {
  title: 'Components/Layout',
  component: Layout,
  parameters: { layout: 'fullscreen' },
  args: { children: null, logoHref: '#about' },
  argTypes: { children: { control: false } },
  // The CMS colour checks are loaded on first need; here before the story renders, as an app does when it reads its configuration.
  loaders: [async () => ({ cmsColourSupport: await loadCmsColourSupport() })],
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardWithHeading: Story = {
  render: (args) => (
    <Layout {...args}>
      <CardHeader variant="heading" heading={<Localized id="story-heading" />} />
      <Content />
    </Layout>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/\S/);
    await expectHeadingTakesFocus(canvasElement);
  },
};

export const CardWithServiceName: Story = {
  render: (args) => (
    <Layout {...args}>
      <CardHeader variant="service-subheading" heading={<Localized id="story-heading" />} serviceName="Monitor" />
      <Content />
    </Layout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    const logoLink = canvas.getAllByRole('link')[0];
    await expect(logoLink).toHaveAttribute('href', '#about');
    await expect(logoLink).toHaveAccessibleName(/\S/);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Monitor/);
    await expectHeadingTakesFocus(canvasElement);
  },
};

export const ContinueToService: Story = {
  render: (args) => (
    <Layout {...args}>
      <CardHeader variant="continue-to-service" serviceName="Monitor" logo={{ src: partnerLogo, alt: '' }} />
      <Content />
    </Layout>
  ),
  play: async ({ canvasElement }) => {
    await expectHeadingTakesFocus(canvasElement);
  },
};

export const ForYourAccount: Story = {
  render: (args) => (
    <Layout {...args}>
      <CardHeader variant="for-your-account" heading={<Localized id="story-heading" />} />
      <Content />
    </Layout>
  ),
  play: async ({ canvasElement }) => {
    await expectHeadingTakesFocus(canvasElement);
  },
};

export const CmsBranded: Story = {
  render: (args) => (
    <ImageAlt id="story-logo-alt">
      {(alt) => (
        <Layout {...args} cmsLogo={{ src: cmsLogo, alt }} cmsBackgrounds={{ default: '#e9f7f1', header: '#ffffff' }}>
          <CardHeader
            variant="cms"
            logo={{ src: partnerLogo, alt: '' }}
            headline={<Localized id="story-card-headline" />}
            description={<Localized id="story-card-description" />}
          />
          <EmailField label={<Localized id="story-email-label" />} />
          <Button fullWidth cmsBackground="#0b3d2e" />
        </Layout>
      )}
    </ImageAlt>
  ),
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('banner').querySelector('img');
    await expect(logo).not.toBeNull();
    await expect(logo?.getBoundingClientRect().height).toBeLessThanOrEqual(40);
    await expect(logo).toHaveAttribute('alt', expect.stringMatching(/\S/));
    await expectHeadingTakesFocus(canvasElement);
  },
};

export const Split: Story = {
  render: (args) => (
    <ImageAlt id="story-image-alt">
      {(alt) => (
        <Layout {...args} variant="split" splitImage={{ src: splitPicture, alt }}>
          <div style={{ inlineSize: '100%', maxInlineSize: '400px' }}>
            <CardHeader variant="for-your-account" heading={<Localized id="story-heading" />} />
            <Content />
          </div>
        </Layout>
      )}
    </ImageAlt>
  ),
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('img')).toHaveAccessibleName(/\S/);
    await expectHeadingTakesFocus(canvasElement);
  },
};

/** The language toggle as the app gives it: once, at the root, for the footer of every page. */
function WithToggle(props: { logoHref?: string }) {
  const [locale, setLocale] = useState('');
  return (
    <LayoutFooterProvider footer={<Footer language={<LanguageSelector value={locale} onChange={setLocale} languages={STORY_LANGUAGES} />} />}>
      <Layout logoHref={props.logoHref}>
        <CardHeader variant="for-your-account" heading={<Localized id="story-heading" />} />
        <Content />
      </Layout>
    </LayoutFooterProvider>
  );
}

export const WithLanguageToggle: Story = {
  render: (args) => <WithToggle logoHref={args.logoHref} />,
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const button = within(footer).getByRole('button');
    await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(button).toBeVisible();
    await expectHeadingTakesFocus(canvasElement);
  },
};

/** The toggle at the foot of the page opens its list upwards, inside the viewport, and Escape closes it. */
export const LanguageToggleOpen: Story = {
  render: (args) => <WithToggle logoHref={args.logoHref} />,
  play: async ({ canvasElement }) => {
    const button = within(within(canvasElement).getByRole('contentinfo')).getByRole('button');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    const popover = listbox.closest<HTMLElement>('[data-trigger="Select"]') ?? listbox;
    const box = popover.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // React Aria gives focus back to the button on the next frame.
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('listbox');
    await expect(reopened).toBeVisible();
    // The popover is placed once it stands above the button and stays put from one frame to the next.
    const placed = reopened.closest<HTMLElement>('[data-trigger="Select"]') ?? reopened;
    await waitFor(async () => {
      const before = placed.getBoundingClientRect();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const after = placed.getBoundingClientRect();
      await expect(after.bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
      await expect([after.top, after.left, after.width]).toEqual([before.top, before.left, before.width]);
    });
  },
};

export const Unlinked: Story = {
  args: { logoHref: undefined },
  render: (args) => (
    <Layout {...args}>
      <CardHeader variant="for-your-account" heading={<Localized id="story-heading" />} />
    </Layout>
  ),
};

/** A wide page that arranges its own panels: no card around them, start-aligned, at most 1040px. */
export const Wide: Story = {
  render: (args) => (
    <Layout {...args} variant="wide">
      <div style={{ display: 'flex', gap: '24px', flexWrap: 'wrap' }}>
        <nav aria-labelledby="story-wide-nav" style={{ flex: '0 0 200px' }}>
          <span id="story-wide-nav">
            <Localized id="story-heading" />
          </span>
        </nav>
        <div style={{ flex: '1 1 320px' }}>
          <CardHeader variant="heading" heading={<Localized id="story-heading" />} />
          <Content />
        </div>
      </div>
    </Layout>
  ),
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    // No card: the panels sit in the page, wider than the card's 480px.
    await expect(main.querySelector('section')).toBeNull();
    await expect(within(main).getByRole('navigation').parentElement!.getBoundingClientRect().width).toBeGreaterThan(480);
    await expectHeadingTakesFocus(canvasElement);
  },
};
