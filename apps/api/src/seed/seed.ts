import type { Deps } from "../context";

/** Seeds the demo world when the database has no users yet (first start). */
export async function seedIfEmpty(deps: Deps): Promise<boolean> {
  const any = await deps.db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (any) return false;
  const { seedDemo } = await import("./demo");
  await seedDemo(deps);
  return true;
}
