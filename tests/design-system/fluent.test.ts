// Every component's English source parses, defines ids prefixed with the
// component's name in kebab case, and every id is used by its component.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FluentParser, Message } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import { componentFtlFiles, englishProblems } from './render';

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function messageIds(file: string): string[] {
  const resource = new FluentParser().parse(readFileSync(file, 'utf8'));
  expect(resource.body.filter((entry) => entry.type === 'Junk')).toEqual([]);
  return resource.body.filter((entry): entry is Message => entry instanceof Message).map((m) => m.id.name);
}

describe('design-system Fluent sources', () => {
  it('build one English bundle without syntax errors or duplicate ids', () => {
    expect(englishProblems).toEqual([]);
    expect(componentFtlFiles.length).toBeGreaterThan(3);
  });

  it.each(componentFtlFiles.map((file) => [path.relative(process.cwd(), file), file]))(
    '%s: ids carry the folder prefix and are used in its code',
    (_name, file) => {
      const folder = path.basename(path.dirname(file));
      const prefix = `${kebab(folder)}-`;
      const ids = messageIds(file);
      expect(ids.length).toBeGreaterThan(0);
      const dir = path.dirname(file);
      const code = readdirSync(dir)
        .filter((name) => /\.tsx?$/.test(name) && !name.includes('.stories.'))
        .map((name) => readFileSync(path.join(dir, name), 'utf8'))
        .join('\n');
      for (const id of ids) {
        expect(id.startsWith(prefix), `${id} starts with ${prefix}`).toBe(true);
        // Either the whole id, or a `${prefix}${key}` template with the key listed in the code.
        const viaTemplate = code.includes(`\`${prefix}\${`) && code.includes(`'${id.slice(prefix.length)}'`);
        expect(code.includes(`'${id}'`) || viaTemplate, `${id} is used`).toBe(true);
      }
    },
  );
});
