/**
 * The careless client and the attacker: every operation of openapi.yaml is called with its
 * working recipe (contract/world.ts) bent one way at a time — bodies of the wrong JSON type,
 * `null`, arrays, deep nesting, each field removed, nulled or of another type, NUL and other
 * control characters in every string and parameter, out-of-range and malformed parameters.
 * No answer may be a 5xx, every answer's status must be one its operation declares (with a body
 * inside that status's schema), and a refused request (4xx) must leave the database as it was.
 * Runs on PGlite in `npm test` and on PostgreSQL in CI (DATABASE_URL).
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInSchema, type Operation, operations, spec } from "./contract/operations";
import { prepareWorld, type Recipe, recipes, t, tokens } from "./contract/world";

interface Case {
  name: string;
  recipe: Recipe;
  /** A raw JSON text sent instead of the recipe's body. */
  raw?: string;
}

const CONTROL_TEXTS = ["\u0000", "a\u0000b", "bell\u0007", "\u001b[31mred", "del\u007f", "\ud800"];
const DEEP = `${"[".repeat(5000)}${"]".repeat(5000)}`;

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI parameter objects.
function parametersOf(o: Operation): any[] {
  const pathItem = spec.paths[o.path];
  // biome-ignore lint/suspicious/noExplicitAny: OpenAPI parameter objects.
  const resolve = (p: any) =>
    p.$ref ? spec.components.parameters[p.$ref.split("/").pop() as string] : p;
  return [...(pathItem.parameters ?? []), ...(o.op.parameters ?? [])].map(resolve);
}

/** Every way of bending one value, by its JSON type. */
function bentValues(value: unknown): unknown[] {
  if (typeof value === "string") return [42, true, {}, [], ...CONTROL_TEXTS, "x".repeat(70_000)];
  if (typeof value === "number") return ["12", 1.5, -1, 0, 1e308, 2 ** 53, {}, []];
  if (typeof value === "boolean") return ["true", 1, {}];
  if (Array.isArray(value)) return [{}, "x", [null], [{}], ["\u0000"], new Array(500).fill(1)];
  if (value && typeof value === "object") return [[], "x", 1];
  return ["\u0000", 1, {}, []];
}

type Path = (string | number)[];

/** The body with the value at `path` replaced (or removed, for `undefined`). */
function withValue(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

/** Each leaf and branch of a recipe's body, with its path (first array item only). */
function fieldsOf(body: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(body)) {
    if (!body.length) return [];
    const first = [...path, 0];
    return [{ path: first, value: body[0] }, ...fieldsOf(body[0], first)];
  }
  if (body && typeof body === "object") {
    return Object.entries(body).flatMap(([key, value]) => [
      { path: [...path, key], value },
      ...fieldsOf(value, [...path, key]),
    ]);
  }
  return [];
}

function casesFor(o: Operation, recipe: Recipe): Case[] {
  const cases: Case[] = [];
  const label = (path: Path) => path.join(".");
  const hasJsonBody = !!o.op.requestBody?.content?.["application/json"];
  if (hasJsonBody) {
    for (const raw of ["null", "[]", "{}", "42", '"text"', "true", "{", DEEP, `{"a":${DEEP}}`])
      cases.push({ name: `body ${raw.slice(0, 12)}`, recipe, raw });
    if (recipe.body && typeof recipe.body === "object") {
      for (const key of Object.keys(recipe.body))
        cases.push({
          name: `body.${key} nested deep`,
          recipe,
          raw: JSON.stringify(recipe.body).replace(`"${key}":`, `"${key}":${DEEP},"_":`),
        });
      cases.push({
        name: "a key with NUL",
        recipe: { ...recipe, body: { ...(recipe.body as object), "k\u0000": "v" } },
      });
    }
    for (const { path, value } of fieldsOf(recipe.body)) {
      cases.push({
        name: `${label(path)} removed`,
        recipe: { ...recipe, body: withValue(recipe.body, path, undefined) },
      });
      for (const bent of [null, ...bentValues(value)])
        cases.push({
          name: `${label(path)} = ${JSON.stringify(bent)?.slice(0, 20)}`,
          recipe: { ...recipe, body: withValue(recipe.body, path, bent) },
        });
    }
  }
  for (const p of parametersOf(o)) {
    if (p.in === "header") continue;
    const where = p.in === "path" ? "params" : "query";
    const current = { ...(recipe[where] ?? {}) } as Record<string, string | number>;
    const values = [...CONTROL_TEXTS.slice(0, 5), "-1", "0", "1.5", "abc", "99999999999999999999"];
    if (p.in === "query") values.push("", "9".repeat(300));
    for (const value of values)
      cases.push({
        name: `${p.in} ${p.name} = ${JSON.stringify(value).slice(0, 20)}`,
        recipe: { ...recipe, [where]: { ...current, [p.name]: value } },
      });
    if (p.in === "query" && p.name in current) {
      const { [p.name]: _, ...rest } = current;
      cases.push({ name: `query ${p.name} left out`, recipe: { ...recipe, query: rest } });
    }
  }
  return cases;
}

function url(o: Operation, recipe: Recipe) {
  const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(recipe.params?.[name] ?? "1")),
  );
  const query = Object.entries(recipe.query ?? {}).map(([k, v]) => [k, String(v)]);
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

