import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STATUS_ICON_KINDS, StatusIcon } from './StatusIcons';

const meta = {
  title: 'Components/StatusIcons',
  component: StatusIcon,
  args: { kind: 'success' },
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '16px', listStyle: 'none', padding: 0 }}>
      {STATUS_ICON_KINDS.map((kind) => (
        <li key={kind}>
          <StatusIcon kind={kind} size={32} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = within(canvasElement).getAllByRole('img');
    await expect(icons).toHaveLength(STATUS_ICON_KINDS.length);
    const names = icons.map((icon) => icon.getAttribute('aria-label') ?? '');
    await expect(names.every((name) => name.trim().length > 0)).toBe(true);
  },
};

export const Decorative: Story = {
  args: { kind: 'information', decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
