// Types of the error-catalogue generator (errors.mjs).

export interface GenerateErrorsOptions {
  /** Repository root; the catalogue is read from schema/errors/catalogue.yaml under it. */
  root: string;
}

/** Builds the full text of generated/errors.ts from the catalogue, without writing it. */
export function generateErrors(options: GenerateErrorsOptions): Promise<string>;
