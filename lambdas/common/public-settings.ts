import * as z from 'zod/mini';
import '../../shared/zod-config';
import { ENV } from '../../shared/backend/environment';
import type { PublicSiteSettings } from '../../shared/settings';
import { deliveryRatesSetting } from './delivery-rates';
import { environment, requiredName } from './env';

const wholeNumber = z.coerce.number().check(z.int(), z.gte(1));

/** The settings arrive checked (the stack parses cdk.json before it deploys); here they are only read back. */
const env = environment({
  [ENV.siteHost]: requiredName,
  [ENV.sellerName]: requiredName,
  [ENV.sellerPhone]: requiredName,
  [ENV.sellerEmail]: z.email(),
  [ENV.sellerWhatsapp]: requiredName,
  [ENV.inquiryRetentionMonths]: wholeNumber,
  [ENV.deliveryRates]: deliveryRatesSetting,
  [ENV.quotationValidDays]: wholeNumber,
  [ENV.paymentTerms]: requiredName,
  [ENV.viewingTerms]: requiredName,
});

/** The operator's public settings, as the web build fixes them for the pages, read from the function's environment. */
export function publicSettings(): PublicSiteSettings {
  const values = env();
  return {
    siteHost: values[ENV.siteHost],
    sellerName: values[ENV.sellerName],
    sellerPhone: values[ENV.sellerPhone],
    sellerEmail: values[ENV.sellerEmail],
    sellerWhatsapp: values[ENV.sellerWhatsapp],
    inquiryRetentionMonths: values[ENV.inquiryRetentionMonths],
    deliveryRates: values[ENV.deliveryRates],
    quotationValidDays: values[ENV.quotationValidDays],
    paymentTerms: values[ENV.paymentTerms],
    viewingTerms: values[ENV.viewingTerms],
    // What the operator lets through unconfirmed only decides which claims and testimonials pages
    // show; the functions that read these settings (the quotation) state none.
    acceptedPlaceholders: [],
  };
}

/**
 * Gives the web modules a function loads (the quotation's printed document) the settings the web
 * build gives the pages (`__SITE_SETTINGS__`, a constant the build defines); call before importing them.
 */
export function provideWebBuildSettings(): void {
  Object.assign(globalThis, { __SITE_SETTINGS__: publicSettings() });
}
