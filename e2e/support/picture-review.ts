// A Playwright reporter that gathers every picture of a run that differs from
// its baseline (or has none yet) into one gallery for the person reviewing it:
// playwright-report/pictures/index.html shows each one's baseline, the new
// picture and their difference side by side. It is written when the run ends,
// whether it passed or failed, so CI can keep the folder as an artifact.
// Beside the images, each project's manifest.json names the baseline file each
// new picture would replace: `npm run pictures:accept -- <names>` reads it.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/** One picture that differs from its baseline, as the manifest keeps it. */
export interface DifferingPicture {
  /** The picture's name: the baseline's file name without `.png` (a story id and its mode, or a page state). */
  name: string;
  /** The test it belongs to, as Playwright titles it ('Components/Button › Primary (ltr, rtl)'). */
  test: string;
  /** The project that took it. */
  project: string;
  /** The committed baseline it differs from, relative to the repository. */
  baseline: string;
  /** Whether that baseline existed before the run (false: a new picture). */
  hadBaseline: boolean;
  /** The gallery's copies, relative to the project's folder: the baseline as it was, the new picture, the difference. */
  files: { expected?: string; actual: string; diff?: string };
}

export interface PictureManifest {
  project: string;
  finishedAt: string;
  status: string;
  pictures: DifferingPicture[];
}

/** Where the gallery is written, relative to the repository. */
export const GALLERY_DIR = 'playwright-report/pictures';

const SUFFIXES = ['-expected', '-actual', '-diff'] as const;

/** The picture name and kind of an attachment named by toHaveScreenshot, or undefined for any other. */
function pictureAttachment(name: string): { picture: string; kind: 'expected' | 'actual' | 'diff' } | undefined {
  if (!name.endsWith('.png')) return undefined;
  const base = name.slice(0, -'.png'.length);
  for (const suffix of SUFFIXES) {
    if (base.endsWith(suffix)) return { picture: base.slice(0, -suffix.length), kind: suffix.slice(1) as 'expected' | 'actual' | 'diff' };
  }
  return undefined;
}

/** A file name safe in the gallery's folder. */
function fileName(picture: string, kind: string): string {
  return `${picture.replace(/[^\w.-]+/g, '_')}-${kind}.png`;
}

export default class PictureReview implements Reporter {
  private readonly root = process.cwd();
  private readonly gallery = path.join(this.root, GALLERY_DIR);
  private projects = new Set<string>();
  private readonly pictures = new Map<string, DifferingPicture[]>();

