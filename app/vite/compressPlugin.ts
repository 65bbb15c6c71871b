// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
// build (scripts, styles, Fluent files), once, at build time, so that the
// server sends compressed bytes without compressing on each request. Source
// maps and the HTML page (which the server fills in per request) are left as
// they are.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File names that get compressed copies. */
export const COMPRESSED_FILE_PATTERN = /\.(?:js|mjs|css|ftl|svg|json|txt)$/;

/** Files smaller than this fit in one network packet: compressing them gains nothing. */
const MIN_SIZE = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` for each of `files` (paths relative to
 * `dir`) whose name matches and whose compressed copy is smaller. Returns the
 * files that got copies.
 */
export async function writeCompressedCopies(dir: string, files: readonly string[]): Promise<string[]> {
  const written: string[] = [];
  await Promise.all(
    files
      .filter((file) => COMPRESSED_FILE_PATTERN.test(file))
      .map(async (file) => {
        const source = path.join(dir, file);
        const bytes = await readFile(source);
        if (bytes.length < MIN_SIZE) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length >= bytes.length && gz.length >= bytes.length) return;
        if (br.length < bytes.length) await writeFile(`${source}.br`, br);
        if (gz.length < bytes.length) await writeFile(`${source}.gz`, gz);
        written.push(file);
      }),
  );
  return written.sort();
}

/** The Vite plugin: compressed copies of the emitted files once they are on disk. */
export function compressPlugin(): Plugin {
  return {
    name: 'orbit-compress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await writeCompressedCopies(options.dir, Object.keys(bundle));
    },
  };
}
