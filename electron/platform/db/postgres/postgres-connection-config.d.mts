import type { ClientConfig } from 'pg';

/** A `pg` client's (or pool's) configuration for the platform's database at `url`. */
export function platformConnectionConfig(url: string, statementTimeoutMs: number): ClientConfig;
