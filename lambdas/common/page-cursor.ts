import type * as z from 'zod/mini';
import { HttpError } from './http';

/**
 * The opaque cursor of a paged list: the key of a page's last item, as DynamoDB gave it back, in
 * base64url. A cursor given back must decode to a key of `keySchema`'s shape; anything else, such as
 * a well-formed key of another table, is a 400 before DynamoDB would answer it with an error.
 */
export function pageCursor(keySchema: z.ZodMiniType<Record<string, unknown>>) {
  return {
    encode: (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url'),
    decode(cursor: string): Record<string, unknown> {
      try {
        return keySchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
      } catch {
        throw new HttpError(400, 'cursor is not one this API gave out');
      }
    },
  };
}
