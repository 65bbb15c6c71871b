// Gathering the English sources into locales/en/, and what the freshness
// check (`npm run l10n:check`) reports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gather, staleBundles } from '../../scripts/l10n-gather.mjs';

let dir: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'l10n-gather-'));
  write('schema/errors/en.ftl', 'auth-error-101 = Account already exists\n');
  write('design-system/components/Tooltip/en.ftl', 'tooltip-close = Close\n');
  write('design-system/components/Banner/en.ftl', 'banner-dismiss = Dismiss\n');
  write('server/mail/en.ftl', 'mail-subject = Your code\n');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const bundle = (name: string) => gather(dir).bundles.find((b) => b.bundle === name)!;

describe('gathering', () => {
  it('builds the four bundles under locales/en', () => {
    expect(gather(dir).bundles.map((b) => b.file)).toEqual([
      'locales/en/errors.ftl',
      'locales/en/design-system.ftl',
      'locales/en/app.ftl',
      'locales/en/server.ftl',
    ]);
  });

  it('orders design-system sources by path, each under a group comment naming it', () => {
    const { text, sources } = bundle('design-system');
    expect(sources).toEqual(['design-system/components/Banner/en.ftl', 'design-system/components/Tooltip/en.ftl']);
    const banner = text.indexOf('## design-system/components/Banner/en.ftl\n\nbanner-dismiss = Dismiss');
    const tooltip = text.indexOf('## design-system/components/Tooltip/en.ftl\n\ntooltip-close = Close');
    expect(banner).toBeGreaterThan(0);
    expect(tooltip).toBeGreaterThan(banner);
  });

  it('gathers the error catalogue and server strings', () => {
    expect(bundle('errors').text).toContain('auth-error-101 = Account already exists');
    expect(bundle('server').text).toContain('mail-subject = Your code');
    expect(gather(dir).problems).toEqual([]);
  });

  it('reports an English source outside the gathered folders', () => {
    write('e2e/en.ftl', 'stray = Stray\n');
    expect(gather(dir).problems).toEqual([expect.stringMatching(/^e2e\/en\.ftl: not gathered/)]);
  });

  it('reports an id defined twice and a syntax error', () => {
    write('app/features/signin/en.ftl', 'banner-dismiss = Again\nbroken = { $\n');
    const { problems } = gather(dir);
    expect(problems).toContainEqual(expect.stringContaining('"banner-dismiss" is already defined in design-system/components/Banner/en.ftl'));
    expect(problems).toContainEqual(expect.stringContaining('app/features/signin/en.ftl: syntax error'));
  });

  it('finds a gathered file stale until it is rewritten', () => {
    const { bundles } = gather(dir);
    expect(staleBundles(dir, bundles)).toHaveLength(4);
    for (const { file, text } of bundles) write(file, text);
    expect(staleBundles(dir, bundles)).toEqual([]);
    write('design-system/components/Banner/en.ftl', 'banner-dismiss = Dismiss\nbanner-more = More\n');
    expect(staleBundles(dir, gather(dir).bundles)).toEqual(['locales/en/design-system.ftl']);
  });
});

