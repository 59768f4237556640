import { PGlite } from "@electric-sql/pglite";
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../../test/scratch-database";
import { type Db, openDatabase } from "./database";
import { PGliteDialect } from "./pglite-dialect";
import { StatementNames } from "./prepared";

describe("StatementNames", () => {
  it("gives a text one name, none to a statement without parameters, none past the cap", () => {
    const names = new StatementNames(2);
    const a = names.nameOf("select $1", 1);
    expect(a).toMatch(/^cw/);
    expect(names.nameOf("select $1", 1)).toBe(a);
    expect(names.nameOf("begin", 0)).toBeNull();
    const b = names.nameOf("select $1, $2", 2);
    expect(b).not.toBe(a);
    expect(names.nameOf("select $1, $2, $3", 3)).toBeNull();
    expect(names.nameOf("select $1", 1)).toBe(a);
  });
});

/** One row of every kind of value the server stores, through a statement with parameters. */
const everyKindSql = () =>
  sql<Record<string, unknown>>`select ${1}::int as int, ${2 ** 40}::bigint as big,
    ${"Мария ‘x’"}::text as text, ${true}::boolean as yes, ${null}::text as nothing,
    ${"2024-02-29"}::date as day, ${new Date("2024-03-01T10:00:00Z")}::timestamptz as at,
    ${JSON.stringify({ a: [1, "b"] })}::jsonb as doc, ${[3, 4]}::int[] as ids,
    ${["x", "y z"]}::text[] as words, ${"12.50"}::numeric as price`;
const everyKind = (db: Kysely<Record<string, never>>) => everyKindSql().execute(db);

describe("named statements on PGlite", () => {
  let pglite: PGlite;
  let db: Kysely<Record<string, never>>;

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
    db = new Kysely({ dialect: new PGliteDialect(pglite) });
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
  });

  it("answers every kind of value as PGlite's own query does", async () => {
    const named = (await everyKind(db)).rows[0];
    const statement = everyKindSql().compile(db);
    // PGlite's own path (unnamed statement, parsed and planned each time).
    const plain = (await pglite.query(statement.sql, [...statement.parameters])).rows[0];
    expect(named).toEqual(plain);
    expect(named).toMatchObject({
      int: 1,
      text: "Мария ‘x’",
      yes: true,
      nothing: null,
      ids: [3, 4],
      words: ["x", "y z"],
      doc: { a: [1, "b"] },
    });
  });

  it("prepares a statement once and runs it by name after", async () => {
    const find = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`.execute(db);
    expect((await find(1)).rows[0]?.n).toBe(2);
    expect((await find(41)).rows[0]?.n).toBe(42);
    const prepared = await pglite.query<{ statement: string }>(
      "select statement from pg_prepared_statements where statement like '%+ 1 as n%'",
    );
    expect(prepared.rows).toHaveLength(1);
  });

  it("reports a failing statement and goes on working, also inside a transaction", async () => {
    await expect(sql`select ${1}::int / 0`.execute(db)).rejects.toThrow(/division by zero/);
    await expect(sql`select nonsense ${1}`.execute(db)).rejects.toThrow();
    expect((await sql<{ v: number }>`select ${5}::int as v`.execute(db)).rows[0]?.v).toBe(5);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`select ${1}::int / 0`.execute(trx);
      }),
    ).rejects.toThrow(/division by zero/);
    expect((await sql<{ v: number }>`select ${6}::int as v`.execute(db)).rows[0]?.v).toBe(6);
  });
});

describe("named statements on the server's database (PostgreSQL with DATABASE_URL)", () => {
  let scratch: ScratchDatabase;
  let db: Db;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL, "causeway_prepared");
    db = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  it("answers every kind of value the same way twice (the second time by name)", async () => {
    const anyDb = db as unknown as Kysely<Record<string, never>>;
    const first = (await everyKind(anyDb)).rows[0];
    const second = (await everyKind(anyDb)).rows[0];
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      int: 1,
      big: 2 ** 40,
      yes: true,
      ids: [3, 4],
      words: ["x", "y z"],
    });
    expect(first?.at).toEqual(new Date("2024-03-01T10:00:00Z"));
  });
});
