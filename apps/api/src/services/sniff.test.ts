import { describe, expect, it } from "vitest";
import { sniff } from "./sniff";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...new TextEncoder().encode(part)] : part,
    ),
  );
const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => [0, 0, ...u16(value)];

/** A PNG's signature and header chunk: `width` × `height`. */
const png = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32(13),
    "IHDR",
    u32(width),
    u32(height),
    [8, 6, 0, 0, 0],
    [0, 0, 0, 0],
  );
/** A GIF's header: `width` × `height`, little-endian. */
const gif = (width: number, height: number) =>
  bytes("GIF89a", [width & 0xff, width >> 8, height & 0xff, height >> 8, 0, 0, 0]);
/** A JPEG: start, a JFIF segment, the frame (SOF0) with `width` × `height`. */
const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe0],
    u16(16),
    "JFIF",
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0],
    u16(17),
    [8],
    u16(height),
    u16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );

describe("sniff", () => {
  it("tells a PNG, a GIF and a JPEG by their bytes, with their size", async () => {
    expect(await sniff(png(640, 480))).toEqual({
      mime: "image/png",
      ext: "png",
      kind: "image",
      width: 640,
      height: 480,
    });
    expect(await sniff(gif(32, 16))).toMatchObject({ mime: "image/gif", width: 32, height: 16 });
    expect(await sniff(jpeg(1200, 900))).toMatchObject({
      mime: "image/jpeg",
      ext: "jpg",
      width: 1200,
      height: 900,
    });
  });

  it("tells a PDF", async () => {
    expect(await sniff(bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"))).toMatchObject({
      mime: "application/pdf",
      kind: "file",
    });
  });

  it("refuses a picture of no size, a JPEG cut before its frame, and what is not one of the four", async () => {
    expect(await sniff(png(0, 480))).toBeNull();
    expect(await sniff(jpeg(1200, 900).subarray(0, 12))).toBeNull();
    expect(
      await sniff(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeNull();
    expect(await sniff(bytes("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(await sniff(bytes([0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0]))).toBeNull();
    expect(await sniff(bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8 "))).toBeNull();
  });
});
