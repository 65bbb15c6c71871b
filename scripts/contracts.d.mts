// Types of the contract comparison (contracts.mjs).

export type ChangeClass = 'breaking' | 'dangerous' | 'safe';

export interface ContractChange {
  readonly class: ChangeClass;
  /** Where: a GraphQL schema coordinate, or an operation and the part of it ("POST /v1/account/login query keys"). */
  readonly where: string;
  /** What happened, in a sentence. */
  readonly what: string;
  /** The name the contracts changelog has to give a breaking change. */
  readonly subject: string;
}

export interface ContractResult {
  /** "graphql", or "openapi/<root document>". */
  readonly id: string;
  readonly title: string;
  readonly source: string;
  readonly version: string | null;
  readonly released: boolean;
  readonly releasedVersion: string | null;
  /** Breaking first, then dangerous, then safe. */
  readonly changes: readonly ContractChange[];
  readonly verdict: { readonly ok: boolean; readonly text: string };
}

export interface ComparisonResult {
  /** False while a breaking change is not announced (the command then exits with 1). */
  readonly ok: boolean;
  /** What was compared with: "contracts/released" or a commit. */
  readonly base: string;
  readonly contracts: readonly ContractResult[];
  /** Set when there is nothing to compare with. */
  readonly problem?: string;
}

export interface CompareOptions {
  /** Checkout whose contracts are read; the repository by default. */
  root?: string;
  /** A git ref to compare with instead of contracts/released/. */
  base?: string;
}

export function compareContracts(options?: CompareOptions): Promise<ComparisonResult>;

/** The result as a review reads it: by contract, then by class, one line a change, and each contract's verdict. */
export function formatReport(result: ComparisonResult): string;

/** Records the contracts of `root` as released in contracts/released/; returns them. */
export function release(root?: string): Array<{ id: string; version?: string }>;
