// Uploads in an S3-compatible bucket (issue 17): AWS S3, or any server speaking its API (MinIO,
// Ceph, Garage, a cloud's object storage; s3rver in the two-instance test). Loaded only when
// S3_BUCKET is set. Objects are written private (no ACL): the bucket is never read by browsers
// directly. Every file is served by the API's /media/* route, which checks a private document's
// signature or its owner's token and gives public images their year-long cache headers, so a CDN
// in front of the site caches the public ones and never the private ones.
import {
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config";
import type { Storage } from "./storage-types";

const TYPES: Record<string, string> = {
  png: "image/png",
  gif: "image/gif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};

export class S3Storage implements Storage {
  readonly describe: string;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.describe = `s3:${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // A failing store should answer the request, not hold it: one retry, then the error.
      maxAttempts: 2,
    });
  }

  private key(key: string): string {
    if (key.startsWith("/") || key.split("/").includes("..")) throw new Error("bad storage key");
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array, contentType?: string): Promise<void> {
    const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(key),
        Body: bytes,
        ContentType: contentType ?? TYPES[ext] ?? "application/octet-stream",
      }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        return null;
      throw error;
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  /** Closes the client's connections (shutdown). */
  close(): void {
    this.client.destroy();
  }
}
