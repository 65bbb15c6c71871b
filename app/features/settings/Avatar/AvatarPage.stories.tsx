import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarPage } from './AvatarPage';

const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#0b3d2e"/><circle cx="320" cy="200" r="90" fill="#7ee2b8"/><rect x="190" y="310" width="260" height="170" rx="80" fill="#7ee2b8"/></svg>',
)}`;

const meta = {
  title: 'Pages/Settings/AvatarPage',
  component: AvatarPage,
  args: {
    mode: 'view',
    avatar: { url: null, letter: 'A' },
    onPickFile: fn(),
    onStartCamera: fn(),
    onCapture: fn(),
    onSave: fn(),
    onDelete: fn(),
    onCancel: fn(),
    onCropChange: fn(),
    onZoomChange: fn(),
    onCropComplete: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof AvatarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture of one's own: the letter, a file or the camera, nothing to remove. */
export const NoAvatar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile picture' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: /^Default avatar, letter \W*A\W*$/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Take photo' }));
    await expect(args.onStartCamera).toHaveBeenCalled();
    // A file chosen goes to the page's handler.
    const file = new File(['picture'], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('#settings-avatar-file')!, file);
    await expect(args.onPickFile).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#profile');
  },
};

/** The person's own picture at 240 px, with Remove photo. */
export const WithAvatar: Story = {
  args: { avatar: { url: portrait, letter: 'A' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Your profile picture' });
    await expect(picture.getBoundingClientRect().width).toBe(240);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { avatar: { url: portrait, letter: 'A' }, busy: 'deleting' },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: /Remove photo/ });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A chosen photo inside the circle: moved by the arrow keys, zoomed with the slider, saved or left. */
export const Cropping: Story = {
  args: { mode: 'crop', image: portrait, crop: { x: 0, y: 0 }, zoom: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByRole('group', { name: 'Position of the picture in the circle' });
    await expect(area).toHaveAccessibleDescription(/arrow keys/);
    area.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.onCropChange).toHaveBeenCalled());
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('min', '1');
    await expect(zoom).toHaveAttribute('max', '3');
    await expect(zoom).toHaveAttribute('step', '0.1');
    fireEvent.change(zoom, { target: { value: '1.1' } });
    await expect(args.onZoomChange).toHaveBeenCalledWith(1.1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { mode: 'crop', image: portrait, crop: { x: 0, y: 0 }, zoom: 1.5, busy: 'saving' },
  play: async ({ args, canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: /Save/ });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('slider', { name: 'Zoom' })).toHaveValue('1.5');
  },
};

/** The camera asked for and not yet giving pictures: Capture waits. */
export const CameraStarting: Story = {
  args: { mode: 'camera' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Capture' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The browser has no camera, or it could not start. */
export const CameraUnavailable: Story = {
  args: { error: { ftlId: 'auth-error-1014' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not initialize camera');
    await expect(canvas.queryByText(/Allow this site to use your camera/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
  },
};

/** The person or the browser's settings refused the camera: what to do instead. */
export const CameraDenied: Story = {
  args: { error: { ftlId: 'auth-error-1014' }, cameraDenied: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not initialize camera');
    await expect(canvas.getByText(/Allow this site to use your camera/)).toBeInTheDocument();
  },
};

export const CameraWithoutPicture: Story = {
  args: { error: { ftlId: 'auth-error-1033' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unexpected error');
  },
};

export const UnusableImage: Story = {
  args: { error: { ftlId: 'auth-error-1013' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('A usable image was not found');
  },
};

export const ImageTooSmall: Story = {
  args: { error: { ftlId: 'auth-error-1028' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/at least 100.100/);
  },
};

export const ImageTooLarge: Story = {
  args: { error: { ftlId: 'auth-error-1065' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The image file size is too large to be uploaded.');
  },
};

/** The upload failed: the photo is still in the circle to save again. */
export const SaveFailed: Story = {
  args: { mode: 'crop', image: portrait, crop: { x: 0, y: 0 }, zoom: 1.2, error: { ftlId: 'auth-error-998' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/System unavailable/);
    await expect(await canvas.findByRole('group', { name: 'Position of the picture in the circle' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
