// The PDF certificate of a processed donation, drawn with pdf-lib in Inter, embedded as a subset
// of the glyphs used (certificate-fonts.ts), so a donor or campaign name in any of the 14
// languages draws.
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { embedCertificateFonts } from "./certificate-fonts";

export interface CertificateData {
  /** The certificate's number, printed and used as the document's subject. */
  number: string;
  /** The donor's name, or "Anonymous" for an anonymous donation. */
  donor: string;
  campaign: string;
  /** The amount formatted in the campaign currency. */
  amount: string;
  /** The date of the donation, formatted. */
  date: string;
}

/** The certificate number of a donation: CW-<year>-<id, 6 digits at least>. */
export const certificateNumber = (id: number, createdAt: Date | string) =>
  `CW-${new Date(createdAt).getUTCFullYear()}-${String(id).padStart(6, "0")}`;

const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.38, 0.42, 0.5);
const ACCENT = rgb(0.13, 0.45, 0.38);

/** Centred text, shrunk to fit the page's width when a name is long. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const { width } = page.getSize();
  const room = width - 120;
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(text, fitted) > room) fitted -= 1;
  const w = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (width - w) / 2, y, size: fitted, font, color });
}

/** The headers of a certificate download. */
export const pdfHeaders = (number: string) => ({
  "Content-Type": "application/pdf",
  "Content-Disposition": `attachment; filename="causeway-certificate-${number}.pdf"`,
  "Cache-Control": "private, no-store",
});

/**
 * A one-page A4 landscape document with the frame, the title, the number of a certificate and
 * whom it certifies.
 */
async function certificatePage(title: string, number: string, donor: string) {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedCertificateFonts(doc);
  doc.setTitle(`${title} ${number}`);
  doc.setSubject(number);
  doc.setAuthor("Causeway");
  doc.setCreator("Causeway");
  doc.setProducer("Causeway (pdf-lib)");
  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: ACCENT,
    borderWidth: 2,
  });
  centred(page, "Causeway", height - 90, bold, 20, ACCENT);
  centred(page, title, height - 150, bold, 34);
  page.drawText(`Certificate no. ${number}`, {
    x: 60,
    y: 60,
    size: 11,
    font: regular,
    color: MUTED,
  });
  centred(page, "This certifies that", height - 210, regular, 14, MUTED);
  centred(page, donor, height - 252, bold, 28);
  return { doc, page, height, regular, bold };
}

/** A donation's certificate: one page. */
export async function renderCertificate(data: CertificateData): Promise<Uint8Array> {
  const { doc, page, height, regular, bold } = await certificatePage(
    "Certificate of donation",
    data.number,
    data.donor,
  );
  centred(page, "donated", height - 292, regular, 14, MUTED);
  centred(page, data.amount, height - 332, bold, 26, ACCENT);
  centred(page, "to the campaign", height - 372, regular, 14, MUTED);
  centred(page, data.campaign, height - 410, bold, 22);
  centred(page, `on ${data.date}`, height - 450, regular, 14, MUTED);
  return doc.save();
}

export interface DonorCertificateData {
  number: string;
  donor: string;
  /** "in 2026", or "on Causeway" for every year. */
  period: string;
  count: number;
  /** One formatted total per currency. */
  totals: string[];
}

/** A donor's certificate of the donations of a year (or of all years): one page. */
export async function renderDonorCertificate(data: DonorCertificateData): Promise<Uint8Array> {
  const { doc, page, height, regular, bold } = await certificatePage(
    "Certificate of donations",
    data.number,
    data.donor,
  );
  const made = data.count === 1 ? "made 1 donation" : `made ${data.count} donations`;
  centred(page, `${made} ${data.period}, in total`, height - 292, regular, 14, MUTED);
  const totals = data.totals.length ? data.totals : ["—"];
  totals.slice(0, 6).forEach((total, i) => {
    centred(page, total, height - 334 - i * 32, bold, 24, ACCENT);
  });
  return doc.save();
}

/**
 * The origin a link answered to a request is built on: PUBLIC_URL when it was given, else the
 * origin the request reached (a site opened on 127.0.0.1 gets 127.0.0.1 links, not localhost's).
 */
export function linkOrigin(
  requestUrl: string,
  config: { publicUrl: string; publicUrlGiven: boolean },
): string {
  if (config.publicUrlGiven) return config.publicUrl.replace(/\/+$/, "");
  try {
    return new URL(requestUrl).origin;
  } catch {
    return config.publicUrl.replace(/\/+$/, "");
  }
}

/**
 * The link to a donation's certificate. It carries the payment id when the caller may see it (a
 * guest donor holding it, the donor, staff): a browser opening the link sends no token, so the
 * link has to bring its own proof.
 */
export function certificateUrl(origin: string, donationId: number, paymentId: string): string {
  const proof = paymentId ? `?payment_id=${encodeURIComponent(paymentId)}` : "";
  return `${origin}/api/v2/donation/${donationId}/certificate.pdf${proof}`;
}
