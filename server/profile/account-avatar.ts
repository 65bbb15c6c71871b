// The avatar an account shows (SPEC §3.2): its upload when it has one, else
// the default avatar of its letter, else (a letter that is no letter or
// digit) null id and address.
import { requestSchemas as schemas } from '../../generated/openapi/profile.requests';

/** The default avatar letter: the display name's first character when it holds a letter or digit, else the email's, else '?'. */
export function avatarLetter(displayName: string | null, email: string): string {
  const fromName = displayName && /[\p{L}\p{N}]/u.test(displayName) ? [...displayName][0] : undefined;
  return fromName ?? [...email][0] ?? '?';
}

/** The address of an uploaded avatar. */
export function uploadedAvatarUrl(origin: string, id: string): string {
  return `${origin}${schemas.getUploadedAvatar.path.replace('{id}', id)}`;
}

export interface AccountAvatar {
  readonly id: string | null;
  readonly url: string | null;
  readonly isDefault: boolean;
}

export function accountAvatar(uploadedId: string | null | undefined, origin: string, displayName: string | null, email: string): AccountAvatar {
  if (uploadedId) return { id: uploadedId, url: uploadedAvatarUrl(origin, uploadedId), isDefault: false };
  const letter = avatarLetter(displayName, email);
  if (!/^[\p{L}\p{N}]$/u.test(letter)) return { id: null, url: null, isDefault: true };
  return { id: `default-${letter}`, url: `${origin}${schemas.getDefaultAvatar.path.replace('{id}', encodeURIComponent(letter))}`, isDefault: true };
}
