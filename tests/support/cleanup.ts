// Runs before every unit file. The unit files of a worker share their loaded
// modules (the project does not isolate them), so a hook that a shared module
// registered when it was first loaded would serve only the first file: the
// unmounting of what a test rendered is registered here, for each file.
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { cleanUpAfterTest } from './mounted';

// A waited-for state may take a lazy route's first load and an in-process server's answer: on two
// busy cores that passed the library's one second. What a test waits for is unchanged; only how long
// it may take before it counts as not coming.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanUpAfterTest();
});
