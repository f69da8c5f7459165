/**
 * Where a buyer may want the trailer delivered, and how far each place is from Edmonton by road:
 * the one source of distances for the regional pages, the delivered-cost estimator and the quotation.
 *
 * A place's distance is either a road distance (`basis: 'road'`, by the named highways, rounded to
 * 5 km; the seller confirms them before launch) or, where none is recorded, the great-circle
 * distance times ROAD_FACTOR (`basis: 'estimate'`), which the estimator widens into a range. The
 * rule and the place types are shared/place-distance.ts; the Alberta and Saskatchewan places, which
 * the regional pages load alone, shared/prairie-places.ts.
 */
import { canadianPlace as ca, type Place, type UsPlace } from './place-distance';
import { PRAIRIE_PLACES } from './prairie-places';

/** A US place of the table; here, not beside canadianPlace, because the regional pages load only Canadian places. */
const us = (id: string, name: string, region: string, latitude: number, longitude: number, more: Partial<UsPlace> = {}): UsPlace => ({
  id,
  name,
  country: 'US',
  region,
  latitude,
  longitude,
  ...more,
});

/**
 * Every provincial and territorial capital, the cities the regional pages name, other Canadian
 * centres, the border states the site serves and the 50 largest US metropolitan areas (by the
 * Census Bureau's 2020 count), each at its city centre.
 */
export const PLACES: readonly Place[] = [
  ...PRAIRIE_PLACES,
  // British Columbia.
  ca('victoria', 'Victoria', 'BC', 48.4284, -123.3656, { roadKm: 1265, route: 'Highways 16, 5 and 1, and the Tsawwassen ferry', access: 'road and ferry' }),
  ca('vancouver', 'Vancouver', 'BC', 49.2827, -123.1207, { roadKm: 1160, route: 'Highways 16, 5 and 1' }),
  ca('prince-george', 'Prince George', 'BC', 53.9171, -122.7497, { roadKm: 725, route: 'Highway 16' }),
  ca('kamloops', 'Kamloops', 'BC', 50.6745, -120.3273, { roadKm: 820, route: 'Highways 16 and 5' }),
  ca('kelowna', 'Kelowna', 'BC', 49.888, -119.496),
  // Manitoba and Ontario.
  ca('winnipeg', 'Winnipeg', 'MB', 49.8951, -97.1384, { roadKm: 1305, route: 'Highway 16' }),
  ca('brandon', 'Brandon', 'MB', 49.8485, -99.9501),
  ca('thunder-bay', 'Thunder Bay', 'ON', 48.3809, -89.2477),
  ca('toronto', 'Toronto', 'ON', 43.6532, -79.3832),
  ca('ottawa', 'Ottawa', 'ON', 45.4215, -75.6972),
  // Quebec and Atlantic Canada.
  ca('montreal', 'Montréal', 'QC', 45.5019, -73.5674),
  ca('quebec-city', 'Québec City', 'QC', 46.8139, -71.208, { nameFr: 'Québec' }),
  ca('fredericton', 'Fredericton', 'NB', 45.9636, -66.6431),
  ca('halifax', 'Halifax', 'NS', 44.6488, -63.5752),
  ca('charlottetown', 'Charlottetown', 'PE', 46.2382, -63.1311),
  ca('st-johns', "St. John's", 'NL', 47.5615, -52.7126, { access: 'road and ferry' }),
  // The territories.
  ca('whitehorse', 'Whitehorse', 'YT', 60.7212, -135.0568, { roadKm: 1990, route: 'Highways 43 and 97 (Alaska Highway)' }),
  ca('yellowknife', 'Yellowknife', 'NT', 62.454, -114.3718, { roadKm: 1510, route: 'Highways 2, 35 and 3' }),
  ca('iqaluit', 'Iqaluit', 'NU', 63.7467, -68.517, { access: 'no road' }),
  // Border states the site serves.
  us('great-falls', 'Great Falls', 'MT', 47.5002, -111.3008, { roadKm: 795, route: 'Highways 2 and 4, Coutts-Sweetgrass, I-15' }),
  us('helena', 'Helena', 'MT', 46.5891, -112.0391),
  us('billings', 'Billings', 'MT', 45.7833, -108.5007),
  us('bismarck', 'Bismarck', 'ND', 46.8083, -100.7837),
  us('fargo', 'Fargo', 'ND', 46.8772, -96.7898),
  us('spokane', 'Spokane', 'WA', 47.6588, -117.426),
  us('boise', 'Boise', 'ID', 43.615, -116.2023),
  // The 50 largest US metropolitan areas.
  us('new-york', 'New York', 'NY', 40.7128, -74.006),
  us('los-angeles', 'Los Angeles', 'CA', 34.0522, -118.2437),
  us('chicago', 'Chicago', 'IL', 41.8781, -87.6298),
  us('dallas', 'Dallas', 'TX', 32.7767, -96.797),
  us('houston', 'Houston', 'TX', 29.7604, -95.3698),
  us('washington', 'Washington', 'DC', 38.9072, -77.0369),
  us('philadelphia', 'Philadelphia', 'PA', 39.9526, -75.1652),
  us('atlanta', 'Atlanta', 'GA', 33.749, -84.388),
  us('miami', 'Miami', 'FL', 25.7617, -80.1918),
  us('phoenix', 'Phoenix', 'AZ', 33.4484, -112.074),
  us('boston', 'Boston', 'MA', 42.3601, -71.0589),
  us('riverside', 'Riverside', 'CA', 33.9806, -117.3755),
  us('san-francisco', 'San Francisco', 'CA', 37.7749, -122.4194),
  us('detroit', 'Detroit', 'MI', 42.3314, -83.0458),
  us('seattle', 'Seattle', 'WA', 47.6062, -122.3321),
  us('minneapolis', 'Minneapolis', 'MN', 44.9778, -93.265),
  us('san-diego', 'San Diego', 'CA', 32.7157, -117.1611),
  us('tampa', 'Tampa', 'FL', 27.9506, -82.4572),
  us('denver', 'Denver', 'CO', 39.7392, -104.9903),
  us('baltimore', 'Baltimore', 'MD', 39.2904, -76.6122),
  us('st-louis', 'St. Louis', 'MO', 38.627, -90.1994),
  us('orlando', 'Orlando', 'FL', 28.5383, -81.3792),
  us('charlotte', 'Charlotte', 'NC', 35.2271, -80.8431),
  us('san-antonio', 'San Antonio', 'TX', 29.4241, -98.4936),
  us('portland', 'Portland', 'OR', 45.5152, -122.6784),
  us('sacramento', 'Sacramento', 'CA', 38.5816, -121.4944),
  us('pittsburgh', 'Pittsburgh', 'PA', 40.4406, -79.9959),
  us('austin', 'Austin', 'TX', 30.2672, -97.7431),
  us('las-vegas', 'Las Vegas', 'NV', 36.1699, -115.1398),
  us('cincinnati', 'Cincinnati', 'OH', 39.1031, -84.512),
  us('kansas-city', 'Kansas City', 'MO', 39.0997, -94.5786),
  us('columbus', 'Columbus', 'OH', 39.9612, -82.9988),
  us('indianapolis', 'Indianapolis', 'IN', 39.7684, -86.1581),
  us('cleveland', 'Cleveland', 'OH', 41.4993, -81.6944),
  us('san-jose', 'San Jose', 'CA', 37.3382, -121.8863),
  us('nashville', 'Nashville', 'TN', 36.1627, -86.7816),
  us('virginia-beach', 'Virginia Beach', 'VA', 36.8529, -75.978),
  us('providence', 'Providence', 'RI', 41.824, -71.4128),
  us('jacksonville', 'Jacksonville', 'FL', 30.3322, -81.6557),
  us('milwaukee', 'Milwaukee', 'WI', 43.0389, -87.9065),
  us('raleigh', 'Raleigh', 'NC', 35.7796, -78.6382),
  us('oklahoma-city', 'Oklahoma City', 'OK', 35.4676, -97.5164),
  us('memphis', 'Memphis', 'TN', 35.1495, -90.049),
  us('richmond', 'Richmond', 'VA', 37.5407, -77.436),
  us('louisville', 'Louisville', 'KY', 38.2527, -85.7585),
  us('new-orleans', 'New Orleans', 'LA', 29.9511, -90.0715),
  us('salt-lake-city', 'Salt Lake City', 'UT', 40.7608, -111.891),
  us('hartford', 'Hartford', 'CT', 41.7658, -72.6734),
  us('buffalo', 'Buffalo', 'NY', 42.8864, -78.8784),
  us('birmingham', 'Birmingham', 'AL', 33.5186, -86.8104),
];
const PLACES_BY_ID = new Map(PLACES.map((place) => [place.id, place]));

