import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import zipcodes from 'zipcodes';
import type { Province } from '../../shared/provinces';
import { POSTAL_PREFIXES_PATH, type PostalArea, type PostalPrefixTable } from '../../shared/postal-prefixes';

/** The 50 states and DC: the estimator's US lines are for entries into them. */
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '),
);

const PROVINCE_BY_LETTER: Record<string, Province> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC', Y: 'YT',
};
const NUNAVUT_AREAS = new Set(['X0A', 'X0B', 'X0C']);

/** The province of a Canadian forward sortation area, from its first letter (Canada Post's rule; X is split between the two territories). */
export function provinceOfPostalPrefix(prefix: string): Province | undefined {
  if (prefix.startsWith('X')) return NUNAVUT_AREAS.has(prefix) ? 'NU' : 'NT';
  return PROVINCE_BY_LETTER[prefix[0] ?? ''];
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
/** 'Edmonton (north Downtown)' is 'Edmonton'. */
const plainName = (city: string) => city.replace(/\s*\(.*\)\s*$/, '').trim();

/** The postal areas by prefix: every Canadian forward sortation area, and each US ZIP3 at the mean of its ZIP codes, named by its commonest city. */
export function postalPrefixTable(): PostalPrefixTable {
  const table: PostalPrefixTable = {};
  const zip3 = new Map<string, { latitude: number; longitude: number; state: string; cities: Map<string, number>; count: number }>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country === 'Canada') {
      const province = provinceOfPostalPrefix(code.zip);
      if (province) table[code.zip] = [round4(code.latitude), round4(code.longitude), province, plainName(code.city)];
      continue;
    }
    if (!US_STATES.has(code.state) || !/^\d{5}$/.test(code.zip)) continue;
    const key = code.zip.slice(0, 3);
    const area = zip3.get(key) ?? { latitude: 0, longitude: 0, state: code.state, cities: new Map(), count: 0 };
    area.latitude += code.latitude;
    area.longitude += code.longitude;
    area.count += 1;
    area.cities.set(code.city, (area.cities.get(code.city) ?? 0) + 1);
    zip3.set(key, area);
  }
  for (const [key, area] of zip3) {
    const [city] = [...area.cities].sort((a, b) => b[1] - a[1])[0]!;
    table[key] = [round4(area.latitude / area.count), round4(area.longitude / area.count), area.state, city] satisfies PostalArea;
  }
  return table;
}

/** Writes the table where the site serves it. */
export function writePostalPrefixes(clientDirectory: string): void {
  const file = join(clientDirectory, POSTAL_PREFIXES_PATH);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(postalPrefixTable()));
}
