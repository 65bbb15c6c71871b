// Runs before every unit file. The unit files of a worker share their loaded
// modules (the project does not isolate them), so a hook that a shared module
// registered when it was first loaded would serve only the first file: the
// unmounting of what a test rendered is registered here, for each file.
import { afterEach } from 'vitest';
import { cleanUpAfterTest } from './mounted';

afterEach(() => {
  cleanUpAfterTest();
});