  onBegin(_config: FullConfig, suite: Suite): void {
    this.projects = new Set(suite.suites.map((project) => project.title));
    // A project's pictures of an earlier run are gone with it; another project's stay.
    for (const project of this.projects) rmSync(path.join(this.gallery, project), { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? 'default';
    const found = new Map<string, Partial<Record<'expected' | 'actual' | 'diff', string>>>();
    for (const attachment of result.attachments) {
      const picture = attachment.path ? pictureAttachment(attachment.name) : undefined;
      if (!picture || !attachment.path) continue;
      const entry = found.get(picture.picture) ?? {};
      entry[picture.kind] = attachment.path;
      found.set(picture.picture, entry);
    }
    const folder = path.join(this.gallery, project);
    for (const [picture, paths] of found) {
      // An attachment without a new picture is a matching one; only differences are kept.
      if (!paths.actual || !existsSync(paths.actual)) continue;
      mkdirSync(folder, { recursive: true });
      const baseline = test.parent.project() ? this.baselineOf(test, result, picture) : undefined;
      if (!baseline) continue;
      const files: DifferingPicture['files'] = { actual: fileName(picture, 'actual') };
      copyFileSync(paths.actual, path.join(folder, files.actual));
      if (paths.diff && existsSync(paths.diff)) {
        files.diff = fileName(picture, 'diff');
        copyFileSync(paths.diff, path.join(folder, files.diff));
      }
      // The expected attachment is the baseline itself: copied as it was when the picture was judged.
      const hadBaseline = Boolean(paths.diff);
      if (hadBaseline && paths.expected && existsSync(paths.expected)) {
        files.expected = fileName(picture, 'expected');
        copyFileSync(paths.expected, path.join(folder, files.expected));
      }
      const list = this.pictures.get(project) ?? [];
      // A retried test pictures again: the last attempt's picture is the one to review.
      const kept = list.filter((entry) => entry.name !== picture);
      kept.push({ name: picture, test: test.titlePath().slice(3).join(' › '), project, baseline, hadBaseline, files });
      this.pictures.set(project, kept);
    }
  }

  /** The committed baseline of `picture` for this test, relative to the repository. */
  private baselineOf(test: TestCase, result: TestResult, picture: string): string | undefined {
    const expected = result.attachments.find((attachment) => attachment.name === `${picture}-expected.png`)?.path;
    if (expected) return path.relative(this.root, expected);
    // A picture with no baseline: where the project's template puts it ({testDir}/__screenshots__/{arg}{ext}).
    const testDir = test.parent.project()?.testDir;
    return testDir ? path.relative(this.root, path.join(testDir, '__screenshots__', `${picture}.png`)) : undefined;
  }

  onEnd(result: { status: string }): void {
    for (const project of this.projects) {
      const pictures = (this.pictures.get(project) ?? []).sort((a, b) => a.name.localeCompare(b.name));
      const manifest: PictureManifest = { project, finishedAt: new Date().toISOString(), status: result.status, pictures };
      mkdirSync(path.join(this.gallery, project), { recursive: true });
      writeFileSync(path.join(this.gallery, project, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    }
    const manifests = readManifests(this.root);
    writeFileSync(path.join(this.gallery, 'index.html'), galleryPage(manifests));
    const count = manifests.reduce((sum, manifest) => sum + manifest.pictures.length, 0);
    if (count > 0) {
      console.log(`\n${count} picture${count === 1 ? '' : 's'} differ from their baselines: npm run pictures to review them side by side.`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}

/** Every project's manifest in the gallery, in project order. */
export function readManifests(root: string): PictureManifest[] {
  const gallery = path.join(root, GALLERY_DIR);
  if (!existsSync(gallery)) return [];
  return readdirSync(gallery, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(gallery, entry.name, 'manifest.json')))
    .map((entry) => JSON.parse(readFileSync(path.join(gallery, entry.name, 'manifest.json'), 'utf8')) as PictureManifest)
    .sort((a, b) => a.project.localeCompare(b.project));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The gallery: per project, each differing picture's baseline, new picture and difference in a row. */
function galleryPage(manifests: PictureManifest[]): string {
  const sections = manifests.map((manifest) => {
    const figures = manifest.pictures.map((picture) => {
      const image = (file: string | undefined, caption: string) =>
        file
          ? `<figure><a href="${escapeHtml(`${manifest.project}/${file}`)}"><img src="${escapeHtml(`${manifest.project}/${file}`)}" alt="${escapeHtml(`${caption}: ${picture.name}`)}"></a><figcaption>${caption}</figcaption></figure>`
          : `<figure class="none"><p>No baseline yet: a new picture</p><figcaption>${caption}</figcaption></figure>`;
      return `<article id="${escapeHtml(`${manifest.project}-${picture.name}`)}">
  <h3>${escapeHtml(picture.name)}</h3>
  <p>${escapeHtml(picture.test)} · baseline <code>${escapeHtml(picture.baseline)}</code></p>
  <div class="row">${image(picture.files.expected, 'Baseline')}${image(picture.files.actual, 'This run')}${picture.files.diff ? image(picture.files.diff, 'Difference') : ''}</div>
</article>`;
    });
    const summary = manifest.pictures.length
      ? `${manifest.pictures.length} differing picture${manifest.pictures.length === 1 ? '' : 's'}`
      : 'Every picture matches its baseline.';
    return `<section>
<h2>${escapeHtml(manifest.project)}: ${summary}</h2>
<p>Run ended ${escapeHtml(manifest.finishedAt)} (${escapeHtml(manifest.status)}).</p>
${figures.join('\n')}
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Differing pictures</title>
<style>
body { font-family: sans-serif; margin: 1.5rem; color: #15141a; background: #f9f9fa; }
article { margin-block: 1.5rem; padding: 1rem; background: #fff; border: 1px solid #cfcfd8; border-radius: 8px; }
h3 { margin: 0 0 0.25rem; font-size: 1rem; }
.row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: 1 1 0; min-inline-size: 240px; }
figure img { display: block; max-inline-size: 100%; border: 1px solid #cfcfd8; }
figure.none p { padding: 2rem 1rem; border: 1px dashed #5b5b66; }
figcaption { font-weight: bold; margin-block-start: 0.25rem; }
</style>
</head>
<body>
<h1>Differing pictures</h1>
<p>Accept the intended changes with <code>npm run pictures:accept -- &lt;story or page&gt;…</code>; fix the code for the rest.</p>
${sections.join('\n') || '<p>No picture run has been recorded.</p>'}
</body>
</html>
`;
}
