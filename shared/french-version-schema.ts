import * as z from 'zod/mini';
import './zod-config';
import { textRule } from './text-schema';

/**
 * The optional French version of a text the seller writes (docs/product.md#languages), the record's
 * sibling field named with `Fr` (`answer` and `answerFr`): held to the text rule of its English field
 * and to `limit`, each refusal naming `field`. Empty or null is no French version, stored as null, so
 * a French page shows the English text marked as English.
 */
export function frenchVersionSchema(field: `${string}Fr`, limit: number) {
  return z.pipe(
    z.nullable(
      z
        .string({ error: () => `${field} must be text or null` })
        .check(...textRule(field, 'multi-line'), z.maxLength(limit, `${field} must be at most ${limit} characters`)),
    ),
    z.transform((text: string | null) => text || null),
  );
}
