// The architecture's import rules are enforced by lint: each forbidden import
// below must be reported, and each allowed one must not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['design-system may not import app/', 'design-system/Probe.ts', "import { App } from '../app/App';\nexport const x = App;\n"],
    ['design-system may not import server/', 'design-system/Probe.ts', "import { loadConfig } from '../server/config';\nexport const x = loadConfig;\n"],
    ['design-system may not import generated/', 'design-system/Probe.ts', "import { AUTH_ERRORS } from '../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
    ['design-system knows no route', 'design-system/Probe.ts', "import { Link } from 'react-router';\nexport const x = Link;\n"],
    ['app may not import server/', 'app/Probe.ts', "import { loadConfig } from '../server/config';\nexport const x = loadConfig;\n"],
    ['app outside app/api may not import generated/', 'app/lib/Probe.ts', "import { AUTH_ERRORS } from '../../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
    ['app outside app/api may not call fetch', 'app/lib/Probe.ts', "export const x = () => fetch('/v1/account/status');\n"],
    ['server may not import app/', 'server/Probe.ts', "import { App } from '../app/App';\nexport const x = App;\n"],
    ['server may not import design-system/', 'server/Probe.ts', "import * as ds from '../design-system/index';\nexport const x = ds;\n"],
    ['server storage may not import generated/', 'server/db/Probe.ts', "import { AUTH_ERRORS } from '../../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
    ['configuration may not import a service', 'server/config/second-factor.ts', "import { RateLimiter } from '../ratelimit/rate-limiter';\nexport const x = RateLimiter;\n"],
  ])('%s', async (_rule, filePath, code) => {
    expect(await boundaryMessages(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['app/api may import generated/', 'app/api/Probe.ts', "import { AUTH_ERRORS } from '../../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
    ['app may import the design system', 'app/Probe.ts', "import * as ds from '../design-system/index';\nexport const x = ds;\n"],
    ['server may import generated/', 'server/Probe.ts', "import { AUTH_ERRORS } from '../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
    ['configuration may import configuration', 'server/config/index.ts', "import { loadSecondFactorConfig } from './second-factor';\nexport const x = loadSecondFactorConfig;\n"],
  ])('%s', async (_rule, filePath, code) => {
    expect(await boundaryMessages(filePath, code)).toEqual([]);
  });
});
