// Uploads (000 §4, §5): each file goes fetching -> done | errored; an errored file keeps its error
// text to show on the file. Only files the server answered with a media id count as uploaded.

export type UploadStatus = "fetching" | "done" | "errored";
export type UploadPurpose = "invoice" | "document" | "post-image" | "avatar";

export interface Upload {
  /** A client-side key (the widget makes one per chosen file). */
  key: string;
  name: string;
  mimeType: string;
  status: UploadStatus;
  /** 0 to 1 while fetching. */
  progress: number;
  /** The server's media id once done. */
  mediaId: number | null;
  /** Where the uploaded image can be shown from, once done. */
  path: string | null;
  /** The error text shown on the file, when errored. */
  error: string | null;
}

export type UploadAction =
  | { type: "started"; key: string; name: string; mimeType: string }
  | { type: "progressed"; key: string; progress: number }
  | { type: "succeeded"; key: string; mediaId: number; path?: string | null }
  | { type: "failed"; key: string; error: string }
  | { type: "removed"; key: string }
  | { type: "restored"; uploads: readonly Upload[] };

/** A file already on the server (an invoice of a withdrawal being edited, a bank document). */
export function existingUpload(media: {
  id: number;
  name?: string;
  path?: string;
  mimeType?: string;
}): Upload {
  return {
    key: `media-${media.id}`,
    name: media.name ?? media.path?.split("/").pop() ?? String(media.id),
    mimeType: media.mimeType ?? "",
    status: "done",
    progress: 1,
    mediaId: media.id,
    path: media.path ?? null,
    error: null,
  };
}

function update(
  uploads: readonly Upload[],
  key: string,
  change: (upload: Upload) => Upload,
): readonly Upload[] {
  // Only a file still fetching moves on; done and errored are final (retry = remove and add).
  return uploads.map((u) => (u.key === key && u.status === "fetching" ? change(u) : u));
}

export function uploadsReducer(
  uploads: readonly Upload[],
  action: UploadAction,
): readonly Upload[] {
  switch (action.type) {
    case "started": {
      const upload: Upload = {
        key: action.key,
        name: action.name,
        mimeType: action.mimeType,
        status: "fetching",
        progress: 0,
        mediaId: null,
        path: null,
        error: null,
      };
      return [...uploads.filter((u) => u.key !== action.key), upload];
    }
    case "progressed":
      return update(uploads, action.key, (u) => ({
        ...u,
        progress: Math.min(1, Math.max(u.progress, action.progress)),
      }));
    case "succeeded":
      return update(uploads, action.key, (u) => ({
        ...u,
        status: "done",
        progress: 1,
        mediaId: action.mediaId,
        path: action.path ?? null,
      }));
    case "failed":
      return update(uploads, action.key, (u) => ({ ...u, status: "errored", error: action.error }));
    case "removed":
      return uploads.filter((u) => u.key !== action.key);
    case "restored":
      return action.uploads;
  }
}

export function hasPendingUploads(uploads: readonly Upload[]): boolean {
  return uploads.some((u) => u.status === "fetching");
}

export function hasFailedUploads(uploads: readonly Upload[]): boolean {
  return uploads.some((u) => u.status === "errored");
}

/** Uploads that count: done, with a media id. */
export function uploadedFiles(uploads: readonly Upload[]): Array<Upload & { mediaId: number }> {
  return uploads.filter(
    (u): u is Upload & { mediaId: number } => u.status === "done" && u.mediaId !== null,
  );
}

/** Whether a file shows an image: by its type, or by its name when the browser gave none. */
export function isImageFile(file: { mimeType: string; name: string }): boolean {
  if (file.mimeType) return file.mimeType.startsWith("image/");
  return /\.(png|gif|jpe?g|webp|heic)$/i.test(file.name);
}

/** The invoices of a withdrawal payload: only those with a media id, typed image or file. */
export function invoiceRefs(
  uploads: readonly Upload[],
): Array<{ id: number; type: "image" | "file" }> {
  return uploadedFiles(uploads).map((u) => ({
    id: u.mediaId,
    type: isImageFile(u) ? "image" : "file",
  }));
}

const POST_IMAGE_TYPES = ["image/png", "image/gif", "image/jpeg"];

/** The `accept` attribute of a file input, per purpose. */
/**
 * What an invoice may be besides a PNG, GIF or JPEG image or a PDF (000 §5: "invoice upload
 * accepts images or other files"): office documents, text and CSV, and phones' pictures. The server
 * tells them by their bytes (apps/api services/sniff-document.ts) and refuses anything else.
 */
export const INVOICE_EXTENSIONS = [
  "pdf",
  "png",
  "gif",
  "jpg",
  "jpeg",
  "webp",
  "heic",
  "tif",
  "tiff",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "odt",
  "ods",
  "odp",
  "txt",
  "csv",
] as const;

export const UPLOAD_ACCEPT: Record<UploadPurpose, string> = {
  invoice: ["image/*", "application/pdf", ...INVOICE_EXTENSIONS.map((ext) => `.${ext}`)].join(","),
  document: "image/*,application/pdf",
  "post-image": POST_IMAGE_TYPES.join(","),
  avatar: POST_IMAGE_TYPES.join(","),
};

/**
 * Which files a purpose takes: invoices images, PDFs and the documents of INVOICE_EXTENSIONS;
 * documents images or PDF;
 * post images and avatars png, gif or jpeg.
 */
export function acceptsFile(
  purpose: UploadPurpose,
  file: { mimeType: string; name: string },
): boolean {
  switch (purpose) {
    case "invoice": {
      const ext = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
      return (
        isImageFile(file) ||
        file.mimeType === "application/pdf" ||
        (INVOICE_EXTENSIONS as readonly string[]).includes(ext)
      );
    }
    case "document":
      return isImageFile(file) || file.mimeType === "application/pdf" || /\.pdf$/i.test(file.name);
    case "post-image":
    case "avatar":
      return file.mimeType
        ? POST_IMAGE_TYPES.includes(file.mimeType)
        : /\.(png|gif|jpe?g)$/i.test(file.name);
  }
}
