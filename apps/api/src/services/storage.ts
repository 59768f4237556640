import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import { randomToken } from "../lib/security";

/** A new key under `folder`: 16 random bytes (128 bits), so no one can guess a stored name. */
export const newStorageKey = (folder: string, ext: string) => `${folder}/${randomToken(16)}.${ext}`;

/** Where upload bytes live. Local folder by default; an S3-compatible store fits the same shape. */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    const clean = normalize(key).replace(/^(\.\.(\/|\\|$))+/, "");
    if (clean.startsWith("/") || clean.includes("..")) throw new Error("bad storage key");
    return join(this.root, clean);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.path(key));
    } catch {
      return null;
    }
  }
}

export class MemoryStorage implements Storage {
  readonly files = new Map<string, Uint8Array>();
  async put(key: string, bytes: Uint8Array) {
    this.files.set(key, bytes);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
}
