import { FRENCH_DOCUMENTATION_COPY } from '../../../content/fr/documents';
import { DocumentationSectionIn } from './documentation-section';

/** /fr/specifications' downloads: French words, the French files where they exist. Default export for deferUntilVisible. */
export default function FrenchDocumentationSection() {
  return <DocumentationSectionIn copy={FRENCH_DOCUMENTATION_COPY} />;
}
