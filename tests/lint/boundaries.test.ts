// The architecture's import rules are enforced by lint: each forbidden import
// below must be reported, and each allowed one must not. So is the rule that
// features read the page's query through app/lib/query, not URLSearchParams.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error The lint configuration is plain JavaScript without types.
import { RAW_QUERY_READ_MESSAGE, appGeneratedZone, boundaryZones } from '../../eslint.config.js';

interface Zone {
  readonly message: string;
}

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryMessages(filePath: string, code: string, linter: ESLint = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals' || m.ruleId === 'query/no-raw-read')
    .map((m) => m.message);
}

/** Reads of the page's query that features leave to app/lib/query: [rule, file, code]. */
const QUERY_READS: ReadonlyArray<readonly [string, string, string]> = [
  ['a feature may not read the query with URLSearchParams', 'app/features/signup/Probe.ts', "export const stretch = (location: { search: string }) => new URLSearchParams(location.search).get('stretch');\n"],
  ['a feature may not read the query through a URLSearchParams it holds', 'app/features/report/Probe.ts', "export function uid(search: string) {\n  const params = new URLSearchParams(search);\n  return params.get('uid');\n}\n"],
  ['a feature may not read the query with useSearchParams', 'app/features/signin/Probe.ts', "import { useSearchParams } from 'react-router';\nexport const useCode = () => useSearchParams()[0].get('code');\n"],
];

