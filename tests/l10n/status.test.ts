// `npm run l10n:status`: one line per locale, most complete first.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../design-system/l10n';
import { CORE_LOCALES, root } from './ftl';

describe('l10n:status', () => {
  const result = spawnSync(process.execPath, ['scripts/l10n-status.mjs'], { cwd: root, encoding: 'utf8' });
  const rows = result.stdout
    .trim()
    .split('\n')
    .map((line) => /^(\S+)\s+(\d+) \/ (\d+)\s+([\d.]+)%$/.exec(line));

  it('prints translated / total and a percentage for every translated locale', () => {
    expect(result.status).toBe(0);
    expect(rows.every(Boolean)).toBe(true);
    expect(rows.map((row) => row![1]).sort()).toEqual(SUPPORTED_LOCALES.filter((l) => l !== 'en').sort());
  });

  it('sorts by completeness, the complete core locales first', () => {
    const percents = rows.map((row) => Number(row![4]));
    expect([...percents].sort((a, b) => b - a)).toEqual(percents);
    expect(rows.slice(0, CORE_LOCALES.length).map((row) => row![1]).sort()).toEqual([...CORE_LOCALES].sort());
    for (const row of rows.slice(0, CORE_LOCALES.length)) expect(row![2]).toBe(row![3]);
  });
});
