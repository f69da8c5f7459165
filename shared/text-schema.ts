import * as z from 'zod/mini';
import './zod-config';
import { isWellFormedText, textProblem, withUnixLineEnds, type TextLines } from './text';

/**
 * The checks every text field of every schema starts with (shared/text.ts): line ends made LF in a
 * multi-line field, the ends trimmed, then a refusal naming the field (`problem`, or the rule's own
 * wording with `field`) of any character the rule does not allow.
 */
export function textRule(field: string, lines: TextLines, problem: string = textProblem(field, lines)): z.core.$ZodCheck<string>[] {
  return [
    ...(lines === 'multi-line' ? [z.overwrite(withUnixLineEnds)] : []),
    z.trim(),
    z.refine((text: string) => isWellFormedText(text, lines), problem),
  ];
}
