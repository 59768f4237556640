// The files an invoice may be besides an image or a PDF (000 §5: "invoice upload accepts images or
// other files"): the documents accountants send (Word, Excel, PowerPoint, OpenDocument, text and
// CSV) and the pictures phones take (WebP, HEIC, TIFF). Told by their bytes (file-type, which
// looks inside an office file's ZIP for what it holds), with the name's extension only for an old
// Office file (the same OLE container as an installer) and for plain text. Anything else (an
// executable, a script, an archive, a macro-enabled document) is refused. They are stored private
// and sent back only as downloads (Content-Disposition: attachment), never shown inline.
import { fileTypeFromBuffer } from "file-type";

export interface SniffedDocument {
  mime: string;
  ext: string;
  kind: "file";
  width: null;
  height: null;
}

/** What file-type names that an invoice may be, by its content alone. */
const BY_CONTENT = new Set(["docx", "xlsx", "pptx", "odt", "ods", "odp", "webp", "heic", "tif"]);
/** Old Office files: an OLE container ("cfb"), told apart by the name's extension. */
const OLE_DOCUMENTS: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};
const TEXT_DOCUMENTS: Record<string, string> = { txt: "text/plain", csv: "text/csv" };

function extensionOf(name: string): string {
  const match = name.toLowerCase().match(/\.([a-z0-9]{1,5})$/);
  return match?.[1] ?? "";
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const file = (mime: string, ext: string): SniffedDocument => ({
  mime,
  ext,
  kind: "file",
  width: null,
  height: null,
});

export async function sniffDocument(
  bytes: Uint8Array,
  name: string,
): Promise<SniffedDocument | null> {
  const ext = extensionOf(name);
  const type = await fileTypeFromBuffer(bytes);
  if (type) {
    if (BY_CONTENT.has(type.ext)) return file(type.mime, type.ext);
    const ole = type.ext === "cfb" ? OLE_DOCUMENTS[ext] : undefined;
    return ole ? file(ole, ext) : null;
  }
  const text = TEXT_DOCUMENTS[ext];
  if (text && isUtf8Text(bytes)) return file(`${text}; charset=utf-8`, ext);
  return null;
}
