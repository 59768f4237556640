// fontkit 2 ships no types. What the certificate uses of it: a font as pdf-lib reads one, whose
// subset encodes to bytes (fontkit 2) where pdf-lib asks for a stream (services/certificate-fonts.ts).
declare module "fontkit" {
  import type { PDFDocument } from "pdf-lib";

  type PdfLibFont = ReturnType<Parameters<PDFDocument["registerFontkit"]>[0]["create"]>;

  export interface Subset {
    /** The glyph's id in the subset. */
    includeGlyph(glyph: number | object): number;
    /** The subset font program. */
    encode(): Uint8Array;
    /** Set on the subset of a CFF (OpenType) font. */
    cff?: unknown;
  }

  export type Font = Omit<PdfLibFont, "createSubset"> & { createSubset(): Subset };

  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
