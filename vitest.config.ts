import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `PLATFORM_TEST_ENGINE=postgres` (`npm run test:platform:postgres`): the platform tests run on a temporary
// PostgreSQL cluster started once for the run; unset, on SQLite as the platform runs by default.
const onPostgres = process.env.PLATFORM_TEST_ENGINE === 'postgres';

/** Tests of what only the SQLite engine has, left out of the PostgreSQL run. */
const SQLITE_ONLY_TESTS = [
  // The lock that keeps a second process off a SQLite data folder; on PostgreSQL several processes share
  // one database by design (test/platform/multi-process/).
  'test/platform/core/data-folder-lock.test.ts',
  // Group commit of SQLite's write-ahead log (synchronous=NORMAL plus one flush for many commits); on
  // PostgreSQL a commit is durable when COMMIT answers (durability.test.ts runs on both).
  'test/platform/core/durable-commits.test.ts',
  // Reads and waiting writes while an import holds SQLite's single write lock, probed through the file.
  'test/platform/import/api-during-apply.test.ts',
];

/** Tests that need a database several platform processes share, left out of the SQLite run. */
const POSTGRES_ONLY_TESTS = ['test/platform/multi-process/**'];

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**', ...(onPostgres ? SQLITE_ONLY_TESTS : POSTGRES_ONLY_TESTS)],
    environment: 'node',
    // Files and the tests in each file in a random order, a new one each run: a test that leans on what an
    // earlier one left fails soon, not the day someone adds a test before it (README, Tests; replay a failing
    // order with --sequence.seed).
    sequence: { shuffle: true },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests start real servers and SQLite files; two cores are all we have.
    maxWorkers: 2,
    globalSetup: onPostgres ? ['test/support/postgres-global-setup.ts'] : [],
  },
});
