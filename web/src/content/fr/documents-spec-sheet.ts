import { formatFrenchDay, formatFrenchNumber } from '../../../../shared/french-format';
import type { ListingFigures } from '../../../../shared/listing-figures';
import { TRAILER } from '../../../../shared/trailer';
import type { PrintedDocument, PrintedRow } from '../documents-print';
import { FRENCH_BUILDER, FRENCH_DIMENSIONS, FRENCH_DOCUMENT_SUBTITLE, frenchDocumentFooter } from './documents-print';

const rows = (...printed: PrintedRow[]) => ({ kind: 'rows', rows: printed }) as const;

/** A row for a figure the seller may leave blank: none while it is blank, as on the English sheet. */
const given = (label: string, value: string | null | false): PrintedRow[] => (value ? [{ label, value }] : []);
const measured = (value: number | null, unit: string) => value !== null && `${formatFrenchNumber(value)}\u00a0${unit}`;

/**
 * The specification sheet in Canadian French (docs/glossary-fr.md): the English sheet's four
 * categories and rows (content/documents-spec-sheet.ts), the seller's figures from the same facts.
 * Its file is FRENCH_DOCUMENT_FILE_NAMES' (shared/document-files.ts), beside the English one.
 */
export function frenchSpecSheetDocument({ facts: { unit } }: ListingFigures): PrintedDocument {
  return {
    title: 'Fiche technique de la remorque médicale mobile',
    subtitle: FRENCH_DOCUMENT_SUBTITLE,
    footer: frenchDocumentFooter,
    sections: [
      {
        heading: 'Renseignements généraux',
        blocks: [
          rows(
            { label: 'Fabricant', value: `${FRENCH_BUILDER} (unité nº\u00a0${TRAILER.unitNumber})` },
            { label: 'Année de fabrication', value: String(TRAILER.year) },
            { label: 'Dimensions', value: FRENCH_DIMENSIONS },
            { label: 'Type de remorque', value: `Remorque fourgon de ${TRAILER.lengthFeet}\u00a0pieds` },
            { label: 'Suspension', value: 'Pneumatique' },
            { label: 'Inspection', value: `Inspection de véhicule commercial de l’Alberta, valide jusqu’au ${formatFrenchDay(unit.inspection.validThrough)}` },
            ...given('Date de l’inspection', unit.inspection.inspectedOn && formatFrenchDay(unit.inspection.inspectedOn)),
            ...given('NIV ou numéro de série', unit.vinOrSerial),
            ...given('Poids à vide', measured(unit.emptyWeightLbs, 'lb')),
            ...given('Odomètre', measured(unit.odometerKm, 'km')),
          ),
        ],
      },
      {
        heading: 'Alimentation électrique',
        blocks: [
          rows(
            { label: 'Génératrice principale', value: 'Moteur diesel avec alternateur' },
            { label: 'Électricité', value: 'Distribution 110\u00a0V/220\u00a0V' },
            { label: 'Chargeur de batterie', value: 'Compris' },
            { label: 'Protection DDFT', value: 'Disjoncteurs de fuite à la terre dans toute l’unité' },
            ...given('Marque de la génératrice', unit.generator.make),
            ...given('Puissance de la génératrice', measured(unit.generator.kw, 'kW')),
            ...given('Heures de la génératrice', measured(unit.generator.hours, 'heures')),
            ...given('Alimentation à quai', measured(unit.shorePowerAmps, 'A')),
          ),
        ],
      },
      {
        heading: 'Système CVC',
        blocks: [
          rows(
            { label: 'Côté trottoir', value: 'Appareil CVC mural' },
            { label: 'Côté rue', value: 'Appareil CVC mural' },
            { label: 'Chauffage d’appoint', value: 'Radiateurs électriques portatifs' },
            { label: 'Humidificateur', value: 'Avec cycle de rinçage du drain' },
          ),
        ],
      },
      {
        heading: 'Accessibilité',
        blocks: [
          rows(
            { label: 'Élévateur', value: 'Pour fauteuil roulant, entièrement automatique, avec compartiment de rangement' },
            { label: 'Entrées', value: 'Plateformes escamotables en aluminium aux deux entrées' },
            { label: 'ADA', value: 'Conforme à l’ADA (norme américaine d’accessibilité)' },
            { label: 'Sorties de secours', value: 'Fenêtres d’évacuation d’urgence' },
          ),
        ],
      },
    ],
  };
}
