import { describe, expect, it } from 'vitest';
import { PLACES, findPlace, findPlaceByText, frenchPlaceLabel, place, placeLabel } from './places';
import { ROAD_FACTOR, distanceFromEdmonton, greatCircleKm } from './place-distance';
import { PROVINCES } from './provinces';

describe('places and their distances from Edmonton', () => {
  it('has every provincial and territorial capital and unique ids', () => {
    const capitals = ['edmonton', 'victoria', 'regina', 'winnipeg', 'toronto', 'quebec-city', 'fredericton', 'halifax', 'charlottetown', 'st-johns', 'whitehorse', 'yellowknife', 'iqaluit'];
    expect(capitals.map((id) => findPlace(id)?.region).sort()).toEqual(Object.keys(PROVINCES).sort());
    expect(new Set(PLACES.map((entry) => entry.id)).size).toBe(PLACES.length);
    expect(PLACES.filter((entry) => entry.country === 'US').length).toBeGreaterThanOrEqual(50);
  });

  it.each([
    ['calgary', 300, 'road'],
    ['saskatoon', 525, 'road'],
    ['regina', 785, 'road'],
    ['winnipeg', 1305, 'road'],
    ['vancouver', 1160, 'road'],
    ['yellowknife', 1510, 'road'],
    ['great-falls', 795, 'road'],
  ] as const)('%s is %i km by road', (id, km, basis) => {
    expect(distanceFromEdmonton(place(id))).toEqual({ km, basis });
  });

  it('estimates a place without a road distance as great-circle x the road factor, rounded to 5 km', () => {
    const denver = place('denver');
    const greatCircle = greatCircleKm({ latitude: 53.5461, longitude: -113.4938 }, denver);
    expect(greatCircle).toBeGreaterThan(1600);
    expect(greatCircle).toBeLessThan(1700);
    const { km, basis } = distanceFromEdmonton(denver);
    expect(basis).toBe('estimate');
    expect(km % 5).toBe(0);
    expect(Math.abs(km - greatCircle * ROAD_FACTOR)).toBeLessThanOrEqual(2.5);
  });

  it('keeps every recorded road distance longer than the straight line and within twice it', () => {
    for (const entry of PLACES.filter((candidate) => candidate.roadKm !== undefined && candidate.roadKm > 0)) {
      const straight = greatCircleKm({ latitude: 53.5461, longitude: -113.4938 }, entry);
      expect(entry.roadKm, entry.id).toBeGreaterThan(straight);
      expect(entry.roadKm, entry.id).toBeLessThan(straight * 2);
    }
  });

  it('labels a place with its province or state and refuses an unknown id', () => {
    expect(placeLabel(place('saskatoon'))).toBe('Saskatoon, SK');
    expect(frenchPlaceLabel(place('quebec-city'))).toBe('Québec, QC');
    expect(frenchPlaceLabel(place('saskatoon'))).toBe('Saskatoon, SK');
    expect(findPlace('atlantis')).toBeUndefined();
    expect(() => place('atlantis')).toThrow(/atlantis/);
  });
});

describe('finding the place a buyer typed', () => {
  it.each([
    ['saskatoon', 'saskatoon'],
    ['Saskatoon, SK', 'saskatoon'],
    ['  saskatoon ,  sk ', 'saskatoon'],
    ['Montreal', 'montreal'],
    ['Montréal, QC', 'montreal'],
    ['great-falls', 'great-falls'],
    ['Great Falls', 'great-falls'],
    ["St. John's, NL", 'st-johns'],
    ['Québec, QC', 'quebec-city'],
    ['Québec City, QC', 'quebec-city'],
  ])('%j is %s', (text, id) => {
    expect(findPlaceByText(text)?.id).toBe(id);
  });

  it.each(['', 'Atlantis', 'Saskatoon, AB'])('%j is no place', (text) => {
    expect(findPlaceByText(text)).toBeUndefined();
  });
});
