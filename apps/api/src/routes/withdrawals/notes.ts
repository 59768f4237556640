import { withdrawNotePayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import { type Deps, type Env, isAdmin } from "../../context";
import { ownedWithdrawal } from "../../http/ownership";
import { jsonBody, pathId, requireAuth } from "../../http/request";
import { forbidden, notFound } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { addNote, notesOf, setNoteState } from "../../services/withdrawals-read";

/** A withdrawal's notes: read and written by its owner and staff, their state set by staff. */
export function withdrawalNoteRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v2/campaign/withdraw/:id{[0-9]+}/notes", async (c) => {
    const { row } = await ownedWithdrawal(c, deps, pathId(c, "id"));
    return c.json({ response: { notes: await notesOf(db, row.id) } });
  });

  app.post("/api/v2/campaign/withdraw/:id{[0-9]+}/notes", async (c) => {
    const { row } = await ownedWithdrawal(c, deps, pathId(c, "id"));
    const { user } = requireAuth(c);
    const body = parse(withdrawNotePayloadSchema, await jsonBody(c));
    return c.json({ response: await addNote(db, row.id, user.id, body.text) }, 201);
  });

  const noteState = (path: string, state: "FOR_REVIEW" | "COMPLETED" | "OPEN") =>
    app.put(`/api/v2/campaign/withdraw/notes/:noteId/${path}`, async (c) => {
      const { user } = requireAuth(c);
      if (!isAdmin(user)) throw forbidden();
      const note = await setNoteState(db, pathId(c, "noteId"), state);
      if (!note) throw notFound();
      return c.json({ response: note });
    });
  noteState("review", "FOR_REVIEW");
  noteState("completed", "COMPLETED");
  noteState("reverted", "OPEN");
}
