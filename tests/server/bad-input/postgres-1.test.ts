// Bad input on PostgreSQL, the operations of shard 1 (see bad-input.ts).
import { describeBadInput } from './bad-input';

describeBadInput('postgres', 0);
