/** The nearest-rank percentile (p in 0..100) of `values`; NaN when there are none. */
export const percentile = (values: readonly number[], p: number): number => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? NaN;
};

export const average = (values: readonly number[]): number =>
  values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : NaN;

/** A number for a table cell: `digits` decimals, '-' when unknown. */
export const fmt = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** Left-aligns the first column, right-aligns the rest. */
export const table = (rows: readonly (readonly string[])[]): string[] => {
  const widths = rows.reduce<number[]>((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), []);
  return rows.map((row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
  );
};
