export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface FileRules {
  /** MIME types (image/png) or wildcards (image/*); empty or absent: anything. */
  accept?: readonly string[];
  /** Bytes per file. */
  maxSize?: number;
  multiple?: boolean;
}

export type Rejection = { name: string; reason: "type" | "size" | "multiple" };

const EXTENSIONS: Record<string, readonly string[]> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
};

/** The browser's MIME type, or one guessed from the extension when the browser gives none. */
function typeOf(file: FileLike): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return Object.entries(EXTENSIONS).find(([, list]) => list.includes(extension))?.[0] ?? "";
}

function accepts(accept: readonly string[] | undefined, file: FileLike): boolean {
  if (!accept || accept.length === 0) return true;
  const type = typeOf(file);
  return accept.some((rule) =>
    rule.endsWith("/*") ? type.startsWith(rule.slice(0, -1)) : rule.toLowerCase() === type,
  );
}

/**
 * Splits picked or dropped files into the accepted and the rejected (with the reason), by the
 * browser's type and the size. A first, friendly check only: the server checks the bytes.
 */
export function checkFiles<F extends FileLike>(files: readonly F[], rules: FileRules) {
  const accepted: F[] = [];
  const rejected: Rejection[] = [];
  for (const file of files) {
    if (!rules.multiple && accepted.length === 1) {
      rejected.push({ name: file.name, reason: "multiple" });
    } else if (!accepts(rules.accept, file)) {
      rejected.push({ name: file.name, reason: "type" });
    } else if (rules.maxSize !== undefined && file.size > rules.maxSize) {
      rejected.push({ name: file.name, reason: "size" });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