/** Imports each rule forbids: [rule, file, code]. */
const FORBIDDEN: ReadonlyArray<readonly [string, string, string]> = [
  ['design-system may not import app/', 'design-system/Probe.ts', "import { App } from '../app/App';\nexport const x = App;\n"],
  ['design-system may not import server/', 'design-system/Probe.ts', "import { loadConfig } from '../server/config';\nexport const x = loadConfig;\n"],
  ['design-system may not import generated/', 'design-system/Probe.ts', "import { AUTH_ERRORS } from '../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
  ['design-system knows no route', 'design-system/Probe.ts', "import { Link } from 'react-router';\nexport const x = Link;\n"],
  ['app may not import server/', 'app/Probe.ts', "import { loadConfig } from '../server/config';\nexport const x = loadConfig;\n"],
  ['app outside app/api may not import generated/', 'app/lib/Probe.ts', "import { AUTH_ERRORS } from '../../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
  ['app outside app/api may not call fetch', 'app/lib/Probe.ts', "export const x = () => fetch('/v1/account/status');\n"],
  ['server may not import app/', 'server/Probe.ts', "import { App } from '../app/App';\nexport const x = App;\n"],
  ['server may not import design-system/', 'server/Probe.ts', "import * as ds from '../design-system/index';\nexport const x = ds;\n"],
  ['app/lib may not import a feature', 'app/lib/flow/Probe.ts', "import * as signin from '../../features/signin';\nexport const x = signin;\n"],
  ['app/lib may not import the route table', 'app/lib/Probe.ts', "import { PAGE_ROUTES } from '../routes/table';\nexport const x = PAGE_ROUTES;\n"],
  ['a feature may not import the route table', 'app/features/signin/Probe.ts', "import { PAGE_ROUTES } from '../../routes/table';\nexport const x = PAGE_ROUTES;\n"],
  ['features do not import each other', 'app/features/signin/Probe.ts', "import * as settings from '../settings';\nexport const x = settings;\n"],
  ['a settings page does not import another page', 'app/features/settings/TwoStep/Probe.ts', "import { RecoveryPhonePage } from '../RecoveryPhone/RecoveryPhonePage';\nexport const x = RecoveryPhonePage;\n"],
  ['a set-up step inside sign-in does not import a settings page', 'app/features/settings/inline/InlineTotpSetup/Probe.ts', "import { TwoStepPage } from '../../TwoStep/TwoStepPage';\nexport const x = TwoStepPage;\n"],
  ['the settings kit does not import a page', 'app/features/settings/kit/Probe.ts', "import { TwoStepPage } from '../TwoStep/TwoStepPage';\nexport const x = TwoStepPage;\n"],
  ['server storage may not import generated/', 'server/db/Probe.ts', "import { AUTH_ERRORS } from '../../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
  ['configuration may not import a service', 'server/config/second-factor.ts', "import { RateLimiter } from '../ratelimit/rate-limiter';\nexport const x = RateLimiter;\n"],
  ['server infrastructure may not import a use case', 'server/ratelimit/Probe.ts', "import { SignInService } from '../accounts/sign-in';\nexport const x = SignInService;\n"],
  ['server infrastructure may not import the transport', 'server/sessions/Probe.ts', "import { bearerToken } from '../request/bearer';\nexport const x = bearerToken;\n"],
  ['a server use case may not import the transport', 'server/accounts/Probe.ts', "import { callerOf } from '../request/caller';\nexport const x = callerOf;\n"],
  ['a server use case may not import the composition root', 'server/second-factor/Probe.ts', "import { createServices } from '../services';\nexport const x = createServices;\n"],
  ['the transport may not import the composition root', 'server/rest/Probe.ts', "import { createServices } from '../services';\nexport const x = createServices;\n"],
  ['a lone infrastructure file may not import a use case', 'server/errors.ts', "import { OAuthProvider } from './oauth/provider';\nexport const x = OAuthProvider;\n"],
  ...QUERY_READS,
];

describe('import boundaries', () => {
  it.each(FORBIDDEN)('%s', async (_rule, filePath, code) => {
    expect(await boundaryMessages(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['app/api may import generated/', 'app/api/Probe.ts', "import { AUTH_ERRORS } from '../../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
    ['app may import the design system', 'app/Probe.ts', "import * as ds from '../design-system/index';\nexport const x = ds;\n"],
    ['a settings page may import the kit and the root files of the area', 'app/features/settings/TwoStep/Probe.ts', "import { PhoneNumberForm } from '../kit';\nimport { settingsPageHref } from '../paths';\nexport const x = [PhoneNumberForm, settingsPageHref];\n"],
    ['server may import generated/', 'server/Probe.ts', "import { AUTH_ERRORS } from '../generated/errors';\nexport const x = AUTH_ERRORS;\n"],
    ['configuration may import configuration', 'server/config/index.ts', "import { loadSecondFactorConfig } from './second-factor';\nexport const x = loadSecondFactorConfig;\n"],
    ['a server use case may import infrastructure and configuration', 'server/accounts/Probe.ts', "import { RateLimiter } from '../ratelimit/rate-limiter';\nimport { loadConfig } from '../config';\nexport const x = [RateLimiter, loadConfig];\n"],
    ['the transport may import a use case and the services interface', 'server/rest/Probe.ts', "import { SignInService } from '../accounts/sign-in';\nimport type { Services } from '../request/services';\nexport type X = Services;\nexport const x = SignInService;\n"],
    ['the composition root may import the transport', 'server/server.ts', "import { createApp } from './http/app';\nexport const x = createApp;\n"],
    ['a feature may build an address from the query', 'app/features/signin/Probe.ts', "export function withoutEmail(search: string) {\n  const params = new URLSearchParams(search);\n  params.delete('email');\n  return `?${params.toString()}`;\n}\n"],
    ['a feature may build a query from values', 'app/features/signin/Probe.ts', "const params = new URLSearchParams({ email: 'a@b.org' });\nparams.set('service', 'sync');\nexport const href = `/signin?${params.toString()}`;\n"],
    ['a feature may read a fragment', 'app/features/pairing/Probe.ts', "export const channelId = (hash: string) => new URLSearchParams(hash.slice(1)).get('channel_id');\n"],
    ['the query layer may read the query', 'app/lib/query/Probe.ts', "export const stretch = (search: string) => new URLSearchParams(search).get('stretch');\n"],
  ])('%s', async (_rule, filePath, code) => {
    expect(await boundaryMessages(filePath, code)).toEqual([]);
  });

  it.each(QUERY_READS)('%s: the query-read rule says so', async (_rule, filePath, code) => {
    const messages = await boundaryMessages(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.endsWith(RAW_QUERY_READ_MESSAGE), messages[0]).toBe(true);
  });

  it('has a probe for every rule: without the rule, one of its forbidden imports above is reported by nothing', async () => {
    const rules = [...new Set((boundaryZones as Zone[]).map((zone) => zone.message))];
    for (const message of rules) {
      const kept = (boundaryZones as Zone[]).filter((zone) => zone.message !== message);
      const without = new ESLint({
        cwd: process.cwd(),
        overrideConfig: [
          { rules: { 'import-x/no-restricted-paths': ['error', { zones: kept }] } },
          { files: ['app/**/*.{ts,tsx}'], ignores: ['app/api/**'], rules: { 'import-x/no-restricted-paths': ['error', { zones: [...kept, appGeneratedZone] }] } },
        ],
      });
      const provedByIt: string[] = [];
      for (const [name, filePath, code] of FORBIDDEN) {
        if (!(await boundaryMessages(filePath, code)).some((reported) => reported.endsWith(message))) continue;
        if ((await boundaryMessages(filePath, code, without)).length === 0) provedByIt.push(name);
      }
      expect(provedByIt, message).not.toEqual([]);
    }
  });
});
