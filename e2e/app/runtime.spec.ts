// The journeys' runner is on the supported Node.js line (the server checks its own at start).
import { expect, test } from '../support/app/test';

test('the Playwright runner runs on Node.js 24 or newer', () => {
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
});
