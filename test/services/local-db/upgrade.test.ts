// A workstation updated from an app whose local database was at version 2 (before the pickup list columns
// and the drawer transactions' arrival order): its orders are found by customer name and its drawer
// transactions of one millisecond keep the order they were stored in.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CatalogSearch } from '../../../electron/services/catalog/catalog-search';
import { migrateLocalDatabase } from '../../../electron/services/local-db/local-database';
import { LocalData } from '../../../electron/services/local-db/local-data';
import { LOCAL_MIGRATIONS } from '../../../electron/services/local-db/migrations';
import { DRAWER, drawerTransaction, STORE, storeOrder } from './support/local-records';

const FILE = 'before-listing.sqlite';
const SAME_INSTANT = '2026-03-02T18:00:00.000Z';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pos-local-upgrade-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('upgrades a version-2 file with its orders searchable and its drawer transactions in stored order', () => {
  const order = storeOrder(7, { customer: { name: 'Émilie du Châtelet' } });
  const close = { ...drawerTransaction(9, 'daily_close', SAME_INSTANT), counted_amount: 150 };
  const open = drawerTransaction(1, 'daily_open', SAME_INSTANT, 150);

  const old = new Database(join(dataDir, FILE));
  migrateLocalDatabase(old, LOCAL_MIGRATIONS.slice(0, 2));
  old
    .prepare(
      'INSERT INTO orders (order_id, external_id, store_id, status, updated_at, body) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(order.order_id, order.external_id, STORE, order.status, order.updated_at, JSON.stringify(order));
  const insertCash = old.prepare(
    `INSERT INTO cash_transactions (transaction_id, drawer_id, store_id, type, created_at, state, body)
     VALUES (?, ?, ?, ?, ?, 'recorded', ?)`,
  );
  for (const transaction of [close, open]) {
    insertCash.run(
      transaction.transaction_id,
      DRAWER,
      STORE,
      transaction.type,
      transaction.created_at,
      JSON.stringify(transaction),
    );
  }
  old.close();

  const data = LocalData.open(dataDir, { fileName: FILE });
  try {
    expect(data.db.pragma('user_version', { simple: true })).toBe(LOCAL_MIGRATIONS.at(-1)?.version);
    expect(data.orders.page({ storeId: STORE, search: 'ÉMILIE', offset: 0, limit: 50 }).items).toEqual([
      order,
    ]);
    data.cash.insertPending(DRAWER, drawerTransaction(5, 'no_sale', SAME_INSTANT));
    expect(data.cash.list(DRAWER).map((local) => local.transaction.type)).toEqual([
      'daily_close',
      'daily_open',
      'no_sale',
    ]);
  } finally {
    data.close();
  }
});

it('upgrades a version-6 catalog so its variants are found by colour and size', () => {
  const old = new Database(join(dataDir, FILE));
  migrateLocalDatabase(old, LOCAL_MIGRATIONS.slice(0, 6));
  const product = {
    product_id: 'FS-SGE-KING',
    title: 'Percale Fitted Sheet',
    variation_color_value: 'Sage',
    variation_size_value: 'King',
  };
  old
    .prepare('INSERT INTO products (product_id, title, body, updated_at) VALUES (?, ?, ?, ?)')
    .run(product.product_id, product.title, JSON.stringify(product), SAME_INSTANT);
  old.close();

  const data = LocalData.open(dataDir, { fileName: FILE });
  try {
    const search = new CatalogSearch(data.db);
    expect(search.search('fitted sheet king').map((hit) => hit.product.product_id)).toEqual(['FS-SGE-KING']);
    expect(search.search('sage').map((hit) => hit.product.product_id)).toEqual(['FS-SGE-KING']);
  } finally {
    data.close();
  }
});
