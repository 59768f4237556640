/** The file name a certificate is saved under: the server's (Content-Disposition), else ours. */
export function certificateFileName(disposition: string | null, year: number | null): string {
  const quoted = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];
  const name = quoted ? decodeURIComponentSafe(quoted.trim()) : "";
  if (/^[\w.-]+\.pdf$/i.test(name)) return name;
  return `causeway-certificate-${year ?? "all-years"}.pdf`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
