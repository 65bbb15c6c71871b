// What the avatar page does with pictures in the browser: checks a chosen
// file (SPEC §9: at most 2097152 bytes, at least 100×100, an image the
// browser can read), takes a frame from the camera, and cuts the part inside
// the circle out as a 600×600 JPEG of quality 0.8. Each failure is the
// client error SPEC §8.2 names.
/** SPEC §9: the profile image's limits and export. */
export const AVATAR_MAX_BYTES = 2_097_152;
export const AVATAR_MIN_SIDE = 100;
export const AVATAR_EXPORT_SIZE = 600;
export const AVATAR_EXPORT_TYPE = 'image/jpeg';
export const AVATAR_EXPORT_QUALITY = 0.8;

/** The catalogue's names of the client errors a picture can give (1013, 1014, 1028, 1033, 1065). */
export type PictureErrorKey = 'UNUSABLE_IMAGE' | 'NO_CAMERA' | 'INVALID_IMAGE_SIZE' | 'INVALID_CAMERA_DIMENSIONS' | 'IMAGE_TOO_LARGE';

export class PictureError extends Error {
  constructor(readonly key: PictureErrorKey) {
    super(key);
    this.name = 'PictureError';
  }
}

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new PictureError('UNUSABLE_IMAGE')));
    reader.onerror = () => reject(new PictureError('UNUSABLE_IMAGE'));
    reader.readAsDataURL(file);
  });
}

/** A loaded image element of a data: URL (the page's policy allows no other local address for pictures). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new PictureError('UNUSABLE_IMAGE'));
    image.src = src;
  });
}

/** A chosen file as a data: URL ready to crop; a PictureError when it cannot be one. */
export async function pictureFromFile(file: File): Promise<string> {
  if (file.size > AVATAR_MAX_BYTES) throw new PictureError('IMAGE_TOO_LARGE');
  if (file.type !== '' && !file.type.startsWith('image/')) throw new PictureError('UNUSABLE_IMAGE');
  const url = await readAsDataUrl(file);
  const image = await loadImage(url);
  if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new PictureError('UNUSABLE_IMAGE');
  if (image.naturalWidth < AVATAR_MIN_SIDE || image.naturalHeight < AVATAR_MIN_SIDE) throw new PictureError('INVALID_IMAGE_SIZE');
  return url;
}

/** The camera's stream; NO_CAMERA when the browser has none or it was refused (`denied` tells which). */
export async function openCamera(): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) throw Object.assign(new PictureError('NO_CAMERA'), { denied: false });
  try {
    return await devices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
  } catch (error) {
    const denied = error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
    throw Object.assign(new PictureError('NO_CAMERA'), { denied });
  }
}

/** Whether a camera failure was a refusal (the person or the browser's settings). */
export function cameraDenied(error: unknown): boolean {
  return error instanceof PictureError && (error as PictureError & { denied?: boolean }).denied === true;
}

/** Stops every track of a stream, so the camera's light goes off. */
export function stopCamera(stream: MediaStream | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The camera's current frame as a data: URL ready to crop, mirrored as the preview shows it. */
export function captureFrame(video: HTMLVideoElement): string {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height || width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE) throw new PictureError('INVALID_CAMERA_DIMENSIONS');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PictureError('INVALID_CAMERA_DIMENSIONS');
  context.translate(width, 0);
  context.scale(-1, 1);
  context.drawImage(video, 0, 0, width, height);
  return canvas.toDataURL(AVATAR_EXPORT_TYPE, 0.92);
}

/** The part of a picture inside the circle, as the 600×600 JPEG (quality 0.8) that is uploaded. */
export async function exportCrop(src: string, area: CropArea): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_EXPORT_SIZE;
  canvas.height = AVATAR_EXPORT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new PictureError('UNUSABLE_IMAGE');
  // A JPEG has no transparency: what a transparent picture leaves shows white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_EXPORT_SIZE, AVATAR_EXPORT_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_EXPORT_SIZE, AVATAR_EXPORT_SIZE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, AVATAR_EXPORT_TYPE, AVATAR_EXPORT_QUALITY));
  if (!blob) throw new PictureError('UNUSABLE_IMAGE');
  if (blob.size > AVATAR_MAX_BYTES) throw new PictureError('IMAGE_TOO_LARGE');
  return blob;
}
