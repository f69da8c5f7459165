import { buildConditionPhotos, conditionPhotoIds, type ConditionPhotos } from '../../shared/condition-report';
import type { ConditionReport } from '../../shared/condition-report-facts';
import type { ImageRecord } from '../../shared/images';
import { publishedInspectionDocument } from '../../shared/inspection-documents';
import type { ListingSnapshot } from '../../shared/listing-snapshot';
import { publicListingState } from '../../shared/listing-state-admin';
import { imagesRepository } from './images-repository';
import { inspectionDocumentsRepository } from './inspection-documents-repository';
import { listingFactsRepository } from './listing-facts-repository';
import { listingRepository } from './listing-repository';
import { questionsRepository } from './questions-repository';
import { readTourSnapshot } from './tour-media-repository';

/** The condition report's photos: only the images it names are read (six at most per component). */
async function readConditionPhotos(report: ConditionReport): Promise<ConditionPhotos> {
  const records = await Promise.all(conditionPhotoIds(report).map((id) => imagesRepository.get(id)));
  return buildConditionPhotos(report, new Map(records.filter((image): image is ImageRecord => image !== undefined).map((image) => [image.id, image])));
}

/** The snapshot the public pages are published with: what the tables hold now. */
export async function readListingSnapshot(): Promise<ListingSnapshot> {
  const [featured, gallery, questions, tour, listing, facts, documents] = await Promise.all([
    imagesRepository.listFeatured(),
    imagesRepository.listByCategory('exterior'),
    questionsRepository.listPublished(),
    readTourSnapshot(),
    listingRepository.read().then(publicListingState),
    listingFactsRepository.read().then((stored) => stored.facts),
    inspectionDocumentsRepository.listAll(),
  ]);
  const conditionDocuments = documents.map(publishedInspectionDocument);
  return { featured, gallery, questions, tour, listing, facts, conditionPhotos: await readConditionPhotos(facts.condition), conditionDocuments };
}
