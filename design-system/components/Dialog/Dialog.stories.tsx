import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function DialogDemo({ initiallyOpen = false, withDescription = true }: { initiallyOpen?: boolean; withDescription?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        <Localized id="story-dialog-open" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<Localized id="story-dialog-title" />}
        description={withDescription ? <Localized id="story-dialog-body" /> : undefined}
      >
        <div style={{ display: 'flex', gap: '8px', justifyContent: 'flex-end' }}>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            <Localized id="story-cancel" />
          </Button>
          <Button variant="danger" onPress={() => setOpen(false)}>
            <Localized id="story-dialog-open" />
          </Button>
        </div>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { open: false, onOpenChange: () => {}, title: null },
  argTypes: { title: { control: false }, description: { control: false } },
  render: () => <DialogDemo />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button');
    await userEvent.click(opener);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/\S/);
    await expect(dialog).toHaveAccessibleDescription(/\S/);
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    const close = within(dialog).getAllByRole('button').at(-1);
    if (!close) throw new Error('no close button');
    await expect(close).toHaveAccessibleName(/\S/);
    await userEvent.click(close);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  render: () => <DialogDemo initiallyOpen />,
  play: async () => {
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

export const OpenWithoutDescription: Story = {
  render: () => <DialogDemo initiallyOpen withDescription={false} />,
};