async function call(o: Operation, c: Case) {
  const token = c.recipe.as === "guest" ? null : tokens[c.recipe.as];
  const headers = { ...(c.recipe.headers ?? {}) };
  // Money calls get a fresh key each, so a replay never hides what the server does with the body.
  if (headers["Idempotency-Key"]) headers["Idempotency-Key"] = `fuzz-${crypto.randomUUID()}`;
  const target = url(o, c.recipe);
  if (c.recipe.upload && c.raw === undefined)
    return t.call(o.method, target, { token, headers, raw: new FormData() });
  if (c.raw !== undefined)
    return t.call(o.method, target, {
      token,
      headers: { ...headers, "content-type": "application/json" },
      raw: c.raw,
    });
  return t.call(o.method, target, { token, headers, body: c.recipe.body });
}

let tables: string[] = [];

/**
 * The tables written since the last call. Every table carries a row trigger (and a TRUNCATE one)
 * that names it in `fuzz_touched`, so a table left out here cannot have changed: only the tables
 * named are hashed again. Hashing every table after each refused case took 49 of the file's 56 s
 * (6 928 hashes of 7 ms, measured 2026-12-07).
 */
async function touched(): Promise<string[]> {
  const rows = await sql<{ name: string }>`delete from fuzz_touched returning name`.execute(
    t.deps.db,
  );
  return rows.rows.map((r) => r.name);
}

/** One hash per named table of everything in it (the rate-limit counters are not named). */
async function fingerprint(names: string[]): Promise<Record<string, string>> {
  const hashed = names.filter((name) => tables.includes(name));
  if (!hashed.length) return {};
  const parts = hashed.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as hash from ${sql.table(name)} x`,
  );
  const rows = await sql<{
    name: string;
    hash: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(t.deps.db);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.hash]));
}

/** What the database holds, table by table, as of the last case. */
let kept: Record<string, string> = {};

beforeAll(async () => {
  await prepareWorld();
  const db = t.deps.db;
  const found = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
  `.execute(db);
  tables = found.rows
    .map((r) => r.table_name)
    .filter(
      (name) =>
        !["rate_limits", "kysely_migration", "kysely_migration_lock", "schema_migrations"].includes(
          name,
        ),
    )
    .sort();
  await sql`create table fuzz_touched (name text primary key)`.execute(db);
  await sql`create function fuzz_touch() returns trigger language plpgsql as $$
    begin
      insert into fuzz_touched values (tg_table_name) on conflict do nothing;
      return null;
    end $$`.execute(db);
  for (const name of tables) {
    await sql`create trigger fuzz_touch_rows after insert or update or delete on ${sql.table(name)}
      for each row execute function fuzz_touch()`.execute(db);
    await sql`create trigger fuzz_touch_truncate after truncate on ${sql.table(name)}
      for each statement execute function fuzz_touch()`.execute(db);
  }
  await touched();
  kept = await fingerprint(tables);
}, 120_000);

afterAll(async () => {
  await t?.destroy();
});

describe("malformed input: no 5xx, only declared statuses, nothing stored when refused", () => {
  it("bends every operation of the contract", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s",
    async (_name, o) => {
      const make = recipes[o.id];
      if (!make) throw new Error(`${o.id} has no recipe`);
      const problems: string[] = [];
      for (const c of casesFor(o, make())) {
        // What earlier cases let through, and the payments the sandbox confirms in the background,
        // are taken in first: a refused case must leave the database as it then was.
        await t.deps.payments.drain();
        Object.assign(kept, await fingerprint(await touched()));
        const reply = await call(o, c);
        const what = `${c.name}: ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 160)}`;
        if (reply.status >= 500) {
          problems.push(what);
          continue;
        }
        try {
          expectInSchema(o, reply.status, reply.body);
        } catch (error) {
          problems.push(`${what} — ${(error as Error).message.split("\n")[0]}`);
          continue;
        }
        if (reply.status >= 400) {
          const after = await fingerprint(await touched());
          const changed = Object.keys(after).filter((k) => after[k] !== kept[k]);
          if (changed.length) problems.push(`${what} — refused, yet changed ${changed.join(", ")}`);
          Object.assign(kept, after);
        }
      }
      expect(problems, `${o.id}`).toEqual([]);
    },
    120_000,
  );
});

describe("who before what: a guest is told to log in before anything about the body", () => {
  const guarded = operations.filter((o) => !o.guestAllowed);
  it.each(guarded.map((o) => [`${o.method} ${o.path}`, o] as const))("%s", async (_name, o) => {
    const make = recipes[o.id];
    if (!make) throw new Error(`${o.id} has no recipe`);
    const recipe = { ...make(), as: "guest" as const };
    for (const raw of ["{}", "null", "{"]) {
      const withBody = o.op.requestBody?.content?.["application/json"] !== undefined;
      const reply = await call(o, { name: raw, recipe, raw: withBody ? raw : undefined });
      expect(reply.status, `${o.id} with ${raw}: ${JSON.stringify(reply.body)}`).toBe(401);
      expect(reply.body).toEqual({ code: 401, message: "JWT Token not found" });
    }
  });
});
