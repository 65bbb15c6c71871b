// Bad input on PGlite, the operations of shard 2 (see bad-input.ts).
import { describeBadInput } from './bad-input';

describeBadInput('pglite', 1);
