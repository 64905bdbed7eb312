import { boundingBox, milesBetween } from './geo';

const beverlyHills = { lat: 34.0901, lon: -118.4065 };
const paradiseValley = { lat: 33.5494, lon: -111.9565 };
const manhattan = { lat: 40.7484, lon: -73.9967 };

describe('milesBetween', () => {
  it('is zero for the same point and symmetric', () => {
    expect(milesBetween(manhattan, manhattan)).toBe(0);
    expect(milesBetween(beverlyHills, manhattan)).toBeCloseTo(
      milesBetween(manhattan, beverlyHills),
    );
  });

  it('gives great-circle miles between known places', () => {
    // Reference values from a separate implementation (Python, same 3958.8-mile sphere); the
    // WGS84 ellipsoid differs by under 0.5%, far below what matters for choosing a shop.
    expect(milesBetween(beverlyHills, paradiseValley)).toBeCloseTo(372.07, 1);
    expect(milesBetween(beverlyHills, manhattan)).toBeCloseTo(2453.35, 1);
  });

  it('measures a degree of latitude as about 69 miles', () => {
    expect(milesBetween({ lat: 40, lon: -100 }, { lat: 41, lon: -100 })).toBeCloseTo(69.1, 1);
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius', () => {
    const box = boundingBox(paradiseValley, 25);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      // A point about 24.9 miles away in this direction.
      const point = {
        lat: paradiseValley.lat + (24.9 / 69.05) * Math.cos(rad),
        lon:
          paradiseValley.lon +
          ((24.9 / 69.05) * Math.sin(rad)) / Math.cos((paradiseValley.lat * Math.PI) / 180),
      };
      expect(milesBetween(paradiseValley, point)).toBeLessThan(25);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lon).toBeGreaterThanOrEqual(box.minLon);
      expect(point.lon).toBeLessThanOrEqual(box.maxLon);
    }
  });

  it('spans every longitude across the antimeridian', () => {
    const box = boundingBox({ lat: 51.9, lon: 179.9 }, 60);
    expect([box.minLon, box.maxLon]).toEqual([-180, 180]);
  });
});
