import { coreMigration } from './001-core';
import { catalogMigration } from './002-catalog';
import { ordersMigration } from './003-orders';
import { cashMigration } from './004-cash';
import { staffPinsMigration } from './005-staff-pins';
import { returnsMigration } from './006-returns';
import { storeEventsMigration } from './007-store-events';
import { shopLocalesMigration } from './008-shop-locales';
import { taxMigration } from './009-tax';
import { variantSearchMigration } from './010-variant-search';
import { importLeasesMigration } from './011-import-leases';
import { processFailuresMigration } from './012-process-failures';
import { catalogChangeMigration } from './013-catalog-change';
import { rerouteRetriesMigration } from './014-reroute-retries';
import { importProgressMigration } from './015-import-progress';
import { localeCoverageMigration } from './016-locale-coverage';
import { importFailureValuesMigration } from './017-import-failure-values';

export interface Migration {
  /** Strictly increasing; stored in SQLite's user_version once applied. */
  version: number;
  name: string;
  sql: string;
}

/** Every schema change, in order. Add a file per migration and list it here; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  coreMigration,
  catalogMigration,
  ordersMigration,
  cashMigration,
  staffPinsMigration,
  returnsMigration,
  storeEventsMigration,
  shopLocalesMigration,
  taxMigration,
  variantSearchMigration,
  importLeasesMigration,
  processFailuresMigration,
  catalogChangeMigration,
  rerouteRetriesMigration,
  importProgressMigration,
  localeCoverageMigration,
  importFailureValuesMigration,
];
