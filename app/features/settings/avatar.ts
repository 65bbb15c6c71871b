// The default avatar's letter (SPEC §3.2) and whether an avatar is the person's own picture.
export { avatarLetter } from '../../lib/flow';

/** Where the profile server serves its default letter avatars. */
const DEFAULT_AVATAR_PATH = '/v1/avatar/';

/**
 * Whether an avatar is the person's own picture (SPEC §3.2): only when its
 * address is not one of the profile server's (its default letter avatars,
 * under /v1/avatar/; uploads are served elsewhere so they can be told apart)
 * and its id does not start with 'default'. Without an address there is
 * nothing to show but the letter.
 */
export function isCustomAvatar(avatar: { id?: string | null; url?: string | null } | null | undefined, profileServerUrl: string): boolean {
  if (!avatar?.url) return false;
  if (avatar.id?.startsWith('default')) return false;
  let onProfileServer = false;
  try {
    // An empty or relative server address is the page's own origin.
    const page = globalThis.location?.href ?? 'http://localhost/';
    const url = new URL(avatar.url, page);
    onProfileServer = url.origin === new URL(profileServerUrl || '/', page).origin && url.pathname.startsWith(DEFAULT_AVATAR_PATH);
  } catch {
    return false;
  }
  return !onProfileServer;
}
