import { sql } from 'kysely';

/**
 * Rows of whole numbers as a table both databases read, `(values …) as v`, its columns named
 * `v.column1`, `v.column2`…: an UPDATE … FROM it writes a different value to each row in one
 * statement. The casts tell PostgreSQL the parameters' type.
 */
export function integerRows(rows: readonly (readonly number[])[]) {
  const values = rows.map(
    (row) => sql`(${sql.join(row.map((value) => sql`cast(${value} as integer)`))})`,
  );
  return sql`(values ${sql.join(values)}) as v`;
}
