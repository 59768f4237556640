import { constants } from "node:fs";
import { access, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import type { Config } from "../config";
import { randomToken } from "../lib/security";
import type { Storage } from "./storage-types";

export type { Storage };

/** A new key under `folder`: 16 random bytes (128 bits), so no one can guess a stored name. */
export const newStorageKey = (folder: string, ext: string) => `${folder}/${randomToken(16)}.${ext}`;

export class LocalStorage implements Storage {
  readonly describe: string;
  constructor(private readonly root: string) {
    this.describe = `local:${root}`;
  }

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

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }
}

export class MemoryStorage implements Storage {
  readonly describe = "memory";
  readonly files = new Map<string, Uint8Array>();
  async put(key: string, bytes: Uint8Array) {
    this.files.set(key, bytes);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async check() {}
}

/**
 * The store the configuration names: the bucket of S3_BUCKET (its SDK loaded only then), else the
 * folder `uploads` under DATA_DIR.
 */
export async function storageFromConfig(config: Config): Promise<Storage> {
  if (config.s3) {
    const { S3Storage } = await import("./s3-storage");
    return new S3Storage(config.s3);
  }
  return new LocalStorage(join(config.dataDir, "uploads"));
}
