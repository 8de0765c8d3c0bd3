import type { Store } from '../../../shared/contract/store';
import type { PlatformDatabase } from '../db/database';
import { boundingBox, distanceKm, type GeoPoint } from './great-circle';

export interface NearbyStore {
  store: Store;
  /** Great-circle distance from the reference point, rounded to the metre (as answered and sorted). */
  distanceKm: number;
}

/**
 * Active stores with coordinates within a radius, nearest first (ties by store_id). The latitude/longitude
 * box runs on the `stores_geo` index (generated columns of migration 003), so only stores in the box are
 * read and measured, however many stores exist.
 */
export class NearbyStores {
  private readonly inBox;

  constructor(db: PlatformDatabase) {
    this.inBox = db.prepare(
      `SELECT store_id, data, geo_latitude AS latitude, geo_longitude AS longitude FROM stores
       WHERE geo_latitude BETWEEN ? AND ? AND geo_longitude BETWEEN ? AND ? AND geo_active = 1`,
    );
  }

  within(
    center: GeoPoint,
    radiusKm: number,
    accept: (storeId: string) => boolean = () => true,
  ): NearbyStore[] {
    const box = boundingBox(center, radiusKm);
    const found: NearbyStore[] = [];
    for (const range of box.longitudeRanges) {
      const rows = this.inBox.all(box.minLatitude, box.maxLatitude, range.min, range.max) as Array<{
        store_id: string;
        data: string;
        latitude: number;
        longitude: number;
      }>;
      for (const row of rows) {
        if (!accept(row.store_id)) continue;
        const distance = distanceKm(center, row);
        if (distance > radiusKm) continue;
        found.push({ store: JSON.parse(row.data) as Store, distanceKm: Math.round(distance * 1000) / 1000 });
      }
    }
    return found.sort(
      (a, b) =>
        a.distanceKm - b.distanceKm ||
        (a.store.store_id < b.store.store_id ? -1 : a.store.store_id > b.store.store_id ? 1 : 0),
    );
  }
}
