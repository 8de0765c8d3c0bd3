// Vitest global setup for `PLATFORM_TEST_ENGINE=postgres` runs (vitest.config.ts): one temporary cluster for
// the whole run and one template database migrated once; each test platform gets a fresh copy of it
// (test/platform/support/test-database.ts), which takes a fraction of migrating a new database.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { POSTGRES_MIGRATIONS } from '../../electron/platform/db/postgres/migrations';
import { openPostgresPlatformDatabase } from '../../electron/platform/db/postgres/postgres-schema';
import { startPostgresCluster } from './postgres-cluster';

/** What the tests' processes learn about the run's cluster (vitest `inject('postgres')`). */
export interface ProvidedPostgres {
  /** The cluster's maintenance database, where test databases are created and dropped. */
  adminUrl: string;
  /** The same cluster's URL for another database: `${databaseUrlPrefix}${name}`. */
  databaseUrlPrefix: string;
  /** A migrated, empty platform database that every test database copies. */
  templateDatabase: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: ProvidedPostgres;
  }
}

const TEMPLATE_DATABASE = 'platform_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    // Migrated the way the platform does at start; closed, because a database being copied must have no
    // other session on it.
    openPostgresPlatformDatabase(cluster.url(TEMPLATE_DATABASE), POSTGRES_MIGRATIONS).close();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgres', {
    adminUrl: cluster.url('postgres'),
    databaseUrlPrefix: cluster.url(''),
    templateDatabase: TEMPLATE_DATABASE,
  });
  return () => cluster.stop();
}
