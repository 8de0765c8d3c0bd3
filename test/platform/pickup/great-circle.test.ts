import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, type GeoPoint } from '../../../electron/platform/pickup/great-circle';

const inside = (box: ReturnType<typeof boundingBox>, point: GeoPoint) =>
  point.latitude >= box.minLatitude &&
  point.latitude <= box.maxLatitude &&
  box.longitudeRanges.some((range) => point.longitude >= range.min && point.longitude <= range.max);

describe('distanceKm', () => {
  it('measures one degree along the equator as 1/360 of the circumference', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 3);
  });

  it('measures pole to pole as half the circumference', () => {
    expect(distanceKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBeCloseTo(
      20015.1,
      1,
    );
  });

  it('measures across the antimeridian the short way', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      111.195,
      3,
    );
  });

  it('is zero for the same point', () => {
    expect(distanceKm({ latitude: 52.52, longitude: 13.405 }, { latitude: 52.52, longitude: 13.405 })).toBe(
      0,
    );
  });
});

describe('boundingBox', () => {
  it('holds every point at the radius in every direction', () => {
    const center = { latitude: 52.52, longitude: 13.405 };
    const box = boundingBox(center, 50);
    // Walk the circle of 50 km (slightly inside) and check each point is in the box.
    for (let bearing = 0; bearing < 360; bearing += 5) {
      const point = destination(center, 49.999, bearing);
      expect(inside(box, point), `bearing ${bearing}`).toBe(true);
    }
    expect(inside(box, destination(center, 80, 90))).toBe(false);
    expect(inside(box, destination(center, 80, 0))).toBe(false);
  });

  it('splits the longitude range across the antimeridian', () => {
    const box = boundingBox({ latitude: 0, longitude: 179.9 }, 50);
    expect(box.longitudeRanges).toHaveLength(2);
    expect(inside(box, { latitude: 0, longitude: -179.9 })).toBe(true);
    expect(inside(box, { latitude: 0, longitude: 0 })).toBe(false);
  });

  it('spans every longitude near a pole', () => {
    const box = boundingBox({ latitude: 89.9, longitude: 0 }, 50);
    expect(box.longitudeRanges).toEqual([{ min: -180, max: 180 }]);
    expect(inside(box, { latitude: 89.9, longitude: 180 })).toBe(true);
  });
});

/** The point `km` away from `from` along `bearingDegrees` (spherical formula, independent of the code). */
function destination(from: GeoPoint, km: number, bearingDegrees: number): GeoPoint {
  const radius = 6371.0088;
  const angular = km / radius;
  const bearing = (bearingDegrees * Math.PI) / 180;
  const lat1 = (from.latitude * Math.PI) / 180;
  const lon1 = (from.longitude * Math.PI) / 180;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
}
