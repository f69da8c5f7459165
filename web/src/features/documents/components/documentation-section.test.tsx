import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import ThemeProvider from '@mui/system/ThemeProvider';
import { describe, expect, it } from 'vitest';
import { ChromeCopyContext } from '../../../components/layout/chrome-copy';
import { DOCUMENTATION_COPY } from '../../../content/documents';
import { FRENCH_CHROME } from '../../../content/fr/chrome';
import { FRENCH_DOCUMENTATION_COPY } from '../../../content/fr/documents';
import { FRENCH_RESOURCE_DOWNLOADS } from '../../../content/fr/resources';
import { RESOURCE_DOWNLOADS } from '../../../content/resources';
import { theme } from '../../../theme/theme';
import { DocumentationSectionIn } from './documentation-section';
import { ResourceDownloadsSection } from './resource-downloads';

/** The section as a page in `french` or English renders it, without scripts. */
const render = (section: React.ReactNode, french: boolean) => {
  const view = (
    <MemoryRouter>
      <ThemeProvider theme={theme}>{section}</ThemeProvider>
    </MemoryRouter>
  );
  return renderToString(french ? <ChromeCopyContext value={FRENCH_CHROME}>{view}</ChromeCopyContext> : view);
};
const links = (html: string) => [...html.matchAll(/href="(\/documents\/[^"]+)"[^>]*download="([^"]+)"/g)].map(([, href, name]) => `${href} ${name}`);

describe('the download cards in the page’s language', () => {
  it('on /fr/specifications: the French files, the photo package marked as English, the request going to the French contact form', () => {
    const html = render(<DocumentationSectionIn copy={FRENCH_DOCUMENTATION_COPY} />, true);
    expect(links(html)).toEqual([
      '/documents/Remorque_medicale_mobile_Fiche_technique.pdf Remorque_medicale_mobile_Fiche_technique.pdf',
      '/documents/Remorque_medicale_mobile_Registres_d_entretien.pdf Remorque_medicale_mobile_Registres_d_entretien.pdf',
      '/documents/Remorque_medicale_mobile_Garantie.pdf Remorque_medicale_mobile_Garantie.pdf',
      '/documents/Photo_Package.zip Photo_Package.zip',
    ]);
    expect(html.match(/Télécharger \(PDF\)/g)).toHaveLength(3);
    expect(html).toContain('Télécharger (ZIP, en anglais)');
    expect(html).toContain('href="/fr/contact?documents=Technical+Specifications%2CService+Records%2CWarranty+Information%2CPhoto+Package"');
  });

  it('on /specifications: the English files and words, as before', () => {
    const html = render(<DocumentationSectionIn copy={DOCUMENTATION_COPY} />, false);
    expect(links(html)).toEqual(['Mobile_Medical_Trailer_Specifications.pdf', 'Service_Records.pdf', 'Warranty_Information.pdf', 'Photo_Package.zip'].map((name) => `/documents/${name} ${name}`));
    expect(html.match(/Download PDF/g)).toHaveLength(3);
    expect(html).toContain('href="/contact?documents=');
  });

  it('on /fr/ressources: every resource in French, no button marked English; on /resources the English files', () => {
    const french = render(<ResourceDownloadsSection copy={FRENCH_RESOURCE_DOWNLOADS} />, true);
    expect(links(french).map((link) => link.split(' ')[1])).toEqual([
      'Modele_de_fiche_technique.pdf',
      'Liste_de_verification_de_la_conformite.pdf',
      'Chiffrier_du_rendement.xlsx',
      'Calendrier_d_entretien.pdf',
    ]);
    expect(french).not.toContain('en anglais');
    const english = render(<ResourceDownloadsSection copy={RESOURCE_DOWNLOADS} />, false);
    expect(links(english).map((link) => link.split(' ')[1])).toEqual(['Specifications_Template.pdf', 'Compliance_Checklist.pdf', 'ROI_Spreadsheet.xlsx', 'Maintenance_Schedule.pdf']);
  });
});
