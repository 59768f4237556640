import { type Kysely, type KyselyPlugin, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../../test/scratch-database";
import { type Db, openDatabase } from "./database";
import { ReadCache } from "./read-cache";

interface Tables {
  prices: { id: number; amount: number };
}

class Counter implements KyselyPlugin {
  executed = 0;
  transformQuery: KyselyPlugin["transformQuery"] = (args) => args.node;
  transformResult: KyselyPlugin["transformResult"] = async (args) => {
    this.executed += 1;
    return args.result;
  };
}

let scratch: ScratchDatabase;
let db: Db;
let prices: Kysely<Tables>;
const counter = new Counter();

beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.DATABASE_URL, "causeway_cache");
  db = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  await sql`create table prices (id int primary key, amount bigint not null)`.execute(db);
  await sql`insert into prices values (1, 100), (2, 200)`.execute(db);
  prices = db.withPlugin(counter) as unknown as Kysely<Tables>;
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await scratch?.drop();
});

const amountOf = (cache: ReadCache<number, number | undefined>, id: number, q: Db = db) =>
  cache.get(q, id, async () => {
    const row = await (q as unknown as Kysely<Tables>)
      .withPlugin(counter)
      .selectFrom("prices")
      .select("amount")
      .where("id", "=", id)
      .executeTakeFirst();
    return row?.amount;
  });

const spec = (over: Partial<ConstructorParameters<typeof ReadCache>[0]> = {}) =>
  new ReadCache<number, number | undefined>({
    name: "prices",
    tables: ["prices"],
    ttlMs: 60_000,
    max: 10,
    ...over,
  });

describe("ReadCache", () => {
  it("reads once, then answers from memory until the table is written", async () => {
    const cache = spec();
    counter.executed = 0;
    expect(await amountOf(cache, 1)).toBe(100);
    expect(await amountOf(cache, 1)).toBe(100);
    expect(counter.executed).toBe(1);

    await prices.updateTable("prices").set({ amount: 150 }).where("id", "=", 1).execute();
    counter.executed = 0;
    expect(await amountOf(cache, 1)).toBe(150);
    expect(counter.executed).toBe(1);
  });

  it("shares one read between callers asking at once", async () => {
    const cache = spec();
    counter.executed = 0;
    const all = await Promise.all([amountOf(cache, 2), amountOf(cache, 2), amountOf(cache, 2)]);
    expect(all).toEqual([200, 200, 200]);
    expect(counter.executed).toBe(1);
  });

  it("never keeps what a transaction read, and sees its writes once it commits", async () => {
    const cache = spec();
    expect(await amountOf(cache, 2)).toBe(200);
    await db.transaction().execute(async (trx) => {
      await (trx as unknown as Kysely<Tables>)
        .updateTable("prices")
        .set({ amount: 250 })
        .where("id", "=", 2)
        .execute();
      // Inside: the transaction's own value, read through it and not kept.
      expect(await amountOf(cache, 2, trx as unknown as Db)).toBe(250);
      expect(cache.size(db)).toBe(1);
    });
    expect(await amountOf(cache, 2)).toBe(250);
    // A rolled-back write leaves the committed value.
    await expect(
      db.transaction().execute(async (trx) => {
        await (trx as unknown as Kysely<Tables>)
          .updateTable("prices")
          .set({ amount: 999 })
          .where("id", "=", 2)
          .execute();
        expect(await amountOf(cache, 2, trx as unknown as Db)).toBe(999);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await amountOf(cache, 2)).toBe(250);
  });

  it("reads again once an entry's lifetime is over (a change the watch cannot see)", async () => {
    const cache = spec({ ttlMs: 30 });
    // Stands for a row another server changed: nothing this process wrote.
    let elsewhere = 1;
    const read = () => cache.get(db, 1, async () => elsewhere);
    expect(await read()).toBe(1);
    elsewhere = 2;
    expect(await read()).toBe(1);
    await new Promise((r) => setTimeout(r, 40));
    expect(await read()).toBe(2);
  });

  it("keeps at most `max` entries, the least recently used going first", async () => {
    const cache = spec({ max: 2 });
    await amountOf(cache, 1);
    await amountOf(cache, 2);
    await amountOf(cache, 1);
    await amountOf(cache, 3);
    expect(cache.size(db)).toBe(2);
    counter.executed = 0;
    await amountOf(cache, 1);
    expect(counter.executed).toBe(0);
    await amountOf(cache, 2);
    expect(counter.executed).toBe(1);
  });

  it("keeps only the values it is told to keep", async () => {
    const cache = new ReadCache<number, number | null>(
      { name: "found", tables: ["prices"], ttlMs: 60_000, max: 10 },
      { keep: (value) => value !== null },
    );
    let reads = 0;
    const find = (id: number) =>
      cache.get(db, id, async () => {
        reads += 1;
        return id === 1 ? 1 : null;
      });
    await find(1);
    await find(1);
    await find(404);
    await find(404);
    expect(reads).toBe(3);
  });

  it("does not keep a failed read", async () => {
    const cache = spec();
    let calls = 0;
    const failing = () =>
      cache.get(db, 9, async () => {
        calls += 1;
        if (calls === 1) throw new Error("database away");
        return 9;
      });
    await expect(failing()).rejects.toThrow("database away");
    expect(await failing()).toBe(9);
    expect(calls).toBe(2);
  });
});
