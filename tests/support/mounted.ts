// What the unit tests have put in the document, to be taken out after each
// test (tests/support/cleanup.ts does it).
const cleanUps: Array<() => void> = [];

/** Registers `cleanUp` to run after the current test. */
export function afterThisTest(cleanUp: () => void): void {
  cleanUps.push(cleanUp);
}

/** Runs what the finished test registered, newest first. */
export function cleanUpAfterTest(): void {
  for (const cleanUp of cleanUps.splice(0).reverse()) cleanUp();
}
