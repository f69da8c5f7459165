import * as z from 'zod/mini';
import '../../shared/zod-config';
import { parseIsoDate } from '../../shared/calendar-day';

/** The Bank of Canada's daily USD/CAD rate (CAD per USD), its latest observation, in the Valet API's JSON. */
export const VALET_FXUSDCAD_URL = 'https://www.bankofcanada.ca/valet/observations/FXUSDCAD/json?recent=1';

/** How long the bank is given to answer; the function's timeout leaves room for the write after it. */
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * What the daily update accepts. The series has stayed between 0.9168 (2007) and 1.6128 (2002) since
 * it began; a value outside 0.9-1.8 is a fault in the answer, not a market move, and is refused. An
 * observation older than a week (the longest closure, Christmas to New Year, is five weekdays) means
 * the series stopped, and is refused too, as is one dated after the seller's today.
 */
export const BANK_RATE_BOUNDS = { min: 0.9, max: 1.8, maxAgeDays: 7 } as const;

/** The answer's part the update reads: the latest observation's day and value (a decimal in a string). */
const valetAnswerSchema = z.object({
  observations: z
    .array(
      z.object({
        d: z.string().check(z.refine((value) => parseIsoDate(value) !== undefined, 'the observation date must be yyyy-mm-dd')),
        FXUSDCAD: z.object({ v: z.string().check(z.regex(/^\d+\.\d+$/, 'the rate must be a decimal number')) }),
      }),
    )
    .check(z.minLength(1, 'the answer holds no observation')),
});

/** The bank's latest rate: CAD per USD on a yyyy-mm-dd day. */
export interface BankRate {
  usdToCad: number;
  date: string;
}

/** The bank could not be reached, or answered with an error status. */
export class BankUnreachableError extends Error {
  override name = 'BankUnreachableError';
}

/** The bank's answer is not a rate this update may use: malformed, absurd or stale. */
export class BankAnswerRefusedError extends Error {
  override name = 'BankAnswerRefusedError';
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Checks an answer against the schema and the bounds, `today` being the seller's day (yyyy-mm-dd). */
export function readBankRate(answer: unknown, today: string): BankRate {
  const parsed = valetAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new BankAnswerRefusedError(`Malformed answer: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  const latest = parsed.data.observations.at(-1)!;
  const usdToCad = Number(latest.FXUSDCAD.v);
  if (usdToCad < BANK_RATE_BOUNDS.min || usdToCad > BANK_RATE_BOUNDS.max) {
    throw new BankAnswerRefusedError(`Rate ${usdToCad} is outside ${BANK_RATE_BOUNDS.min}-${BANK_RATE_BOUNDS.max}`);
  }
  const age = dayNumber(today) - dayNumber(latest.d);
  if (age < 0) throw new BankAnswerRefusedError(`Observation of ${latest.d} is dated after today (${today})`);
  if (age > BANK_RATE_BOUNDS.maxAgeDays) throw new BankAnswerRefusedError(`Observation of ${latest.d} is ${age} days old`);
  return { usdToCad, date: latest.d };
}

/** Asks the bank for its latest rate; the answer's JSON, unchecked. */
export async function fetchBankAnswer(): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(VALET_FXUSDCAD_URL, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
  } catch (error) {
    throw new BankUnreachableError(`The Bank of Canada did not answer: ${(error as Error).message}`, { cause: error });
  }
  if (!response.ok) throw new BankUnreachableError(`The Bank of Canada answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new BankAnswerRefusedError('The answer is not JSON');
  }
}
