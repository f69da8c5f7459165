/** The middle value, or the mean of the two middle values of an even count (to 3 decimals). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 1000) / 1000;
}

/** Ratios of paired measurements, summarised: the median pair and the spread around it. */
export interface PairedRatio {
  ratios: number[];
  median: number;
  lowest: number;
  highest: number;
}

/** Each pair's `page / floor` (to 2 decimals) and their median, lowest and highest. */
export function pairedRatio(pairs: readonly { floor: number; page: number }[]): PairedRatio | undefined {
  const ratios = pairs.filter((pair) => pair.floor > 0).map((pair) => Math.round((pair.page / pair.floor) * 100) / 100);
  if (ratios.length === 0) return undefined;
  return { ratios, median: median(ratios), lowest: Math.min(...ratios), highest: Math.max(...ratios) };
}
