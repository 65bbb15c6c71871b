// The entry-chunk rule can fail: fed a module map whose entry holds a settings
// module, an OAuth feature or server code, it reports each of them.
//
//   node --test bench/entry-check.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { entryChunks, entryFiles, forbiddenModules } from './entry-check.mjs';

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
<link rel="icon" href="/favicon.svg">
</head><body><div id="root"></div></body></html>`;

function chunk(fileName, moduleIds, imports = [], dynamicImports = []) {
  return { fileName, isEntry: fileName.startsWith('assets/index'), isDynamicEntry: false, imports, dynamicImports, moduleIds };
}

test('index.html: module scripts, module preloads and stylesheets are loaded at once; icons are not', () => {
  assert.deepEqual(entryFiles(html), [
    { kind: 'js', file: 'assets/index-a1.js' },
    { kind: 'js', file: 'assets/vendor-b2.js' },
    { kind: 'css', file: 'assets/index-c3.css' },
  ]);
});

test('the entry takes in statically imported chunks, not dynamically imported ones', () => {
  const map = {
    chunks: [
      chunk('assets/index-a1.js', ['app/main.tsx'], ['assets/shared-d4.js'], ['assets/Settings-e5.js']),
      chunk('assets/shared-d4.js', ['app/lib/query.ts']),
      chunk('assets/Settings-e5.js', ['app/features/settings/SettingsPage.tsx']),
    ],
  };
  const files = entryChunks(map, ['assets/index-a1.js']).map((c) => c.fileName);
  assert.deepEqual(files, ['assets/index-a1.js', 'assets/shared-d4.js']);
  assert.deepEqual(forbiddenModules(entryChunks(map, ['assets/index-a1.js'])), []);
});

test('a settings module, an OAuth feature module or server code in the entry is reported', () => {
  const map = {
    chunks: [
      chunk('assets/index-a1.js', ['app/main.tsx', 'app/features/settings/SettingsPage.tsx'], ['assets/shared-d4.js']),
      chunk('assets/shared-d4.js', ['app/features/oauth-consent/Consent.tsx', 'server/config.ts', 'app/lib/query.ts']),
    ],
  };
  assert.deepEqual(forbiddenModules(entryChunks(map, ['assets/index-a1.js'])), [
    { chunk: 'assets/index-a1.js', module: 'app/features/settings/SettingsPage.tsx', rule: 'settings feature' },
    { chunk: 'assets/shared-d4.js', module: 'app/features/oauth-consent/Consent.tsx', rule: 'OAuth-only feature' },
    { chunk: 'assets/shared-d4.js', module: 'server/config.ts', rule: 'server code' },
  ]);
});
