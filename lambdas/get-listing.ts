import { publicListingState } from '../shared/listing-state-admin';
import { httpHandler, json } from './common/http';
import { listingRepository } from './common/listing-repository';

/** GET /api/listing: the listing's status, price, note and dated history, without the admins' names. */
export const handler = httpHandler(async () => json(200, publicListingState(await listingRepository.read())));
