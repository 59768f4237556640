// Which upload call a chosen file goes through. A document or an invoice always goes to
// POST /api/v2/resources/file, a picture too: it is stored private from the start, opened only by
// its owner and staff (issue 25: a bank certificate sent as a JPG through the image endpoint was
// public). Only the pictures meant for everyone (a campaign's photos, a logo) go to
// /resources/image (png, gif, jpeg, as the contract takes them).
import type { UploadPurpose } from "@causeway/rules";

export type UploadRoute = "image" | "file";

const IMAGE_ROUTE_TYPES = new Set(["image/png", "image/gif", "image/jpeg"]);

/** Documents and invoices are private: never the public image endpoint. */
const PRIVATE_PURPOSES: ReadonlySet<UploadPurpose> = new Set(["document", "invoice"]);

export function uploadRouteOf(
  file: { type: string; name: string },
  purpose?: UploadPurpose,
): UploadRoute {
  if (purpose && PRIVATE_PURPOSES.has(purpose)) return "file";
  if (file.type) return IMAGE_ROUTE_TYPES.has(file.type) ? "image" : "file";
  return /\.(png|gif|jpe?g)$/i.test(file.name) ? "image" : "file";
}

let counter = 0;
/** A key for a chosen file, unique in the page. */
export function uploadKey(file: { name: string }): string {
  counter += 1;
  return `upload-${counter}-${file.name}`;
}
