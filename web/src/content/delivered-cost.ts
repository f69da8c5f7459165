import { TRAILER } from '../../../shared/trailer';
import type { MetaCopy } from './types';

export const DELIVERED_COST_META: MetaCopy = {
  title: `Delivered Cost Estimate | ${TRAILER.year} Mobile Medical Trailer`,
  description: `What the ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer costs delivered to your town in Canada or the USA: price, delivery from Edmonton, GST/HST and PST or US entry fees, in USD and CAD, and a formal quotation for procurement.`,
  keywords: ['mobile medical trailer delivery cost', 'landed cost Canada', 'GST HST PST trailer', 'import trailer to USA', 'medical trailer quotation'],
};
