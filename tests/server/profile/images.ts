// Real image files for the avatar suites: PNGs written here with node's zlib
// (any size, smooth or random so it cannot be compressed), and a JPEG made
// by Chromium's canvas encoder, kept beside this file.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of the given size: a gradient, or random pixels (`noise`) that deflate cannot shrink. */
export function pngImage(width: number, height: number, options: { noise?: boolean } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = 1 + width * 3;
  const pixels = options.noise ? randomBytes(row * height) : Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    pixels[y * row] = 0; // no filter
    if (options.noise) continue;
    for (let x = 0; x < width; x += 1) {
      const at = y * row + 1 + x * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 160×120 JPEG (quality 0.8) made by Chromium's canvas. */
export function jpegImage(): Buffer {
  return readFileSync(new URL('./fixtures/picture-160x120.jpg', import.meta.url));
}
