import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertBar } from './AlertBar';

const meta = {
  title: 'Components/AlertBar',
  component: AlertBar,
  args: { type: 'success', children: <Localized id="story-alert-success" />, inline: true },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof AlertBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/\S/);
  },
};

export const Information: Story = {
  args: { type: 'info', children: <Localized id="story-alert-info" /> },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('status');
    await expect(bar).toHaveAttribute('aria-live', 'polite');
    await expect(bar).toHaveAttribute('data-type', 'info');
  },
};

export const ErrorBar: Story = {
  args: { type: 'error', children: <Localized id="story-alert-error" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const FixedAtTop: Story = {
  args: { inline: false },
  parameters: { layout: 'fullscreen' },
};

function DismissibleBar(props: { onDismiss: () => void }) {
  const [visible, setVisible] = useState(true);
  return (
    <AlertBar
      type="success"
      inline
      visible={visible}
      onDismiss={() => {
        setVisible(false);
        props.onDismiss();
      }}
    >
      <Localized id="story-alert-success" />
    </AlertBar>
  );
}

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  render: (args) => <DismissibleBar onDismiss={args.onDismiss ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button');
    await expect(close).toHaveAccessibleName(/\S/);
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
