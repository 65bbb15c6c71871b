// Bad input on PGlite, the operations of shard 1 (see bad-input.ts).
import { describeBadInput } from './bad-input';

describeBadInput('pglite', 0);
