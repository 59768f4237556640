/** What the bytes say a file is: png, gif, jpeg or pdf only (names and declared types are ignored). */
export type Sniffed =
  | {
      mime: "image/png" | "image/gif" | "image/jpeg";
      ext: string;
      kind: "image";
      width: number;
      height: number;
    }
  | { mime: "application/pdf"; ext: "pdf"; kind: "file"; width: null; height: null };

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    const length = ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0);
    // SOF0..SOF15 except DHT (C4), JPG (C8), DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((b[i + 5] ?? 0) << 8) | (b[i + 6] ?? 0);
      const width = ((b[i + 7] ?? 0) << 8) | (b[i + 8] ?? 0);
      return width && height ? { width, height } : null;
    }
    i += 2 + length;
  }
  return null;
}

export function sniff(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length >= 24) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const width = view.getUint32(16);
    const height = view.getUint32(20);
    if (!width || !height) return null;
    return { mime: "image/png", ext: "png", kind: "image", width, height };
  }
  if (
    (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
      startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) &&
    bytes.length >= 10
  ) {
    const width = (bytes[6] ?? 0) | ((bytes[7] ?? 0) << 8);
    const height = (bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8);
    if (!width || !height) return null;
    return { mime: "image/gif", ext: "gif", kind: "image", width, height };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(bytes);
    if (!size) return null;
    return { mime: "image/jpeg", ext: "jpg", kind: "image", ...size };
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return { mime: "application/pdf", ext: "pdf", kind: "file", width: null, height: null };
  }
  return null;
}
