/**
 * The seller's facts about the listing: one record, edited by the admin and published into every
 * page, document and mail. The repository's values are its built-in default, not a second source.
 */

/** Who sells the trailer, as a procurement office needs it on a quotation before it raises a purchase order. */
export interface SellerIdentity {
  /** The seller's legal name (a person's full name or a registered business name). */
  legalName: string;
  /** The postal address, one line per element of the array. */
  addressLines: string[];
  /** The Canada Revenue Agency GST/HST registration number (nine digits, 'RT', four digits); null when not registered. */
  gstHstNumber: string | null;
  phone: string;
  email: string;
  /** Who signs quotations for the seller. */
  signatory: { name: string; title: string };
}
