#!/usr/bin/env node
// Builds server/accounts/compromised-passwords.txt, the compromised-password
// list the server answers the breach check from when no range service is
// configured: the SHA-1 (upper-case hexadecimal, sorted) of every password of
// eight characters or more in a frequency-ordered list from real breaches,
// as written and with its first letter in upper case, together with the app's
// own common-password list. Shorter passwords fail the length rule first.
//
//   node scripts/compromised-list.mjs <passwords.json> <source name and version>
//
// <passwords.json> is `src/passwords.json` of the @zxcvbn-ts/language-common
// package (MIT): the passwords seen more than once in a ten-million-entry
// corpus of leaked credentials, most frequent first. The source is named in
// the file's header, so that a rebuild from a newer release shows in review.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [sourceFile, sourceName] = process.argv.slice(2);
if (!sourceFile || !sourceName) {
  console.error('usage: node scripts/compromised-list.mjs <passwords.json> <source name and version>');
  process.exit(2);
}

const MIN_LENGTH = 8;
const source = JSON.parse(readFileSync(sourceFile, 'utf8'));
if (!Array.isArray(source) || source.some((entry) => typeof entry !== 'string')) throw new Error(`${sourceFile} is not a list of passwords`);
const common = readFileSync(path.join(root, 'app/lib/flow/common-passwords.txt'), 'utf8').split('\n').map((line) => line.trim()).filter(Boolean);

const passwords = new Set();
for (const password of source) {
  if ([...password].length < MIN_LENGTH) continue;
  passwords.add(password);
  passwords.add(password.charAt(0).toUpperCase() + password.slice(1));
}
for (const password of common) passwords.add(password);

const hashes = [...new Set([...passwords].map((password) => createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase()))].sort();
const header = [
  '# Known-compromised passwords, as the upper-case SHA-1 of each, one a line, sorted.',
  `# Built by scripts/compromised-list.mjs from ${sourceName} (passwords of ${MIN_LENGTH} characters or more,`,
  '# as written and capitalized) and the app\'s common-password list. Do not edit by hand.',
];
writeFileSync(path.join(root, 'server/accounts/compromised-passwords.txt'), `${[...header, ...hashes].join('\n')}\n`);
console.log(`${hashes.length} hashes from ${source.length} passwords of the source and ${common.length} common ones.`);
