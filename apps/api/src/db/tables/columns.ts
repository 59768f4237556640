import type { ColumnType } from "kysely";

// The column kinds the tables are written with.

/** A column with a database default: optional on insert. */
export type Def<T> = ColumnType<T, T | undefined, T>;
export type Json<T> = ColumnType<T, T | string | undefined, T | string>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp that may be unset (null until it happens). */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
