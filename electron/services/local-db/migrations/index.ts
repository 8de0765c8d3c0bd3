import { MIGRATION_001_INITIAL } from './001-initial';
import { MIGRATION_002_PRINT_JOBS } from './002-print-jobs';
import { MIGRATION_003_ORDER_LISTING } from './003-order-listing';
import { MIGRATION_004_CASH_ARRIVAL } from './004-cash-arrival';
import { MIGRATION_005_ORDER_ARRIVAL } from './005-order-arrival';
import { MIGRATION_006_RETURN_DOCUMENTS } from './006-return-documents';
import { MIGRATION_007_VARIANT_SEARCH } from './007-variant-search';

export interface LocalMigration {
  version: number;
  sql: string;
}

/** Every migration of the local database, oldest first. Never edit one that has shipped: add the next. */
export const LOCAL_MIGRATIONS: readonly LocalMigration[] = [
  MIGRATION_001_INITIAL,
  MIGRATION_002_PRINT_JOBS,
  MIGRATION_003_ORDER_LISTING,
  MIGRATION_004_CASH_ARRIVAL,
  MIGRATION_005_ORDER_ARRIVAL,
  MIGRATION_006_RETURN_DOCUMENTS,
  MIGRATION_007_VARIANT_SEARCH,
];
