// A migrated, empty PGlite database as a dump (PGlite's dumpDataDir), made once per machine for
// the migrations as they are and kept in the system's temporary folder. Each API test file starts
// its in-memory database from it: loading a dump takes about 0.6 s where creating a cluster and
// applying the migrations took 2 to 4 s on this 2-core machine (measured 2026-12-06), and the
// suite starts some sixty of them.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { migrate, migrationsDir } from "../src/db/database";
import { PGliteDialect } from "../src/db/pglite-dialect";
import type { Database } from "../src/db/schema";

/** The migrations' text and PGlite's version: a change to either makes a new template. */
function templateName(): string {
  const hash = createHash("sha256");
  // PGlite's own files name its version (its package.json is not exported): its folder's path.
  hash.update(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  const dir = migrationsDir();
  for (const file of readdirSync(dir).sort()) {
    hash.update(file);
    hash.update(readFileSync(join(dir, file)));
  }
  return `causeway-pglite-${hash.digest("hex").slice(0, 16)}.tar`;
}

let made: Promise<Blob> | null = null;

/** The template for this checkout's migrations, made on first use. */
export function migratedTemplate(): Promise<Blob> {
  made ??= (async () => {
    const path = join(tmpdir(), templateName());
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      const pglite = new PGlite();
      const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
      await migrate(db);
      const dump = await pglite.dumpDataDir("none");
      await db.destroy();
      // Written aside and renamed: a file running beside this one never reads half a template.
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, path);
      return dump;
    }
  })();
  return made;
}
