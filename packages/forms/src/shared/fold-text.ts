/** Lower-cased, accents dropped, so "forint" finds "Forint" and "zloty" finds "złoty". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .toLocaleLowerCase("en")
    .trim();
}
