// Great-circle geometry for store search: the haversine distance, and a latitude/longitude box that
// surely contains every point within a radius (a cheap index prefilter before the exact distance).

/** Mean Earth radius (IUGG), kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Haversine distance between two points, in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const BOX_MARGIN_RADIANS = 1e-9;

/** An inclusive latitude range and one or two inclusive longitude ranges (two when crossing ±180°). */
export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  longitudeRanges: Array<{ min: number; max: number }>;
}

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of `center`
 * (Jan Matuschek's method). Near a pole the box spans every longitude; across the antimeridian the
 * longitude range splits in two.
 */
export function boundingBox(center: GeoPoint, radiusKm: number): BoundingBox {
  // A hair wider than exact, so rounding never drops a store the haversine check would keep.
  const angular = radiusKm / EARTH_RADIUS_KM + BOX_MARGIN_RADIANS;
  const lat = toRadians(center.latitude);
  const lon = toRadians(center.longitude);
  let minLat = lat - angular;
  let maxLat = lat + angular;
  const allLongitudes = [{ min: -180, max: 180 }];
  if (angular >= Math.PI || minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) {
    minLat = Math.max(minLat, -Math.PI / 2);
    maxLat = Math.min(maxLat, Math.PI / 2);
    return { minLatitude: toDegrees(minLat), maxLatitude: toDegrees(maxLat), longitudeRanges: allLongitudes };
  }
  const deltaLon = Math.asin(Math.sin(angular) / Math.cos(lat));
  const minLon = toDegrees(lon - deltaLon);
  const maxLon = toDegrees(lon + deltaLon);
  const box = { minLatitude: toDegrees(minLat), maxLatitude: toDegrees(maxLat) };
  if (minLon < -180) {
    return {
      ...box,
      longitudeRanges: [
        { min: minLon + 360, max: 180 },
        { min: -180, max: maxLon },
      ],
    };
  }
  if (maxLon > 180) {
    return {
      ...box,
      longitudeRanges: [
        { min: minLon, max: 180 },
        { min: -180, max: maxLon - 360 },
      ],
    };
  }
  return { ...box, longitudeRanges: [{ min: minLon, max: maxLon }] };
}
