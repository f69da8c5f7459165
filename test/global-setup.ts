import { buildWebIfStale } from '../infra/local/web-build';

/** The integration and browser suites serve the real production build. */
export default async function setup() {
  await buildWebIfStale();
}
