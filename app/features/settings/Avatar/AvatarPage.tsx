// /settings/avatar: the profile picture shown at 240 px, and the ways to
// change it: a file or the camera, then the picture moved and zoomed inside
// the circle (by pointer, or by the arrow keys and the zoom slider) and saved;
// or the picture removed, which brings the letter back. Pure.
import { useLocalization } from '@fluent/react';
import { useEffect, useId, useRef } from 'react';
import Cropper from 'react-easy-crop';
import type { Area, Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import styled from 'styled-components';
import { Avatar, Button, ButtonGroup, LoadingSpinner, Text, tokens } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { SettingsSubPage } from '../kit';

/** Side of the picture as the page shows it (SPEC §9). */
export const AVATAR_DISPLAY_SIZE = 240;
/** Zoom the slider reaches. */
export const AVATAR_MAX_ZOOM = 3;

export type AvatarPageMode = 'view' | 'camera' | 'crop';

export interface AvatarPageProps {
  mode: AvatarPageMode;
  /** The account's picture: its address when it has one of its own, else its letter. */
  avatar: { url: string | null; letter: string };
  /** The picture being cropped (a data: URL), in the crop mode. */
  image?: string;
  crop?: Point;
  zoom?: number;
  onCropChange?: (crop: Point) => void;
  onZoomChange?: (zoom: number) => void;
  /** The part of the picture inside the circle, in the picture's pixels, whenever it settles. */
  onCropComplete?: (area: Area) => void;
  /** The camera's stream in the camera mode; absent while it starts. */
  stream?: MediaStream;
  /** The camera was refused by the person or the browser: the error says so and the help says what to do. */
  cameraDenied?: boolean;
  error?: ShownError;
  /** What is being sent, if anything. */
  busy?: 'saving' | 'deleting';
  onPickFile: (file: File) => void;
  onStartCamera: () => void;
  onCapture: (video: HTMLVideoElement) => void;
  onSave: () => void;
  onDelete: () => void;
  /** Leaves the camera or the cropping for the picture as it is. */
  onCancel: () => void;
  onNavigate?: (href: string) => void;
}

const Stage = styled.div`
  position: relative;
  inline-size: ${AVATAR_DISPLAY_SIZE}px;
  block-size: ${AVATAR_DISPLAY_SIZE}px;
  max-inline-size: 100%;
  margin-inline: auto;
  margin-block: ${tokens.space.md};
`;

const CropFrame = styled.div`
  position: relative;
  inline-size: 100%;
  block-size: 100%;
  overflow: hidden;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.text.primary};
  .reactEasyCrop_CropArea:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const Zoom = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  max-inline-size: ${AVATAR_DISPLAY_SIZE}px;
  margin-inline: auto;
  label {
    font-weight: ${tokens.font.weight.bold};
  }
  input {
    inline-size: 100%;
    min-block-size: 24px;
    accent-color: ${tokens.color.background.primary};
  }
  input:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const HiddenInput = styled.input`
  display: none;
`;

function CameraPreview({ stream, label }: { stream: MediaStream; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }, [stream]);
  return <video id="settings-avatar-video" ref={ref} aria-label={label} muted playsInline />;
}

export function AvatarPage(props: AvatarPageProps) {
  const { l10n } = useLocalization();
  const t = (id: string) => l10n.getString(id);
  const fileInput = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const zoomId = useId();
  const { mode, avatar, busy } = props;

  let content;
  if (mode === 'crop' && props.image) {
    const zoom = props.zoom ?? 1;
    content = (
      <>
        <Stage>
          <CropFrame>
            <Cropper
              image={props.image}
              crop={props.crop ?? { x: 0, y: 0 }}
              zoom={zoom}
              maxZoom={AVATAR_MAX_ZOOM}
              aspect={1}
              cropShape="round"
              showGrid={false}
              objectFit="cover"
              disableAutomaticStylesInjection
              onCropChange={(next) => props.onCropChange?.(next)}
              onZoomChange={(next) => props.onZoomChange?.(next)}
              onCropComplete={(_area, pixels) => props.onCropComplete?.(pixels)}
              mediaProps={{ alt: '' }}
              cropperProps={{ id: 'settings-avatar-crop', role: 'group', 'aria-label': t('settings-avatar-crop-label'), 'aria-describedby': helpId }}
            />
          </CropFrame>
        </Stage>
        <Text tone="secondary" centred id={helpId}>{t('settings-avatar-crop-help')}</Text>
        <Zoom>
          <label htmlFor={zoomId}>{t('settings-avatar-zoom')}</label>
          <input
            id={zoomId}
            data-testid="settings-avatar-zoom"
            type="range"
            min={1}
            max={AVATAR_MAX_ZOOM}
            step={0.1}
            value={zoom}
            aria-valuetext={`${Math.round(zoom * 100)} %`}
            onChange={(event) => props.onZoomChange?.(Number(event.currentTarget.value))}
          />
        </Zoom>
        <ButtonGroup align="center" spaced>
          <Button id="settings-avatar-cancel" variant="secondary" onPress={props.onCancel}>
            {t('settings-cancel')}
          </Button>
          <Button id="settings-avatar-save" isPending={busy === 'saving'} onPress={() => busy === undefined && props.onSave()}>
            {t('settings-save')}
          </Button>
        </ButtonGroup>
      </>
    );
  } else if (mode === 'camera') {
    content = (
      <>
        <Stage>
          <Avatar size="large" letter={avatar.letter}>
            {props.stream ? <CameraPreview stream={props.stream} label={t('settings-avatar-camera-label')} /> : <LoadingSpinner colour="white" />}
          </Avatar>
        </Stage>
        <ButtonGroup align="center" spaced>
          <Button id="settings-avatar-cancel" variant="secondary" onPress={props.onCancel}>
            {t('settings-cancel')}
          </Button>
          <Button
            id="settings-avatar-capture"
            isDisabled={!props.stream}
            onPress={() => {
              const video = document.getElementById('settings-avatar-video');
              if (video instanceof HTMLVideoElement) props.onCapture(video);
            }}
          >
            {t('settings-avatar-capture')}
          </Button>
        </ButtonGroup>
      </>
    );
  } else {
    content = (
      <>
        <Stage>
          <Avatar
            id="settings-avatar-current"
            size="large"
            src={avatar.url}
            letter={avatar.letter}
            label={avatar.url ? l10n.getString('settings-avatar-custom-label') : l10n.getString('settings-avatar-label', { letter: avatar.letter })}
          />
        </Stage>
        {props.cameraDenied && <Text tone="secondary" centred>{t('settings-avatar-camera-denied-help')}</Text>}
        <HiddenInput
          ref={fileInput}
          id="settings-avatar-file"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file may be chosen again after an error.
            event.currentTarget.value = '';
            if (file) props.onPickFile(file);
          }}
        />
        <ButtonGroup align="center" spaced>
          <Button id="settings-avatar-upload" variant="secondary" isDisabled={busy !== undefined} onPress={() => fileInput.current?.click()}>
            {t('settings-avatar-upload')}
          </Button>
          <Button id="settings-avatar-camera" variant="secondary" isDisabled={busy !== undefined} onPress={props.onStartCamera}>
            {t('settings-avatar-camera')}
          </Button>
          {avatar.url && (
            <Button id="settings-avatar-delete" variant="secondary" isPending={busy === 'deleting'} onPress={() => busy === undefined && props.onDelete()}>
              {t('settings-avatar-remove')}
            </Button>
          )}
        </ButtonGroup>
      </>
    );
  }

  return (
    <SettingsSubPage heading={t('settings-avatar-heading')} section="profile" onNavigate={props.onNavigate}>
      <ErrorBanner error={props.error} />
      {content}
    </SettingsSubPage>
  );
}
