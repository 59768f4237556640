// What the bytes say an upload is (names and declared types are ignored): file-type reads the
// signature, image-size the picture's dimensions. Only PNG, GIF, JPEG and PDF are taken here.
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";

export type Sniffed =
  | {
      mime: "image/png" | "image/gif" | "image/jpeg";
      ext: string;
      kind: "image";
      width: number;
      height: number;
    }
  | { mime: "application/pdf"; ext: "pdf"; kind: "file"; width: null; height: null };

const IMAGES = { png: "image/png", gif: "image/gif", jpg: "image/jpeg" } as const;

/** The picture's size, or null when its header is cut short or says nothing (0 × 0). */
function sizeOf(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

export async function sniff(bytes: Uint8Array): Promise<Sniffed | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  if (type.ext === "pdf") {
    return { mime: "application/pdf", ext: "pdf", kind: "file", width: null, height: null };
  }
  if (type.ext === "png" || type.ext === "gif" || type.ext === "jpg") {
    const size = sizeOf(bytes);
    return size ? { mime: IMAGES[type.ext], ext: type.ext, kind: "image", ...size } : null;
  }
  return null;
}
