import * as z from 'zod/mini';
import '../../shared/zod-config';
import type { DeliveryRates } from '../../shared/delivered-cost';
import { requiredName } from './env';

/** The carrier rates setting: a JSON object the stack wrote from cdk.json's checked settings. */
export const deliveryRatesSetting = z.pipe(requiredName, z.transform((text): DeliveryRates => JSON.parse(text) as DeliveryRates));
