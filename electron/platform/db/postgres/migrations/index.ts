import type { Migration } from '../../migrations/index';
import { baselineMigration } from './001-baseline';
import { importLeasesMigration } from './002-import-leases';
import { processFailuresMigration } from './003-process-failures';
import { catalogChangeMigration } from './004-catalog-change';
import { listingCoveringIndexesMigration } from './005-listing-covering-indexes';
import { catalogChangeTriggersMigration } from './006-catalog-change-triggers';
import { rerouteRetriesMigration } from './007-reroute-retries';
import { importProgressMigration } from './008-import-progress';
import { localeCoverageMigration } from './009-locale-coverage';
import { importFailureValuesMigration } from './010-import-failure-values';

/**
 * Every PostgreSQL schema change, in order, recorded in `schema_migrations` once applied. Version 1 is the
 * whole schema SQLite reached with its migrations 1–10 (no older PostgreSQL database exists); a later schema
 * change adds a migration here and one to the SQLite list (../../migrations/index.ts), so that both engines
 * keep the same tables and columns (test/platform/core/schema-parity.test.ts).
 */
export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  baselineMigration,
  importLeasesMigration,
  processFailuresMigration,
  catalogChangeMigration,
  listingCoveringIndexesMigration,
  catalogChangeTriggersMigration,
  rerouteRetriesMigration,
  importProgressMigration,
  localeCoverageMigration,
  importFailureValuesMigration,
];
