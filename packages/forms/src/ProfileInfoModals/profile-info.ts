// What the profile page's edit modals (000 §2) send: each text field that changed, as it is sent
// (trimmed), one PUT per field in the form's order; a locked field is never sent. And the checks
// Save runs, from the rules: the name's (account-settings) and the payload schemas of the contract's
// PUT /user/bio and /user/business-mission (user-settings), on the text as it is sent.

import type { ProfileType } from "@causeway/rules";
import {
  bioPayloadSchema,
  businessMissionPayloadSchema,
  checkPayload,
  nameProblem,
} from "@causeway/rules";
import type { Problems } from "../Settings/settings-form";

/** The message a payload schema gives `field`, or null. */
function problemOf(
  check: { ok: true } | { ok: false; errors: Record<string, string> },
  field: string,
) {
  return check.ok ? null : (check.errors[field] ?? null);
}

export type TextValues = Record<string, string>;

/** The fields (in `order`) whose trimmed text differs from what the modal opened with. */
export function changedFields<V extends TextValues>(
  initial: Readonly<Partial<V>>,
  values: Readonly<V>,
  order: readonly (keyof V & string)[],
): (keyof V & string)[] {
  return order.filter((field) => (values[field] ?? "").trim() !== (initial[field] ?? "").trim());
}

export interface PersonalInfoValues extends TextValues {
  name: string;
  bio: string;
}

/** The name (unless locked: what the server holds is not ours to judge) and the bio. */
export function personalInfoProblems(
  values: PersonalInfoValues,
  type: ProfileType,
  isNameLocked: boolean,
): Problems<PersonalInfoValues> {
  return {
    name: isNameLocked ? null : nameProblem(values.name),
    bio: problemOf(checkPayload(bioPayloadSchema(type), { bio: values.bio.trim() }), "bio"),
  };
}

export interface MissionValues extends TextValues {
  mission: string;
}

export function missionProblems(values: MissionValues): Problems<MissionValues> {
  const check = checkPayload(businessMissionPayloadSchema, { mission: values.mission.trim() });
  return { mission: problemOf(check, "mission") };
}
