// Uploaded avatars: the image is checked from its bytes (its real type and
// size, whatever the request declared), kept as a file named by a fresh id in
// the configured folder, and recorded as the account's one avatar. An upload
// replaces the avatar before it under the account's row lock, so two uploads
// at once leave one avatar and no row without its file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Database } from '../db/database';
import { queryOne } from '../db/database';
import { appError } from '../errors';
import { queueAccountEvent } from '../oauth/deliveries';
import { throttledError } from '../ratelimit/rate-limiter';
import type { RateLimiter, RateRule } from '../ratelimit/rate-limiter';
import { statusError } from './errors';

/** Largest upload (SPEC §9: 2097152 bytes). */
export const AVATAR_MAX_BYTES = 2_097_152;
/** Smallest width and height (SPEC §9: 100×100). */
export const AVATAR_MIN_SIDE = 100;

/** The image types an avatar may be, by the name image-size gives each. */
const TYPES: Readonly<Record<string, AvatarContentType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export type AvatarContentType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export function isAvatarContentType(value: string): value is AvatarContentType {
  return Object.values(TYPES).includes(value as AvatarContentType);
}

/** What the bytes of an image are, or undefined when they are no image of a type an avatar may be. */
export function sniffImage(bytes: Uint8Array): { contentType: AvatarContentType; width: number; height: number } | undefined {
  try {
    const size = imageSize(bytes);
    const contentType = size.type ? TYPES[size.type] : undefined;
    if (!contentType || !size.width || !size.height) return undefined;
    return { contentType, width: size.width, height: size.height };
  } catch {
    return undefined;
  }
}

export interface StoredAvatar {
  readonly id: string;
  readonly contentType: AvatarContentType;
}

export interface AvatarServiceDeps {
  readonly db: Database;
  readonly dir: string;
  readonly limiter: RateLimiter;
  readonly uploadLimit: RateRule;
  readonly now: () => number;
}

export class AvatarService {
  constructor(private readonly deps: AvatarServiceDeps) {}

  private file(id: string): string {
    return path.join(this.deps.dir, id);
  }

  /**
   * Stores an upload as the account's avatar and returns its id. The body
   * must be an image of the declared type (400, errno 107) of at least
   * 100×100; more than the allowed uploads in the window is errno 114.
   */
  async upload(uid: string, bytes: Uint8Array, declaredType: AvatarContentType, locale: string): Promise<StoredAvatar> {
    const image = sniffImage(bytes);
    if (!image || image.contentType !== declaredType) {
      throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: the body is not an image of the declared type' });
    }
    if (image.width < AVATAR_MIN_SIDE || image.height < AVATAR_MIN_SIDE) {
      throw appError('INVALID_PARAMETER', { message: `Invalid parameter in request body: the image must be at least ${AVATAR_MIN_SIDE}×${AVATAR_MIN_SIDE} pixels` });
    }
    const decision = await this.deps.limiter.hit('avatar-upload', uid, this.deps.uploadLimit);
    if (!decision.allowed) throw throttledError(decision.retryAfterMs, locale);
    const id = randomBytes(16).toString('hex');
    await mkdir(this.deps.dir, { recursive: true });
    // Written whole under a temporary name first, so a reader never finds half a file.
    const partial = `${this.file(id)}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, this.file(id));
    let replaced: string[];
    try {
      replaced = await this.deps.db.transaction(async (tx) => {
        const account = await queryOne(tx, 'SELECT 1 FROM accounts WHERE uid = $1 FOR UPDATE', [uid]);
        if (!account) throw appError('INVALID_TOKEN');
        const old = await tx.query<{ id: string }>('DELETE FROM avatars WHERE uid = $1 RETURNING id', [uid]);
        const at = this.deps.now();
        await tx.query(
          'INSERT INTO avatars (id, uid, content_type, size, width, height, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [id, uid, image.contentType, bytes.byteLength, image.width, image.height, at],
        );
        // The profile changed: relying parties holding tokens of the account are told.
        await queueAccountEvent(tx, uid, 'profile-change', `avatar:${id}`, at);
        return old.map((row) => row.id);
      });
    } catch (error) {
      await rm(this.file(id), { force: true });
      throw error;
    }
    await Promise.all(replaced.map((old) => rm(this.file(old), { force: true })));
    return { id, contentType: image.contentType };
  }

  /** The account's uploaded avatar, if it has one. */
  async current(uid: string): Promise<StoredAvatar | undefined> {
    const row = await queryOne<{ id: string; content_type: AvatarContentType }>(this.deps.db, 'SELECT id, content_type FROM avatars WHERE uid = $1', [uid]);
    return row ? { id: row.id, contentType: row.content_type } : undefined;
  }

  /** An uploaded avatar's bytes and type, for serving; undefined when there is none of that id. */
  async read(id: string): Promise<{ contentType: AvatarContentType; bytes: Buffer } | undefined> {
    const row = await queryOne<{ content_type: AvatarContentType }>(this.deps.db, 'SELECT content_type FROM avatars WHERE id = $1', [id]);
    if (!row) return undefined;
    try {
      return { contentType: row.content_type, bytes: await readFile(this.file(id)) };
    } catch {
      return undefined;
    }
  }

  /** Deletes one of the account's avatars; false when the account has none of that id. */
  async remove(uid: string, id: string): Promise<boolean> {
    const removed = await this.deps.db.transaction(async (tx) => {
      const rows = await tx.query('DELETE FROM avatars WHERE id = $1 AND uid = $2 RETURNING id', [id, uid]);
      if (rows.length === 0) return false;
      await queueAccountEvent(tx, uid, 'profile-change', `avatar-removed:${id}`, this.deps.now());
      return true;
    });
    if (!removed) return false;
    await rm(this.file(id), { force: true });
    return true;
  }
}

/** 404, errno 107: no avatar of that id (for this account). */
export function unknownAvatar(): Error {
  return statusError('INVALID_PARAMETER', 404, 'Unknown avatar id');
}
