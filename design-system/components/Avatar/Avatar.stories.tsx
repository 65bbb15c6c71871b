import { useLocalization } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingSpinner } from '../LoadingSpinner';
import { Avatar } from './Avatar';
import type { AvatarProps } from './Avatar';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="#dff3ff"/><circle cx="60" cy="48" r="22" fill="#0250bb"/><rect x="24" y="78" width="72" height="42" rx="20" fill="#6a35d9"/></svg>',
)}`;

/** The avatar with its label from the story catalogue, so that pseudo-locales change it too. */
function LabelledAvatar({ labelId, ...props }: Omit<AvatarProps, 'label'> & { labelId?: string }) {
  const { l10n } = useLocalization();
  return <Avatar {...props} label={labelId ? l10n.getString(labelId) : undefined} />;
}

const meta = {
  title: 'Components/Avatar',
  component: LabelledAvatar,
  args: { letter: 'A', labelId: 'story-avatar-letter-label' },
} satisfies Meta<typeof LabelledAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a picture of its own: the letter on the product's colour, named as one image. */
export const Letter: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAccessibleName(/\S/);
    await expect(image.getBoundingClientRect().width).toBe(64);
    // The letter is drawn, not read twice.
    await expect(image.querySelector('span')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The account's own picture fills the circle. */
export const Picture: Story = {
  args: { src: picture, labelId: 'story-avatar-picture-label' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** Beside an address (48px), at the head of a profile (64px), on the picture's own page (240px). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '16px' }}>
      <LabelledAvatar {...args} size="small" />
      <LabelledAvatar {...args} size="medium" />
      <LabelledAvatar {...args} size="large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('img')
      .map((image) => image.getBoundingClientRect().width);
    await expect(widths).toEqual([48, 64, 240]);
  },
};

/** What stands in for the picture while a camera starts: the circle holds it, with no name of its own. */
export const Starting: Story = {
  args: { size: 'large', labelId: undefined, children: <LoadingSpinner colour="white" /> },
  argTypes: { children: { control: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
