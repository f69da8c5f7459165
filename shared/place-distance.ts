/**
 * What a place is, and how far it is from Edmonton: the distance rule of shared/places.ts, in a module
 * of its own so a page that shows a few distances (the regional pages) loads neither the whole table
 * nor its lookups.
 */

import type { Province } from './provinces';

export type Country = 'CA' | 'US';

/** How a place is reached from Edmonton when the road alone does not get there. */
export type Access = 'road' | 'road and ferry' | 'no road';

interface PlaceBase {
  /** Lower-case slug, stable: links and stored quotation requests carry it. */
  id: string;
  name: string;
  /** The place's name in French where it differs ('Québec' for Québec City): the French pages' label. */
  nameFr?: string;
  latitude: number;
  longitude: number;
  /** A road distance from Edmonton in km where one is recorded; otherwise it is estimated. */
  roadKm?: number;
  /** How the road distance runs, for the seller to check it. */
  route?: string;
  /** @default 'road' */
  access?: Access;
}

export interface CanadianPlace extends PlaceBase {
  country: 'CA';
  region: Province;
}

export interface UsPlace extends PlaceBase {
  country: 'US';
  /** The state's postal abbreviation. */
  region: string;
}

export type Place = CanadianPlace | UsPlace;

/** Road distance over great-circle distance assumed where no road distance is recorded. */
export const ROAD_FACTOR = 1.2;

const EARTH_RADIUS_KM = 6371.0088;

export const ORIGIN = { id: 'edmonton', name: 'Edmonton', latitude: 53.5461, longitude: -113.4938 } as const;

/** Great-circle (haversine) distance between two points, in km. */
export function greatCircleKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

export interface PlaceDistance {
  km: number;
  basis: 'road' | 'estimate';
}

/** A place's distance from Edmonton: its road distance, or great-circle x ROAD_FACTOR rounded to 5 km. */
export function distanceFromEdmonton(place: Place): PlaceDistance {
  if (place.roadKm !== undefined) return { km: place.roadKm, basis: 'road' };
  return { km: Math.round((greatCircleKm(ORIGIN, place) * ROAD_FACTOR) / 5) * 5, basis: 'estimate' };
}


/** A Canadian place of the tables (shared/places.ts, shared/prairie-places.ts). */
export const canadianPlace = (id: string, name: string, region: Province, latitude: number, longitude: number, more: Partial<CanadianPlace> = {}): CanadianPlace => ({
  id,
  name,
  country: 'CA',
  region,
  latitude,
  longitude,
  ...more,
});
