// The files an invoice may be besides an image or a PDF (000 §5: "invoice upload accepts images or
// other files"): the documents accountants send (Word, Excel, PowerPoint, OpenDocument, text and
// CSV) and the pictures phones take (WebP, HEIC, TIFF). Told by their bytes, with the name's
// extension only where the bytes are a container (a ZIP or OLE file) or plain text. Anything else
// (an executable, a script, an archive) is refused. They are stored private and sent back only
// as downloads (Content-Disposition: attachment), never shown inline.
export interface SniffedDocument {
  mime: string;
  ext: string;
  kind: "file";
  width: null;
  height: null;
}

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  sig.every((v, i) => b[at + i] === v);

const ZIP_DOCUMENTS: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odp: "application/vnd.oasis.opendocument.presentation",
};
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

export function sniffDocument(bytes: Uint8Array, name: string): SniffedDocument | null {
  const ext = extensionOf(name);
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return file("image/webp", "webp");
  // ISO media "ftyp" with a HEIF brand.
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = new TextDecoder().decode(bytes.subarray(8, 12));
    if (["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].includes(brand))
      return file("image/heic", "heic");
  }
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return file("image/tiff", "tiff");
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const mime = ZIP_DOCUMENTS[ext];
    return mime ? file(mime, ext) : null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const mime = OLE_DOCUMENTS[ext];
    return mime ? file(mime, ext) : null;
  }
  const text = TEXT_DOCUMENTS[ext];
  if (text && isUtf8Text(bytes)) return file(`${text}; charset=utf-8`, ext);
  return null;
}
