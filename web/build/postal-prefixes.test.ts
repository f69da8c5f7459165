import { describe, expect, it } from 'vitest';
import { distanceFromEdmonton } from '../../shared/place-distance';
import { placeOfPostalArea, postalPrefixOf } from '../../shared/postal-prefixes';
import { postalPrefixTable, provinceOfPostalPrefix } from './postal-prefixes';

const table = postalPrefixTable();

describe('the postal-area table the build writes', () => {
  it('covers every Canadian forward sortation area and US ZIP3 of the package, and stays small', () => {
    const keys = Object.keys(table);
    expect(keys.filter((key) => /^[A-Z]/.test(key)).length).toBeGreaterThan(1500);
    expect(keys.filter((key) => /^\d/.test(key)).length).toBeGreaterThan(850);
    expect(JSON.stringify(table).length).toBeLessThan(160_000);
  });

  it('places downtown Edmonton, Saskatoon and Denver where they are', () => {
    const [latitude, longitude, region, name] = table.T5J!;
    expect([region, name]).toEqual(['AB', 'Edmonton']);
    expect(Math.abs(latitude - 53.54)).toBeLessThan(0.1);
    expect(Math.abs(longitude + 113.5)).toBeLessThan(0.1);
    expect(table.S7K?.[2]).toBe('SK');
    expect(table['802']?.[2]).toBe('CO');
    expect(table['802']?.[3]).toBe('Denver');
  });

  it('gives each Canadian area the province of its first letter, the X areas split between the territories', () => {
    expect(provinceOfPostalPrefix('X0A')).toBe('NU');
    expect(provinceOfPostalPrefix('X1A')).toBe('NT');
    expect(provinceOfPostalPrefix('H2X')).toBe('QC');
    expect(provinceOfPostalPrefix('D1A')).toBeUndefined();
  });
});

describe('a postal code typed as the destination', () => {
  it.each([
    ['T5J 0N3', 'T5J'],
    ['s7k', 'S7K'],
    ['s7k2l1', 'S7K'],
    ['80202', '802'],
    ['80202-1234', '802'],
    ['802', '802'],
  ])('%j is the postal area %s', (typed, prefix) => {
    expect(postalPrefixOf(typed)).toBe(prefix);
  });

  it.each(['Saskatoon', 'D1A', '8020', 'T5J 0N'])('%j is not a postal code', (typed) => {
    expect(postalPrefixOf(typed)).toBeUndefined();
  });

  it('becomes a destination in its province or state, its distance estimated', () => {
    const saskatoon = placeOfPostalArea('S7K', table.S7K!);
    expect(saskatoon).toMatchObject({ country: 'CA', region: 'SK', id: 'postal-s7k' });
    expect(saskatoon.name).toMatch(/^Postal area S7K \(Saskatoon/);
    expect(distanceFromEdmonton(saskatoon).basis).toBe('estimate');
    expect(placeOfPostalArea('802', table['802']!)).toMatchObject({ country: 'US', region: 'CO' });
  });
});
