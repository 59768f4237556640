import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../../test/scratch-database";
import { type Db, openDatabase } from "./database";
import { TableWatch, watchedAdapterOf } from "./table-watch";
import { writtenTables } from "./written-tables";

interface Tables {
  items: { id: number; name: string; visits: number };
  notes: { id: number; item_id: number; text: string };
}

/** Kysely that only compiles (no database): the statements' operation trees. */
const compiler = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const written = (q: { compile(): { query: Parameters<typeof writtenTables>[0]; sql: string } }) => {
  const c = q.compile();
  const out = writtenTables(c.query, c.sql, { quietColumns: { items: ["visits"] } });
  return out === null || out === "*" ? out : [...out].sort();
};

describe("writtenTables", () => {
  it("reads no table from a select, and names the table of each write", () => {
    expect(written(compiler.selectFrom("items").selectAll())).toBeNull();
    expect(written(compiler.insertInto("items").values({ id: 1, name: "a", visits: 0 }))).toEqual([
      "items",
    ]);
    expect(written(compiler.updateTable("items").set({ name: "b" }).where("id", "=", 1))).toEqual([
      "items",
    ]);
    expect(written(compiler.deleteFrom("notes").where("id", "=", 1))).toEqual(["notes"]);
  });

  it("sees a write hidden in a select's WITH, and an aliased table", () => {
    const cte = compiler
      .with("gone", (db) => db.deleteFrom("notes").where("item_id", "=", 1).returning("id"))
      .selectFrom("gone")
      .selectAll();
    expect(written(cte)).toEqual(["notes"]);
    expect(written(compiler.updateTable("items as i").set({ name: "c" }))).toEqual(["items"]);
  });

  it("leaves the table alone when only its quiet columns change", () => {
    expect(written(compiler.updateTable("items").set({ visits: 3 }))).toBeNull();
    expect(written(compiler.updateTable("items").set({ visits: 3, name: "d" }))).toEqual(["items"]);
  });

  it("reads raw SQL by its first words: a plain write names its table, anything else is every table", () => {
    const raw = (text: string) => writtenTables(sql.raw(text).compile(compiler).query, text);
    expect(raw("select 1")).toBeNull();
    expect(raw("begin")).toBeNull();
    expect(raw('update "items" set name = 1')).toEqual(new Set(["items"]));
    expect(raw("INSERT INTO notes VALUES (1)")).toEqual(new Set(["notes"]));
    expect(raw("create table x (id int)")).toBe("*");
    expect(raw("insert into a values (1); insert into b values (2)")).toBe("*");
    expect(raw("with x as (delete from notes returning 1) select * from x")).toBe("*");
  });

  it("takes schema builders for a change of every table", () => {
    const ddl = compiler.schema.createTable("z").addColumn("id", "integer").compile();
    expect(writtenTables(ddl.query, ddl.sql)).toBe("*");
  });
});

describe("TableWatch", () => {
  it("says whether a table was written after a tick, every table after a `*`", () => {
    const watch = new TableWatch();
    const start = watch.now();
    watch.wrote(new Set(["items"]));
    expect(watch.changedSince(["items"], start)).toBe(true);
    expect(watch.changedSince(["notes"], start)).toBe(false);
    const later = watch.now();
    expect(watch.changedSince(["items"], later)).toBe(false);
    watch.wrote("*");
    expect(watch.changedSince(["notes"], later)).toBe(true);
    expect(watch.changedSinceExcept(new Set(["notes"]), later)).toBe(true);
    const last = watch.now();
    watch.wrote(new Set(["notes"]));
    expect(watch.changedSinceExcept(new Set(["notes"]), last)).toBe(false);
    expect(watch.changedSinceExcept(new Set(), last)).toBe(true);
  });
});

describe("a watched database (PGlite, or PostgreSQL with DATABASE_URL)", () => {
  let scratch: ScratchDatabase;
  let db: Db;
  let watch: TableWatch;
  const raw = () => db as unknown as Kysely<Tables>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL, "causeway_watch");
    db = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
    await sql`create table items (id int primary key, name text not null, visits int not null default 0)`.execute(
      db,
    );
    await sql`create table notes (id int primary key, item_id int not null, text text not null)`.execute(
      db,
    );
    const adapter = watchedAdapterOf(db);
    if (!adapter) throw new Error("not watched");
    watch = adapter.watch;
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  it("marks a table when a write through it returns", async () => {
    const at = watch.now();
    await raw().insertInto("items").values({ id: 1, name: "one", visits: 0 }).execute();
    expect(watch.changedSince(["items"], at)).toBe(true);
    expect(watch.changedSince(["notes"], at)).toBe(false);
  });

  it("marks a transaction's tables again when it commits, and when it rolls back", async () => {
    let inside = 0;
    await raw()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("notes").values({ id: 1, item_id: 1, text: "a" }).execute();
        inside = watch.now();
      });
    // A reader that started while the transaction was open read the old rows: it is stale.
    expect(watch.changedSince(["notes"], inside)).toBe(true);

    let before = 0;
    await expect(
      raw()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable("items").set({ name: "two" }).execute();
          before = watch.now();
          throw new Error("roll back");
        }),
    ).rejects.toThrow("roll back");
    expect(watch.changedSince(["items"], before)).toBe(true);
    const row = await raw().selectFrom("items").select("name").executeTakeFirstOrThrow();
    expect(row.name).toBe("one");
  });

  it("does not count an update of the campaigns' visit counts", async () => {
    await sql`create table campaigns (id int primary key, name text, visits int not null default 0)`.execute(
      db,
    );
    await sql`insert into campaigns (id, name) values (1, 'c')`.execute(db);
    const at = watch.now();
    await db.updateTable("campaigns").set({ visits: sql`visits + 1` }).execute();
    expect(watch.changedSince(["campaigns"], at)).toBe(false);
    await db.updateTable("campaigns").set({ name: "renamed" }).execute();
    expect(watch.changedSince(["campaigns"], at)).toBe(true);
  });
});
