// The reference data every page presents and almost nothing writes (issue 12): currencies,
// categories, withdrawal reasons and report types. Only migrations and the seed write these tables
// (no operation of the contract edits them), so each is read once and kept until this process
// writes the table (db/table-watch.ts) or, for a change made by another process, for at most a
// minute.
import type { Q } from "../db/database";
import { ReadCache } from "../db/read-cache";
import type { CurrencyRow } from "../db/schema";

/** How long a change made by another process (a migration run elsewhere) can go unseen. */
export const REFERENCE_TTL_MS = 60_000;

export type CategoryRow = {
  id: number;
  name: string;
  slug: string;
  type: "category" | "disease";
  status: "active" | "inactive";
};

export interface ReasonRow {
  id: number;
  text: string;
}

export interface ReportTypeRow {
  id: number;
  name: string;
}

const reference = <K, V>(name: string, max = 1) =>
  new ReadCache<K, V>({ name, tables: [name], ttlMs: REFERENCE_TTL_MS, max });

const currencyCache = reference<"all", Map<number, CurrencyRow>>("currencies");
const categoryCache = reference<"all", Map<number, CategoryRow>>("categories");
const reasonCache = reference<"all", readonly ReasonRow[]>("withdraw_reasons");
const reportTypeCache = reference<string, readonly ReportTypeRow[]>("report_types", 8);

/** Every currency by id. Safe inside a transaction (it reads through it when not cached). */
export function currencies(q: Q): Promise<Map<number, CurrencyRow>> {
  return currencyCache.get(q, "all", async () => {
    const rows = await q.selectFrom("currencies").selectAll().orderBy("id").execute();
    return new Map(rows.map((r) => [r.id, r]));
  });
}

/** Every category and disease by id. */
export function categories(q: Q): Promise<Map<number, CategoryRow>> {
  return categoryCache.get(q, "all", async () => {
    const rows = await q.selectFrom("categories").selectAll().orderBy("id").execute();
    return new Map(rows.map((r) => [r.id, r as CategoryRow]));
  });
}

/** The withdrawal reasons, by id. */
export function withdrawReasons(q: Q): Promise<readonly ReasonRow[]> {
  return reasonCache.get(q, "all", () =>
    q.selectFrom("withdraw_reasons").select(["id", "text"]).orderBy("id").execute(),
  );
}

/** The report types offered for one kind of item, by id. */
export function reportTypes(
  q: Q,
  itemType: "post" | "campaign" | "user",
): Promise<readonly ReportTypeRow[]> {
  return reportTypeCache.get(q, itemType, () =>
    q
      .selectFrom("report_types")
      .select(["id", "name"])
      .where("item_type", "=", itemType)
      .orderBy("id")
      .execute(),
  );
}
