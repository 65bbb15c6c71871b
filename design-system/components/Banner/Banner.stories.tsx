import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BannerLinkComponentProps } from './Banner';
import { Banner } from './Banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: {
    type: 'success',
    heading: <Localized id="story-banner-heading" />,
    description: <Localized id="story-banner-description" />,
  },
  argTypes: { heading: { control: false }, description: { control: false }, link: { control: false } },
  render: (args) => (
    <div style={{ maxInlineSize: '480px' }}>
      <Banner {...args} />
    </div>
  ),
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('aria-live', 'polite');
  },
};

export const ErrorBanner: Story = {
  args: {
    type: 'error',
    heading: <Localized id="story-banner-error-heading" />,
    description: <Localized id="story-banner-error-description" />,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveAttribute('aria-live', 'assertive');
  },
};

export const Warning: Story = {
  args: { type: 'warning', heading: <Localized id="story-banner-warning-heading" />, description: undefined },
};

export const Info: Story = {
  args: {
    type: 'info',
    heading: <Localized id="story-banner-info-heading" />,
    description: <Localized id="story-banner-info-description" />,
  },
};

export const InfoFancy: Story = {
  args: { ...Info.args, fancy: true },
};

export const DescriptionOnly: Story = {
  args: { type: 'info', heading: undefined },
};

export const WithExternalLink: Story = {
  args: {
    type: 'info',
    link: { label: <Localized id="story-learn-more" />, href: 'https://www.example.com/support', external: true },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

function RouterLink({ href, className, children }: BannerLinkComponentProps) {
  return (
    <a href={`#${href}`} className={className} data-router-link="">
      {children}
    </a>
  );
}

export const WithInternalLink: Story = {
  args: {
    type: 'warning',
    link: { label: <Localized id="story-learn-more" />, href: '/settings' },
    linkComponent: RouterLink,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button');
    await expect(close).toHaveAccessibleName(/\S/);
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const DismissibleError: Story = {
  args: { ...ErrorBanner.args, onDismiss: fn() },
};

export const LongText: Story = {
  args: {
    type: 'error',
    heading: <Localized id="story-long-label" />,
    description: <Localized id="story-banner-info-description" />,
    onDismiss: fn(),
  },
};
