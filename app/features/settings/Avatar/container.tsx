// The avatar page: the account's picture, a new one from a file or the
// camera, cropped and uploaded with the settings pages' 300-second token
// (app/api), or the uploaded one removed; the area's account is read again
// after either and the profile shows a confirmation. A picture chosen and not
// saved stays for the next visit, as Back promises.
import { useEffect, useRef, useState } from 'react';
import { clientError, shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { avatarLetter, isCustomAvatar } from '../avatar';
import { useDraft } from '../data';
import { useSettingsPage, useSettingsRequest } from '../kit';
import { AvatarPage } from './AvatarPage';
import type { AvatarPageMode } from './AvatarPage';
import { PictureError, cameraDenied, captureFrame, exportCrop, openCamera, pictureFromFile, stopCamera } from './picture';
import type { CropArea } from './picture';

export const AVATAR_PAGE = 'avatar';

function pictureProblem(error: unknown): ShownError {
  return error instanceof PictureError ? clientError(error.key) : shownError(error);
}

export function AvatarContainer() {
  const page = useSettingsPage('settings-avatar-heading', 'profile');
  const { api, config, account } = page;
  const [draft, setDraft, clearDraft] = useDraft(AVATAR_PAGE, {});
  const image = draft.image;
  const [mode, setMode] = useState<AvatarPageMode>(image ? 'crop' : 'view');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<CropArea | undefined>(undefined);
  const [stream, setStream] = useState<MediaStream>();
  const [denied, setDenied] = useState(false);
  const request = useSettingsRequest<'saving' | 'deleting'>();
  const setError = request.setBannerError;

  const primaryEmail = account.emails.find((entry) => entry.isPrimary)?.email ?? '';
  const custom = isCustomAvatar(account.avatar, config.servers.profile.url);
  const avatar = { url: custom ? account.avatar.url : null, letter: avatarLetter(account.displayName, primaryEmail) };

  // The camera is let go when the page closes with it on.
  useEffect(() => () => stopCamera(stream), [stream]);

  const closeCamera = () => {
    stopCamera(stream);
    setStream(undefined);
  };

  const startCropping = (picture: string) => {
    setDraft({ image: picture });
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setMode('crop');
  };

  /** A picture the browser cannot use: said in its own words. */
  const unusable = (problem: unknown) => {
    if (!(problem instanceof PictureError)) return false;
    setError(pictureProblem(problem));
    return true;
  };

  const save = async () => {
    const cropped = area.current;
    if (!image || !cropped || !request.begin()) return;
    const saved = await request.send('saving', async () => api.uploadAvatar(await exportCrop(image, cropped)), { failure: unusable, keepBusy: true });
    if (!saved) return;
    clearDraft();
    await page.finish('settings-avatar-saved');
  };

  const remove = async () => {
    const id = account.avatar.id;
    if (!custom || !id || !request.begin()) return;
    if (!(await request.send('deleting', () => api.deleteAvatar(id), { keepBusy: true }))) return;
    await page.finish('settings-avatar-removed');
  };

  return (
    <AvatarPage
      mode={mode}
      avatar={avatar}
      image={image}
      crop={crop}
      zoom={zoom}
      onCropChange={setCrop}
      onZoomChange={setZoom}
      onCropComplete={(pixels) => {
        area.current = pixels;
      }}
      stream={stream}
      cameraDenied={denied}
      error={request.bannerError}
      busy={request.busy}
      onPickFile={(file) => {
        setError(undefined);
        setDenied(false);
        pictureFromFile(file).then(startCropping, (problem: unknown) => setError(pictureProblem(problem)));
      }}
      onStartCamera={() => {
        setError(undefined);
        setDenied(false);
        setMode('camera');
        openCamera().then(
          (opened) => setStream(opened),
          (problem: unknown) => {
            setMode('view');
            setDenied(cameraDenied(problem));
            setError(pictureProblem(problem));
          },
        );
      }}
      onCapture={(video) => {
        try {
          const picture = captureFrame(video);
          closeCamera();
          startCropping(picture);
        } catch (problem) {
          closeCamera();
          setMode('view');
          setError(pictureProblem(problem));
        }
      }}
      onSave={() => void save()}
      onDelete={() => void remove()}
      onCancel={() => {
        closeCamera();
        clearDraft();
        setDraft({});
        setError(undefined);
        setMode('view');
      }}
      onNavigate={page.onNavigate}
    />
  );
}
