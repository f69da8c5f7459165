import type { Province } from './provinces';

/**
 * The taxes, fees and border items the delivered-cost estimator and the quotation apply, each with
 * where it comes from and the day it was last checked against that source. A test fails once any
 * `checkedOn` is more than a year old: rates change (Nova Scotia's HST fell to 14 % in April 2025,
 * CBP adjusts its fees every 1 October), so each is re-checked and its date moved on.
 */
export interface Sourced {
  /** Who publishes the figure, as a buyer could look it up. */
  source: string;
  /** yyyy-mm-dd */
  checkedOn: string;
}

export interface ProvincialSalesTax extends Sourced {
  /** Federal GST (5 %) where the province has no HST; 0 where the HST includes it. */
  gstPercent: number;
  /** Harmonized sales tax, federal and provincial together. */
  hstPercent: number;
  /** Provincial sales tax (PST, Manitoba's RST, Quebec's QST). */
  pstPercent: number;
  /** Which name the provincial part goes by, for the line's label. */
  pstName?: 'PST' | 'RST' | 'QST';
}

const CRA_RATES = 'Canada Revenue Agency, GST/HST rates by province (canada.ca), and the provincial finance ministry';
const CHECKED = '2026-11-23';

const gstOnly = { gstPercent: 5, hstPercent: 0, pstPercent: 0, source: CRA_RATES, checkedOn: CHECKED };
const hst = (percent: number) => ({ gstPercent: 0, hstPercent: percent, pstPercent: 0, source: CRA_RATES, checkedOn: CHECKED });
const gstAndPst = (percent: number, pstName: 'PST' | 'RST' | 'QST') => ({ gstPercent: 5, hstPercent: 0, pstPercent: percent, pstName, source: CRA_RATES, checkedOn: CHECKED });

/** General sales tax rates by province or territory. */
export const SALES_TAX: Record<Province, ProvincialSalesTax> = {
  AB: gstOnly,
  BC: gstAndPst(7, 'PST'),
  MB: gstAndPst(7, 'RST'),
  NB: hst(15),
  NL: hst(15),
  NS: hst(14),
  NT: gstOnly,
  NU: gstOnly,
  ON: hst(13),
  PE: hst(15),
  QC: gstAndPst(9.975, 'QST'),
  SK: gstAndPst(6, 'PST'),
  YT: gstOnly,
};

/** Why the tax lines are an estimate, said beside them rather than assumed either way. */
export const SALES_TAX_NOTES = [
  'GST/HST applies when the seller is a GST/HST registrant; many provinces collect their sales tax on a used vehicle when it is registered, on the price paid.',
  'A public body (a health authority, municipality or provincial ministry) or a First Nation buying for delivery to a reserve may be exempt or entitled to a rebate. The estimate includes the tax; your finance office confirms your status.',
] as const;

/** The US tariff heading for the trailer: a semi-trailer not made for carrying goods. */
export const US_TARIFF_HEADING = {
  code: '8716.40.00',
  description: 'Other trailers and semi-trailers',
  generalDuty: 'Free',
  source: 'US International Trade Commission, Harmonized Tariff Schedule (hts.usitc.gov)',
  checkedOn: CHECKED,
} as const satisfies Sourced & Record<string, string>;

/** CBP's merchandise processing fee on a formal entry: ad valorem, with a floor and a cap. */
export const MERCHANDISE_PROCESSING_FEE = {
  percent: 0.3464,
  minimumUsd: 33.58,
  maximumUsd: 651.5,
  source: 'US Customs and Border Protection, 19 CFR 24.23; CBP Dec. 25-10, 90 FR 34665: the amounts in force from 1 October 2025, the latest published when checked (CBP adjusts them each 1 October)',
  checkedOn: CHECKED,
} as const satisfies Sourced & Record<string, unknown>;

/** What a licensed US customs broker typically charges to file the entry for one vehicle. */
export const CUSTOMS_BROKER_FEE_USD = {
  low: 175,
  high: 450,
  source: 'Published fee schedules of US customs brokers at northern land ports',
  checkedOn: CHECKED,
} as const satisfies Sourced & Record<string, unknown>;

/** Said beside the US lines: what the estimate cannot know. */
export const US_IMPORT_NOTES = [
  'Duty: the tariff heading is duty-free at the general rate, but the treatment depends on where the trailer was made and on the trade measures in force on the day it enters. Ask a licensed customs broker before you commit.',
  'The merchandise processing fee does not apply to goods that qualify as originating under USMCA (CUSMA).',
  'X-ray equipment, such as a mammography unit, needs FDA Form 2877 at entry; a trailer without it does not.',
  'State sales or use tax is due when the trailer is registered in most states and is not included.',
] as const;

/** Every sourced rate, for the test that keeps them current. */
export const SOURCED_RATES: readonly (Sourced & { name: string })[] = [
  ...Object.entries(SALES_TAX).map(([province, tax]) => ({ name: `sales tax ${province}`, ...tax })),
  { name: 'US tariff heading', ...US_TARIFF_HEADING },
  { name: 'merchandise processing fee', ...MERCHANDISE_PROCESSING_FEE },
  { name: 'customs broker fee', ...CUSTOMS_BROKER_FEE_USD },
];
