// The limits table of docs/operations.md says what the server does: every
// limit of server/config/limits.ts is a row with its setting, its default and
// the errno it answers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../../server/config/limits';

const operations = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');

function row(prefix: string): string | undefined {
  return operations.split('\n').find((line) => line.startsWith(`| \`${prefix}\` |`));
}

describe('the documented limits', () => {
  it.each(ABUSE_LIMITS.map((limit) => [limit.prefix, limit] as const))('%s: its default and its refusal', (prefix, limit) => {
    const line = row(prefix);
    expect(line, `docs/operations.md has no row for ${prefix}`).toBeDefined();
    const [, setting, shown, , refused] = line!.split('|').map((cell) => cell.trim());
    expect(setting).toBe(`\`${prefix}\``);
    expect(shown).toBe(`${limit.limit} in ${limit.windowSeconds / 60} min`);
    expect(refused).toContain(String(limit.errno));
  });
});