/** The place with this id, or undefined for an id not in PLACES. */
export function findPlace(id: string): Place | undefined {
  return PLACES_BY_ID.get(id);
}

/** The place with this id; throws for an id not in PLACES (for content written against the list). */
export function place(id: string): Place {
  const found = PLACES_BY_ID.get(id);
  if (!found) throw new Error(`No place '${id}' in shared/places.ts`);
  return found;
}

/** 'Saskatoon, SK' */
export function placeLabel(place: Place): string {
  return `${place.name}, ${place.region}`;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9,]+/g, ' ')
    .replace(/\s*,\s*/g, ',')
    .trim();

/** 'Québec, QC': the French pages' label, the English one where the name is the same. */
export function frenchPlaceLabel(place: Place): string {
  return `${place.nameFr ?? place.name}, ${place.region}`;
}

const PLACES_BY_LABEL = new Map(PLACES.flatMap((entry) => [placeLabel(entry), frenchPlaceLabel(entry)].map((label) => [normalise(label), entry] as const)));

/**
 * The place a buyer typed or picked: its id ('saskatoon'), its label in either language ('Saskatoon, SK',
 * 'Québec, QC') or its name alone when only one place has it, ignoring case, accents and extra spaces.
 */
export function findPlaceByText(text: string): Place | undefined {
  const key = normalise(text);
  if (!key) return undefined;
  const byIdOrLabel = PLACES_BY_ID.get(key.replace(/ /g, '-')) ?? PLACES_BY_LABEL.get(key);
  if (byIdOrLabel) return byIdOrLabel;
  const named = PLACES.filter((entry) => normalise(entry.name) === key || (entry.nameFr !== undefined && normalise(entry.nameFr) === key));
  return named.length === 1 ? named[0] : undefined;
}
