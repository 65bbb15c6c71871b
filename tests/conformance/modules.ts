// How a conformance module reports, in the shape of the OpenID Foundation's
// suite: PASSED, FAILED (the first check that did not hold), WARNING (a
// recommendation not followed) or SKIPPED (a feature the provider
// deliberately does not offer, with the reason). A module's checks throw at
// the first failure; warnings are collected.

export type ModuleResult = 'PASSED' | 'FAILED' | 'WARNING' | 'SKIPPED';

export interface ModuleOutcome {
  readonly plan: string;
  readonly module: string;
  readonly result: ModuleResult;
  readonly reason: string;
}

/** A check that did not hold: the module fails with its reason. */
export class ModuleFailure extends Error {}

/** A module that does not apply to this provider, and why. */
export class ModuleSkipped extends Error {}

export interface ModuleContext {
  /** Fails the module unless `condition` holds. */
  check(condition: unknown, what: string): asserts condition;
  /** Records a recommendation the provider did not follow: the module ends as WARNING. */
  warn(what: string): void;
  /** Ends the module as SKIPPED, with the reason. */
  skip(reason: string): never;
}

/** An unexpected error in words, with what a relying party's library adds (the OAuth error, its code, its cause). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const extra = error as Error & { error?: unknown; error_description?: unknown; code?: unknown };
  const parts = [error.message];
  if (typeof extra.error === 'string') parts.push(`error=${extra.error}${typeof extra.error_description === 'string' ? ` (${extra.error_description})` : ''}`);
  if (typeof extra.code === 'string') parts.push(extra.code);
  if (error.cause instanceof Error) parts.push(`cause: ${error.cause.message}`);
  return parts.join('; ');
}

/** Runs a module's body and says how it ended. */
export async function runModule(plan: string, module: string, body: (context: ModuleContext) => Promise<void>): Promise<ModuleOutcome> {
  const warnings: string[] = [];
  const context: ModuleContext = {
    check(condition, what) {
      if (!condition) throw new ModuleFailure(what);
    },
    warn(what) {
      warnings.push(what);
    },
    skip(reason) {
      throw new ModuleSkipped(reason);
    },
  };
  try {
    await body(context);
  } catch (error) {
    if (error instanceof ModuleSkipped) return { plan, module, result: 'SKIPPED', reason: error.message };
    const reason = error instanceof ModuleFailure ? error.message : `unexpected: ${describe(error)}`;
    return { plan, module, result: 'FAILED', reason };
  }
  if (warnings.length > 0) return { plan, module, result: 'WARNING', reason: warnings.join('; ') };
  return { plan, module, result: 'PASSED', reason: '' };
}

/** The outcomes as the suite's plan overview: one line per module, in the order run. */
export function resultTable(outcomes: readonly ModuleOutcome[]): string {
  const width = Math.max(...outcomes.map((outcome) => outcome.module.length), 'Module'.length);
  const planWidth = Math.max(...outcomes.map((outcome) => outcome.plan.length), 'Plan'.length);
  const lines = [`${'Plan'.padEnd(planWidth)}  ${'Module'.padEnd(width)}  Result   Reason`];
  for (const outcome of outcomes) {
    lines.push(`${outcome.plan.padEnd(planWidth)}  ${outcome.module.padEnd(width)}  ${outcome.result.padEnd(7)}  ${outcome.reason}`);
  }
  const count = (result: ModuleResult) => outcomes.filter((outcome) => outcome.result === result).length;
  lines.push(`${count('PASSED')} passed, ${count('FAILED')} failed, ${count('WARNING')} with warnings, ${count('SKIPPED')} skipped`);
  return lines.join('\n');
}
