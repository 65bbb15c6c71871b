// Bad input on PostgreSQL, the operations of shard 2 (see bad-input.ts).
import { describeBadInput } from './bad-input';

describeBadInput('postgres', 1);
