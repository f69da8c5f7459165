import type { ConditionReportWords } from '../documents-condition';
import { FRENCH_CONDITION_COPY } from './condition';
import { FRENCH_CONDITION_DETAILS } from './condition-details';
import { FRENCH_DOCUMENT_LANGUAGE } from './documents-print';

/**
 * The Condition Report PDF in Canadian French (docs/glossary-fr.md): /fr/condition's words, the
 * French documents' subtitle, footer and contact rows, and the seller's comments, fixes and
 * statement in their French versions, or in English marked '(en anglais)' where none is given.
 */
export const FRENCH_CONDITION_REPORT_WORDS: ConditionReportWords = {
  copy: { ...FRENCH_CONDITION_COPY, ...FRENCH_CONDITION_DETAILS },
  language: FRENCH_DOCUMENT_LANGUAGE,
  aboutTitle: 'À propos de ce rapport',
  photosOn: (url) => `Les photos sont sur ${url}.`,
};
