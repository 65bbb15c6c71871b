import { Localized, useLocalization } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeading } from '../PageHeading';
import { Panel } from '../Panel';
import { Text } from '../Text';
import { SideNav } from './SideNav';

/**
 * The story's frame. Its spy is given the address alone: handed the click event itself, the
 * actions panel would serialise the event's window along with it.
 */
function Frame({ onNavigate }: { onNavigate?: (href: string) => void }) {
  const { l10n } = useLocalization();
  return (
    <SideNav
      label={l10n.getString('story-nav-label')}
      toggleLabel={<Localized id="story-nav-toggle" />}
      toggleId="story-nav-toggle"
      items={[
        { id: 'story-nav-profile', href: '#profile', label: <Localized id="story-nav-profile" />, current: 'page' },
        { id: 'story-nav-security', href: '#security', label: <Localized id="story-nav-security" /> },
        { id: 'story-nav-connected', href: '#connected', label: <Localized id="story-nav-connected" /> },
      ]}
      onItemClick={(event, href) => {
        event.preventDefault();
        onNavigate?.(href);
      }}
      after={
        <Button variant="secondary" fullWidth>
          <Localized id="story-nav-sign-out" />
        </Button>
      }
    >
      <Panel aria-labelledby="story-nav-heading">
        <PageHeading id="story-nav-heading">
          <Localized id="story-heading" />
        </PageHeading>
        <Text>
          <Localized id="story-description" />
        </Text>
      </Panel>
    </SideNav>
  );
}

const meta = {
  title: 'Components/SideNav',
  component: Frame,
  args: { onNavigate: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '960px' }}>{Story()}</div>],
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: the navigation beside the page, the current item marked; no menu button. */
export const Wide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(nav).toHaveAccessibleName(/\S/);
    await expect(within(nav).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { expanded: false })).toBeNull();
    await userEvent.click(within(nav).getAllByRole('link')[1]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('#security');
  },
};

/** Narrow: the navigation folds behind the menu button, and the page follows under it. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ inlineSize: '360px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { expanded: false });
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(toggle).toHaveAttribute('aria-controls');
  },
};

/** Narrow and open: the links under the menu button; following one folds them again. */
export const NarrowOpen: Story = {
  decorators: [(Story) => <div style={{ inlineSize: '360px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    const nav = canvas.getByRole('navigation');
    await expect(canvas.getByRole('button', { expanded: true })).toHaveAttribute('aria-controls', nav.id);
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
  },
};
