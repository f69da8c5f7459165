import * as z from 'zod/mini';
import '../../shared/zod-config';

/**
 * Reads the environment variables a module needs, once, on first use, and
 * throws one error naming every variable that is missing or malformed.
 */
export function environment<Shape extends z.core.$ZodShape>(shape: Shape): () => z.infer<z.ZodMiniObject<Shape>> {
  let parsed: z.infer<z.ZodMiniObject<Shape>> | undefined;
  return () => {
    if (parsed) return parsed;
    const result = z.object(shape).safeParse(process.env);
    if (!result.success) {
      const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
      throw new Error(`Missing or invalid environment variables: ${names}`);
    }
    parsed = result.data;
    return parsed;
  };
}

export const requiredName = z.string().check(z.minLength(1));
