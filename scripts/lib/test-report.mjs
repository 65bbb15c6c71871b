// Reads the JSON reports of Vitest and Playwright into one list of test cases
// with their durations, for the timing summary of `npm test`.

/** Every test case of a Vitest JSON report: { name, ms }. */
export function vitestTests(json) {
  return (json.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => typeof test.duration === 'number')
      .map((test) => ({ name: `${relative(file.name)} › ${test.fullName ?? test.title}`, ms: test.duration })),
  );
}

/** Every test case of a Playwright JSON report, retries summed: { name, ms }. */
export function playwrightTests(json) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        out.push({ name: [...titles, spec.title].join(' › '), ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, [suite.title]);
  return out;
}

function relative(file) {
  const at = file.indexOf('/tests/');
  return at >= 0 ? file.slice(at + 1) : file;
}
