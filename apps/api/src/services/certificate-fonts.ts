// The certificate's fonts: static Inter (Google Fonts' build, from @expo-google-fonts/inter: Latin,
// Cyrillic, Greek, every letter of the 14 languages), embedded as a subset of the glyphs used.
//
// The subset is made by fontkit 2, not by pdf-lib's own fork (@pdf-lib/fontkit 1.1.1, unmaintained):
// the fork writes a TrueType subset's `loca` table in the short format without padding the glyphs
// to even lengths, so every glyph after an odd-sized one is read from the wrong place and most
// letters drew blank in Chromium's viewer and in Ghostscript (issue 25; fixed in fontkit 1.8).
// pdf-lib takes any fontkit of the same shape; the one difference, that pdf-lib reads a subset
// as a stream where fontkit 2 answers its bytes, is bridged here.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import * as fontkit from "fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

type PdfLibFontkit = Parameters<PDFDocument["registerFontkit"]>[0];

/** fontkit 2 as pdf-lib asks for it: a subset handed over as a stream of its bytes. */
export const subsettingFontkit: PdfLibFontkit = {
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName);
    const subsetOf = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset() {
        const subset = subsetOf();
        return {
          cff: subset.cff,
          includeGlyph: (glyph: Parameters<typeof subset.includeGlyph>[0]) =>
            subset.includeGlyph(glyph),
          // Encoded when read, after pdf-lib has included every glyph the document draws.
          encodeStream: () =>
            Readable.from(
              (function* () {
                yield subset.encode();
              })(),
            ),
        };
      },
    });
  },
};

const require = createRequire(import.meta.url);
let files: { regular: Uint8Array; bold: Uint8Array } | null = null;

/** The font files (TrueType, whole), read once per process. */
export function certificateFontFiles() {
  files ??= {
    regular: readFileSync(
      require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
    ),
    bold: readFileSync(require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf")),
  };
  return files;
}

/** Inter regular and bold, embedded in `doc` as subsets of what it draws. */
export async function embedCertificateFonts(
  doc: PDFDocument,
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(subsettingFontkit);
  const { regular, bold } = certificateFontFiles();
  const [r, b] = await Promise.all([
    doc.embedFont(regular, { subset: true }),
    doc.embedFont(bold, { subset: true }),
  ]);
  return { regular: r, bold: b };
}
