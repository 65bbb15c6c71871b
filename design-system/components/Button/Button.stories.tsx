import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { loadCmsColourSupport } from './cmsColourSupport';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onPress: fn() },
  // The CMS colour checks are loaded on first need; here before the story renders, as an app does when it reads its configuration.
  loaders: [async () => ({ cmsColourSupport: await loadCmsColourSupport() })],
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName(/\S/);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: <Localized id="story-cancel" /> },
};

export const LinkStyled: Story = {
  args: { variant: 'link', children: <Localized id="story-learn-more" /> },
};

export const Danger: Story = {
  args: { variant: 'danger', children: <Localized id="story-delete" /> },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(/\S/);
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const SecondaryPending: Story = {
  args: { variant: 'secondary', isPending: true, children: <Localized id="story-save" /> },
};

export const LongText: Story = {
  args: { children: <Localized id="story-long-label" />, fullWidth: true },
  render: (args) => (
    <div style={{ maxInlineSize: '320px' }}>
      <Button {...args} />
    </div>
  ),
};

export const CmsBrandedLight: Story = {
  args: { cmsBackground: '#ffd567' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const style = getComputedStyle(button);
    await expect(style.backgroundColor).toBe('rgb(255, 213, 103)');
    await expect(style.color).toBe('rgb(50, 49, 60)');
  },
};

export const CmsBrandedDark: Story = {
  args: { cmsBackground: 'rgb(91, 33, 182)' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByRole('button'));
    await expect(style.backgroundColor).toBe('rgb(91, 33, 182)');
    await expect(style.color).toBe('rgb(255, 255, 255)');
  },
};

export const CmsColourRejected: Story = {
  args: { cmsBackground: 'red; background: url(https://example.com/x.png)' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByRole('button'));
    await expect(style.backgroundImage).toBe('none');
    await expect(style.backgroundColor).toBe('rgb(0, 96, 223)');
  },
};
