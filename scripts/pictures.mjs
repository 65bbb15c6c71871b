#!/usr/bin/env node
// The reviewer's side of the picture suites (stories and app pages).
//
//   npm run pictures                      list the last run's differing pictures and serve the
//                                         gallery (baseline, new picture, difference side by side)
//   npm run pictures:accept -- <name>…    make the new pictures of the named stories or pages
//                                         the baselines, and say each file written
//
// Both read what the last run recorded in playwright-report/pictures/ (see
// e2e/support/picture-review.ts). A name matches a differing picture when it is
// part of the picture's name (a story id such as `components-button--primary`,
// or a page state) or of its test's title ('Components/Button › Primary'),
// ignoring case. Nothing is accepted without a name, and a name that matches
// no differing picture stops the command before anything is written.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const gallery = path.join(root, 'playwright-report/pictures');

/** Every project's manifest of the last run. */
function manifests() {
  if (!existsSync(gallery)) return [];
  return readdirSync(gallery, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(gallery, entry.name, 'manifest.json')))
    .map((entry) => JSON.parse(readFileSync(path.join(gallery, entry.name, 'manifest.json'), 'utf8')))
    .sort((a, b) => a.project.localeCompare(b.project));
}

function differing() {
  return manifests().flatMap((manifest) => manifest.pictures);
}

function describe(picture) {
  return `  ${picture.name}${picture.hadBaseline ? '' : ' (new)'}  [${picture.project}: ${picture.test}]`;
}

function matches(picture, name) {
  const wanted = name.toLowerCase();
  return picture.name.toLowerCase().includes(wanted) || picture.test.toLowerCase().includes(wanted);
}

function report(args) {
  const runs = manifests();
  if (!runs.length) {
    console.error('No picture run is recorded yet: run the pictures first (npm run test:visual, or npm test).');
    process.exit(1);
  }
  for (const run of runs) {
    console.log(`${run.project}: ${run.pictures.length} differing picture(s), run ended ${run.finishedAt} (${run.status})`);
    for (const picture of run.pictures) console.log(describe(picture));
  }
  const portArg = args.indexOf('--port');
  const port = portArg >= 0 ? args[portArg + 1] : '9324';
  console.log(`\nThe gallery: ${path.relative(root, path.join(gallery, 'index.html'))}, served at http://127.0.0.1:${port}/ (Ctrl+C stops it)`);
  // Playwright's report server serves any folder with an index.html.
  const server = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'show-report', gallery, '--host', '127.0.0.1', '--port', port], {
    stdio: 'inherit',
  });
  server.on('exit', (code) => process.exit(code ?? 0));
}

function accept(names) {
  const pictures = differing();
  if (!names.length) {
    console.error('Name the stories or pages whose new pictures are intended: npm run pictures:accept -- <name>…');
    if (pictures.length) {
      console.error('The last run\'s differing pictures:');
      for (const picture of pictures) console.error(describe(picture));
    } else {
      console.error('The last run recorded no differing picture.');
    }
    process.exit(1);
  }
  const unmatched = names.filter((name) => !pictures.some((picture) => matches(picture, name)));
  if (unmatched.length) {
    console.error(`No differing picture of the last run matches: ${unmatched.join(', ')}. Nothing was accepted.`);
    for (const picture of pictures) console.error(describe(picture));
    process.exit(1);
  }
  const chosen = pictures.filter((picture) => names.some((name) => matches(picture, name)));
  for (const picture of chosen) {
    const source = path.join(gallery, picture.project, picture.files.actual);
    copyFileSync(source, path.join(root, picture.baseline));
    console.log(`accepted ${picture.baseline}${picture.hadBaseline ? '' : ' (new)'}`);
  }
  const left = pictures.length - chosen.length;
  console.log(`${chosen.length} picture(s) accepted; ${left} differing picture(s) left as they are. Look at each accepted file before committing it.`);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'report') report(args);
else if (command === 'accept') accept(args);
else {
  console.error('Usage: node scripts/pictures.mjs report [--port N] | accept <name>…');
  process.exit(1);
}
