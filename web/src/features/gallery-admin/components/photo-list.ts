/** The list with the item at `from` moved by `delta` places (a drag, or a move up/down button). */
export function moved<T>(list: readonly T[], from: number, delta: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(from + delta, 0, item);
  return next;
}
