/** The staff roles of 000 §1; a super admin counts as an admin. */
export type StaffLevel = "admin" | "staff";

export function isStaff(roles: readonly string[] | undefined, level: StaffLevel): boolean {
  const held = new Set(roles ?? []);
  const admin = held.has("ROLE_ADMIN") || held.has("ROLE_SUPER_ADMIN");
  if (level === "admin") return admin;
  return admin || held.has("ROLE_EDITOR") || held.has("ROLE_TRANSLATOR");
}
