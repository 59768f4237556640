import type { BankAccount } from "@causeway/api-client";
import { existingUpload, type Upload } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import {
  documentRefs,
  documentsChange,
  documentsOfAccount,
  sameDocuments,
} from "./bank-account-documents";

const done = (id: number, name = `doc-${id}.pdf`) =>
  existingUpload({ id, name, mimeType: "application/pdf" });
const fetching: Upload = {
  ...done(0),
  key: "up-1",
  status: "fetching",
  mediaId: null,
  progress: 0.3,
};
const errored: Upload = { ...done(0), key: "up-2", status: "errored", mediaId: null, error: "x" };

describe("documentsOfAccount", () => {
  const account = {
    documents: [
      {
        media: { id: 1, path: "/media/files/statement.pdf", name: "statement.pdf" },
        type: "account",
      },
      { media: { id: 2, path: "/media/images/cert.png" }, type: "certificate" },
      { media: { id: 3, path: "/media/files/cert.pdf", name: "cert.pdf" }, type: "certificate" },
    ],
  } as Pick<BankAccount, "documents">;
  const lists = documentsOfAccount(account);

  it.each([
    { list: "account", names: ["statement.pdf"], ids: [1] },
    { list: "certificate", names: ["cert.png", "cert.pdf"], ids: [2, 3] },
  ] as const)("$list holds $names", ({ list, names, ids }) => {
    expect(lists[list].map((u) => u.name)).toEqual(names);
    expect(lists[list].map((u) => u.mediaId)).toEqual(ids);
    expect(lists[list].every((u) => u.status === "done")).toBe(true);
  });

  it("types a stored PDF as a file and keeps an image an image", () => {
    expect(lists.account[0]?.mimeType).toBe("application/pdf");
    expect(lists.certificate[0]?.mimeType).toBe("");
  });
});

describe("documentRefs", () => {
  it.each([
    { name: "nothing", account: [], certificate: [], refs: [] },
    {
      name: "both lists, typed by list",
      account: [done(1)],
      certificate: [done(2)],
      refs: [
        { id: 1, type: "account" },
        { id: 2, type: "certificate" },
      ],
    },
    {
      name: "uploading and failed files do not count",
      account: [fetching, done(1)],
      certificate: [errored],
      refs: [{ id: 1, type: "account" }],
    },
  ])("$name", ({ account, certificate, refs }) => {
    expect(documentRefs({ account, certificate })).toEqual(refs);
  });
});

describe("sameDocuments", () => {
  it.each([
    { a: [], b: [], same: true },
    { a: [{ id: 1, type: "account" }], b: [{ id: 1, type: "account" }], same: true },
    {
      a: [
        { id: 1, type: "account" },
        { id: 2, type: "certificate" },
      ],
      b: [
        { id: 2, type: "certificate" },
        { id: 1, type: "account" },
      ],
      same: true,
    },
    { a: [{ id: 1, type: "account" }], b: [{ id: 1, type: "certificate" }], same: false },
    { a: [{ id: 1, type: "account" }], b: [], same: false },
  ] as const)("$a vs $b -> $same", ({ a, b, same }) => {
    expect(sameDocuments(a, b)).toBe(same);
  });
});

describe("documentsChange", () => {
  const saved = [{ id: 1, type: "certificate" as const }];
  it.each([
    {
      name: "a file still uploading changes nothing yet",
      next: { account: [fetching], certificate: [done(1)] },
      change: { kind: "unchanged" },
    },
    {
      name: "a failed file changes nothing",
      next: { account: [errored], certificate: [done(1)] },
      change: { kind: "unchanged" },
    },
    {
      name: "an added file saves the whole list",
      next: { account: [done(7)], certificate: [done(1)] },
      change: {
        kind: "save",
        documents: [
          { id: 7, type: "account" },
          { id: 1, type: "certificate" },
        ],
      },
    },
    {
      name: "a removed file saves the rest",
      next: { account: [], certificate: [done(1)] },
      from: [...saved, { id: 7, type: "account" as const }],
      change: { kind: "save", documents: [{ id: 1, type: "certificate" }] },
    },
    {
      name: "removing the last document is refused",
      next: { account: [], certificate: [] },
      change: { kind: "keep-one" },
    },
    {
      name: "removing the last done one while another uploads is refused",
      next: { account: [fetching], certificate: [] },
      change: { kind: "keep-one" },
    },
  ])("$name", ({ next, from, change }) => {
    expect(documentsChange(from ?? saved, next)).toEqual(change);
  });
});
