/** A CSV value as the feed reads it: quoted when it holds a comma, a quote or a line break. */
export function csvValue(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file: its header line, then one line per row, each row's values in the header's order;
 * a column a row leaves out is empty.
 */
export function csvFile<C extends string>(
  columns: readonly C[],
  rows: readonly Partial<Record<C, string | number | null>>[],
): string {
  const line = (values: (string | number | null)[]) => values.map(csvValue).join(',');
  return [line([...columns]), ...rows.map((row) => line(columns.map((c) => row[c] ?? null)))]
    .map((text) => `${text}\n`)
    .join('');
}
