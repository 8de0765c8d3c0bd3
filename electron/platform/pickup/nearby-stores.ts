import type { Store } from '../../../shared/contract/store';
import type { PlatformDatabase } from '../db/database';
import { boundingBox, distanceKm, type GeoPoint } from './great-circle';

export interface NearbyStore {
  storeId: string;
  /** Great-circle distance from the reference point, rounded to the metre (as answered and sorted). */
  distanceKm: number;
  /** The store record; parsed only when asked, since many candidates are never answered. */
  readStore(): Store;
}

/**
 * Active stores with coordinates within a radius, nearest first (ties by store_id). The latitude/longitude
 * box runs on the `stores_geo` index (generated columns of migration 003), so only stores in the box are
 * read and measured, however many stores exist.
 */
export class NearbyStores {
  private readonly inBox;

  constructor(db: PlatformDatabase) {
    this.inBox = db
      .prepare(
        `SELECT store_id, data, geo_latitude, geo_longitude FROM stores
         WHERE geo_latitude BETWEEN ? AND ? AND geo_longitude BETWEEN ? AND ? AND geo_active = 1`,
      )
      .raw();
  }

  within(
    center: GeoPoint,
    radiusKm: number,
    accept: (storeId: string) => boolean = () => true,
  ): NearbyStore[] {
    const box = boundingBox(center, radiusKm);
    const found: NearbyStore[] = [];
    for (const range of box.longitudeRanges) {
      const rows = this.inBox.all(box.minLatitude, box.maxLatitude, range.min, range.max) as Array<
        [storeId: string, data: string, latitude: number, longitude: number]
      >;
      for (const [storeId, data, latitude, longitude] of rows) {
        if (!accept(storeId)) continue;
        const distance = distanceKm(center, { latitude, longitude });
        if (distance > radiusKm) continue;
        found.push({
          storeId,
          distanceKm: Math.round(distance * 1000) / 1000,
          readStore: () => JSON.parse(data) as Store,
        });
      }
    }
    return found.sort(
      (a, b) => a.distanceKm - b.distanceKm || (a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : 0),
    );
  }
}
