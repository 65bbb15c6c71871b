/** The bin folder of the newest PostgreSQL server installed from Debian, if any. */
export function postgresBinDir(): string | undefined;
