/**
 * Deals items into columns, each to the currently shortest one, using the known aspect ratios:
 * reading order stays left to right while the columns end at nearly the same height.
 */
export function distribute<T>(items: readonly T[], columns: number, ratio: (item: T) => number): { item: T; index: number }[][] {
  const cols: { item: T; index: number }[][] = Array.from({ length: Math.max(1, columns) }, () => []);
  const heights = cols.map(() => 0);
  items.forEach((item, index) => {
    let target = 0;
    for (let c = 1; c < heights.length; c++) if (heights[c]! < heights[target]! - 0.01) target = c;
    cols[target]!.push({ item, index });
    heights[target]! += ratio(item);
  });
  return cols;
}
