import { FRENCH_RESOURCE_DOWNLOADS } from '../../../content/fr/resources';
import { ResourceDownloadsSection } from './resource-downloads';

/** /fr/ressources's downloads: French words, and the English files until their French versions exist. Default export for deferUntilVisible. */
export default function FrenchResourceDownloads() {
  return <ResourceDownloadsSection copy={FRENCH_RESOURCE_DOWNLOADS} />;
}
