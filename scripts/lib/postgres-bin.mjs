// Where Debian's PostgreSQL server programs are: the provisioning, the server
// suites, the standby cluster and the benchmarks all start theirs from here.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The bin folder of the newest PostgreSQL server installed from Debian, if any. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')) && existsSync(path.join(base, v, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}
