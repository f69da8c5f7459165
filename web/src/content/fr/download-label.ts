/**
 * A French download button's words: 'Télécharger (PDF)', or 'Télécharger (PDF, en anglais)' for a
 * file with no French version (`inPageLanguage` false), so the reader knows before the click.
 */
export const frenchDownloadLabel = (format: string, inPageLanguage: boolean) => (inPageLanguage ? `Télécharger (${format})` : `Télécharger (${format}, en anglais)`);
