// Which upload call a chosen file goes through: images to POST /api/v2/resources/image (png, gif,
// jpeg, as the contract takes them), everything else (PDF, other invoices) to /resources/file.
export type UploadRoute = "image" | "file";

const IMAGE_ROUTE_TYPES = new Set(["image/png", "image/gif", "image/jpeg"]);

export function uploadRouteOf(file: { type: string; name: string }): UploadRoute {
  if (file.type) return IMAGE_ROUTE_TYPES.has(file.type) ? "image" : "file";
  return /\.(png|gif|jpe?g)$/i.test(file.name) ? "image" : "file";
}

let counter = 0;
/** A key for a chosen file, unique in the page. */
export function uploadKey(file: { name: string }): string {
  counter += 1;
  return `upload-${counter}-${file.name}`;
}
