/**
 * Where upload bytes live: the local folder by default, an S3-compatible bucket when S3_BUCKET is
 * set (s3-storage.ts). Every instance of a deployment must see the same store: two servers with
 * their own local folders cannot serve each other's uploads.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Throws when the store cannot be reached or written (the readiness check, /readyz). */
  check(): Promise<void>;
  /** Where the bytes are, for logs: "local:/path" or "s3:bucket". */
  readonly describe: string;
  /** Lets go of connections (shutdown). */
  close?(): void;
}
