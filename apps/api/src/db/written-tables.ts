import type { OperationNode } from "kysely";

// Which tables a statement writes, read from its operation tree (raw SQL from its first words);
// the table watch (table-watch.ts) marks them.

/** `*` stands for every table. */
export type Written = ReadonlySet<string> | "*";

export const EVERY_TABLE = "*";

/** The name of a table node (or an aliased one), else null. */
function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === "AliasNode")
    return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind !== "TableNode") return null;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
}

function columnName(node: OperationNode): string | null {
  if (node.kind !== "ColumnNode") return null;
  return (node as unknown as { column: { name: string } }).column.name;
}

/** A raw statement that only reads or steers a transaction. */
const READ_ONLY_RAW =
  /^\s*(select|values|show|explain|begin|start\s+transaction|commit|rollback|savepoint|release|set)\b/i;
const RAW_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/i;

export interface WatchOptions {
  /**
   * Columns no cached answer shows, by table: an UPDATE setting only these (the buffered visit
   * counts of campaigns) does not change the table for the caches.
   */
  quietColumns?: Record<string, readonly string[]>;
}

/**
 * The tables a statement writes: none (null) for a read, `*` when it cannot tell (DDL, a raw
 * script). Reads the statement's operation tree, never its text, except for raw SQL.
 */
export function writtenTables(
  query: OperationNode,
  sqlText: string,
  options: WatchOptions = {},
): Written | null {
  const node = query as OperationNode & Record<string, unknown>;
  const tables = new Set<string>();
  const add = (name: string | null) => {
    if (name) tables.add(name);
  };
  const fromWith = (withNode: unknown) => {
    const expressions =
      (withNode as { expressions?: { expression: OperationNode }[] } | undefined)?.expressions ??
      [];
    for (const e of expressions) {
      const inner = writtenTables(e.expression, "", options);
      if (inner === EVERY_TABLE) return EVERY_TABLE;
      for (const t of inner ?? []) tables.add(t);
    }
    return null;
  };
  switch (node.kind) {
    case "SelectQueryNode":
      if (fromWith(node.with) === EVERY_TABLE) return EVERY_TABLE;
      break;
    case "InsertQueryNode":
      add(tableName(node.into as OperationNode));
      if (fromWith(node.with) === EVERY_TABLE) return EVERY_TABLE;
      break;
    case "UpdateQueryNode": {
      const name = tableName(node.table as OperationNode);
      const quiet = name ? options.quietColumns?.[name] : undefined;
      const updates = (node.updates as { column: OperationNode }[] | undefined) ?? [];
      const onlyQuiet =
        !!quiet &&
        updates.length > 0 &&
        updates.every((u) => {
          const column = columnName(u.column);
          return column !== null && quiet.includes(column);
        });
      if (!onlyQuiet) add(name ?? "*");
      if (fromWith(node.with) === EVERY_TABLE) return EVERY_TABLE;
      break;
    }
    case "DeleteQueryNode":
      for (const from of (node.from as { froms: OperationNode[] }).froms) add(tableName(from));
      if (fromWith(node.with) === EVERY_TABLE) return EVERY_TABLE;
      break;
    case "MergeQueryNode":
      add(tableName(node.into as OperationNode));
      break;
    case "RawNode": {
      if (READ_ONLY_RAW.test(sqlText)) return null;
      const write = RAW_WRITE.exec(sqlText);
      // One plain INSERT/UPDATE/DELETE names its table; anything else may change any.
      if (write?.[1] && !sqlText.includes(";")) add(write[1].toLowerCase());
      else return EVERY_TABLE;
      break;
    }
    default:
      // Schema builders (CREATE, ALTER, DROP ...) may change anything.
      if (/^(Create|Alter|Drop|Refresh)/.test(node.kind)) return EVERY_TABLE;
  }
  if (tables.has("*")) return EVERY_TABLE;
  return tables.size ? tables : null;
}
