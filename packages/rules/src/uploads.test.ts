import { describe, expect, it } from "vitest";
import { upload } from "./test-fixtures";
import {
  acceptsFile,
  existingUpload,
  hasFailedUploads,
  hasPendingUploads,
  invoiceRefs,
  type Upload,
  type UploadAction,
  uploadedFiles,
  uploadsReducer,
} from "./uploads";

const run = (actions: UploadAction[], from: readonly Upload[] = []) =>
  actions.reduce(uploadsReducer, from);
const start: UploadAction = { type: "started", key: "a", name: "scan.jpg", mimeType: "image/jpeg" };

describe("uploadsReducer", () => {
  it.each([
    { steps: [start], status: "fetching", mediaId: null, error: null },
    {
      steps: [start, { type: "succeeded", key: "a", mediaId: 77, path: "/m/77.jpg" }],
      status: "done",
      mediaId: 77,
      error: null,
    },
    {
      steps: [start, { type: "failed", key: "a", error: "File too large" }],
      status: "errored",
      mediaId: null,
      error: "File too large",
    },
    // done and errored are final: a late answer does not change them.
    {
      steps: [
        start,
        { type: "failed", key: "a", error: "Timeout" },
        { type: "succeeded", key: "a", mediaId: 9 },
      ],
      status: "errored",
      mediaId: null,
      error: "Timeout",
    },
    {
      steps: [
        start,
        { type: "succeeded", key: "a", mediaId: 9 },
        { type: "failed", key: "a", error: "x" },
      ],
      status: "done",
      mediaId: 9,
      error: null,
    },
  ] as Array<{
    steps: UploadAction[];
    status: string;
    mediaId: number | null;
    error: string | null;
  }>)("$steps.length step(s) -> $status", ({ steps, status, mediaId, error }) => {
    const [file] = run(steps);
    expect(file).toMatchObject({ status, mediaId, error });
  });

  it("progress only moves forward and stays within 0..1", () => {
    const files = run([
      start,
      { type: "progressed", key: "a", progress: 0.6 },
      { type: "progressed", key: "a", progress: 0.3 },
    ]);
    expect(files[0]?.progress).toBe(0.6);
    expect(run([start, { type: "progressed", key: "a", progress: 4 }])[0]?.progress).toBe(1);
  });

  it("removing a file drops it; other files stay", () => {
    const files = run([start, { ...start, key: "b" }, { type: "removed", key: "a" }]);
    expect(files.map((f) => f.key)).toEqual(["b"]);
  });

  it("restored replaces the list with files already on the server", () => {
    const restored = [existingUpload({ id: 5602, path: "/media/files/invoice-2026-118.pdf" })];
    expect(run([start, { type: "restored", uploads: restored }])).toEqual([
      {
        key: "media-5602",
        name: "invoice-2026-118.pdf",
        mimeType: "",
        status: "done",
        progress: 1,
        mediaId: 5602,
        path: "/media/files/invoice-2026-118.pdf",
        error: null,
      },
    ]);
  });
});

describe("upload selectors", () => {
  it.each([
    { files: [], pending: false, failed: false, counted: 0 },
    { files: [upload("fetching")], pending: true, failed: false, counted: 0 },
    { files: [upload("errored")], pending: false, failed: true, counted: 0 },
    { files: [upload("done")], pending: false, failed: false, counted: 1 },
    // A file marked done without a media id does not count.
    { files: [upload("done", { mediaId: null })], pending: false, failed: false, counted: 0 },
    {
      files: [upload("done"), upload("done"), upload("fetching")],
      pending: true,
      failed: false,
      counted: 2,
    },
  ])(
    "$files.length file(s): pending $pending, failed $failed, $counted counted",
    ({ files, pending, failed, counted }) => {
      expect(hasPendingUploads(files)).toBe(pending);
      expect(hasFailedUploads(files)).toBe(failed);
      expect(uploadedFiles(files)).toHaveLength(counted);
    },
  );

  it("invoice refs keep only files with a media id, typed image or file", () => {
    const files = [
      upload("done", { mediaId: 1, mimeType: "image/png", name: "receipt.png" }),
      upload("done", { mediaId: 2, mimeType: "application/pdf" }),
      upload("done", { mediaId: 3, mimeType: "", name: "photo.JPG" }),
      upload("done", { mediaId: null }),
      upload("fetching"),
      upload("errored"),
    ];
    expect(invoiceRefs(files)).toEqual([
      { id: 1, type: "image" },
      { id: 2, type: "file" },
      { id: 3, type: "image" },
    ]);
  });
});

describe("acceptsFile", () => {
  it.each([
    { purpose: "invoice", mimeType: "image/jpeg", name: "a.jpg", accepted: true },
    { purpose: "invoice", mimeType: "application/pdf", name: "a.pdf", accepted: true },
    { purpose: "invoice", mimeType: "application/vnd.ms-excel", name: "a.xls", accepted: true },
    { purpose: "invoice", mimeType: "", name: "Rechnung 42.DOCX", accepted: true },
    { purpose: "invoice", mimeType: "text/csv", name: "payments.csv", accepted: true },
    { purpose: "invoice", mimeType: "image/heic", name: "IMG_0042.HEIC", accepted: true },
    {
      purpose: "invoice",
      mimeType: "application/x-msdownload",
      name: "invoice.exe",
      accepted: false,
    },
    { purpose: "invoice", mimeType: "application/zip", name: "invoices.zip", accepted: false },
    { purpose: "document", mimeType: "application/pdf", name: "a.pdf", accepted: true },
    { purpose: "document", mimeType: "image/png", name: "a.png", accepted: true },
    { purpose: "document", mimeType: "application/zip", name: "a.zip", accepted: false },
    { purpose: "document", mimeType: "", name: "statement.PDF", accepted: true },
    { purpose: "post-image", mimeType: "image/png", name: "a.png", accepted: true },
    { purpose: "post-image", mimeType: "image/gif", name: "a.gif", accepted: true },
    { purpose: "post-image", mimeType: "image/jpeg", name: "a.jpg", accepted: true },
    { purpose: "post-image", mimeType: "image/webp", name: "a.webp", accepted: false },
    { purpose: "post-image", mimeType: "application/pdf", name: "a.pdf", accepted: false },
    { purpose: "avatar", mimeType: "image/svg+xml", name: "a.svg", accepted: false },
  ] as const)("$purpose takes $name ($mimeType): $accepted", ({ purpose, accepted, ...file }) => {
    expect(acceptsFile(purpose, file)).toBe(accepted);
  });
});
