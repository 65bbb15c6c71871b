import { Localized, useLocalization } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { AccountSummary } from './AccountSummary';
import type { AccountSummaryProps } from './AccountSummary';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="#dff3ff"/><circle cx="60" cy="48" r="22" fill="#0250bb"/><rect x="24" y="78" width="72" height="42" rx="20" fill="#6a35d9"/></svg>',
)}`;

type StoryProps = Omit<AccountSummaryProps, 'avatar' | 'name' | 'action'> & { withName?: boolean; withPicture?: boolean; withAction?: boolean };

/** The summary with its strings from the story catalogue, so that pseudo-locales change them too. */
function Summary({ withName = true, withPicture = false, withAction = false, ...props }: StoryProps) {
  const { l10n } = useLocalization();
  return (
    <AccountSummary
      {...props}
      name={withName ? l10n.getString('story-summary-name-value') : null}
      avatar={{
        src: withPicture ? picture : null,
        letter: 'A',
        label: l10n.getString(withPicture ? 'story-avatar-picture-label' : 'story-avatar-letter-label'),
      }}
      action={
        withAction ? (
          <Link variant="standalone" href="/settings/avatar">
            <Localized id="story-account-add-picture" />
          </Link>
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/AccountSummary',
  component: Summary,
  args: { email: 'a.very.long.address.that.must.wrap.somewhere@example.org', nameId: 'story-account-name', emailId: 'story-account-email' },
  decorators: [(Story) => <div style={{ maxInlineSize: '480px' }}>{Story()}</div>],
} satisfies Meta<typeof Summary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The head of a profile: the picture, the name, the address under it and the way to change the picture. */
export const Profile: Story = {
  args: { withAction: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/\S/);
    await expect(canvas.getByRole('img').getBoundingClientRect().width).toBe(64);
    await expect(canvasElement.ownerDocument.getElementById('story-account-email')).toHaveTextContent('a.very.long.address.that.must.wrap.somewhere@example.org');
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/\S/);
  },
};

/** Without a display name the address is the first line. */
export const AddressOnly: Story = {
  args: { withName: false, nameId: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.getElementById('story-account-email')).toHaveTextContent('a.very.long.address.that.must.wrap.somewhere@example.org');
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(1);
  },
};

/** The account a page offers to go on with: a bordered box, a smaller picture, the account's own picture. */
export const Card: Story = {
  args: { variant: 'card', withPicture: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image.getBoundingClientRect().width).toBe(48);
    await expect(image.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** Narrow: the address breaks at its '@' and dots, and the action wraps under the name. */
export const Narrow: Story = {
  args: { withAction: true },
  decorators: [(Story) => <div style={{ inlineSize: '240px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('div > div')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
