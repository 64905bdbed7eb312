/** A point on the globe in decimal degrees. */
export interface GeoPoint {
  readonly lat: number;
  readonly lon: number;
}

/** The mean Earth radius: the usual choice for great-circle distances. */
const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.05;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance: straight-line miles, not driving miles. */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLon: number;
  readonly maxLon: number;
}

/**
 * A box that holds every point within `radiusMiles` of `center`, with a small margin. It
 * lets the database pick candidates on plain indexed columns; the exact distance is then
 * computed for those few. Near the poles or the antimeridian it spans every longitude.
 */
export function boundingBox(center: GeoPoint, radiusMiles: number): BoundingBox {
  const margin = 1.01;
  const dLat = (radiusMiles / MILES_PER_DEGREE_LATITUDE) * margin;
  const cosLat = Math.cos(radians(center.lat));
  const dLon = cosLat > 0.01 ? (dLat / cosLat) * margin : 360;
  const wraps = center.lon - dLon < -180 || center.lon + dLon > 180;
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLon: wraps ? -180 : center.lon - dLon,
    maxLon: wraps ? 180 : center.lon + dLon,
  };
}
