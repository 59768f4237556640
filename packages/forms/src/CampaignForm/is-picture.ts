// Whether a file the browser calls an image really is one it can draw (issue 25): a document
// renamed .png passes the type check and left an empty crop frame. The browser decodes it.

/** True when the browser can decode `file` as a picture. */
export async function isPicture(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
