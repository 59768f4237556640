// The pending account's documents (000 §2: the pending modal adds and removes them). The modal keeps
// the two lists of the creation form (account statement, bank certificate) and, after each change,
// replaces the account's documents on the server with every uploaded file typed by its list. The
// contract takes at least one document, so removing the last one is refused before any call.
import type { BankAccount, Schema } from "@causeway/api-client";
import { existingUpload, isImageFile, uploadedFiles } from "@causeway/rules";
import type { BankAccountDocuments } from "../BankAccountForm/bank-account-form";

export type DocumentRef = Schema<"BankAccountDocumentRef">;

/** The account's stored documents as two lists of finished uploads. */
export function documentsOfAccount(account: Pick<BankAccount, "documents">): BankAccountDocuments {
  const of = (type: DocumentRef["type"]) =>
    account.documents
      .filter((document) => document.type === type)
      .map(({ media }) => {
        const upload = existingUpload({ id: media.id, name: media.name, path: media.path });
        // A stored PDF shows a file icon, a stored image its picture.
        return isImageFile(upload) ? upload : { ...upload, mimeType: "application/pdf" };
      });
  return { account: of("account"), certificate: of("certificate") };
}

/** The references the server keeps: uploaded files only, each typed by the list it is in. */
export function documentRefs(documents: BankAccountDocuments): DocumentRef[] {
  return [
    ...uploadedFiles(documents.account).map((u) => ({ id: u.mediaId, type: "account" as const })),
    ...uploadedFiles(documents.certificate).map((u) => ({
      id: u.mediaId,
      type: "certificate" as const,
    })),
  ];
}

const keyOf = (ref: DocumentRef) => `${ref.type}:${ref.id}`;

/** Whether two reference lists name the same documents (order does not matter). */
export function sameDocuments(a: readonly DocumentRef[], b: readonly DocumentRef[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(keyOf));
  return b.every((ref) => keys.has(keyOf(ref)));
}

export type DocumentsChange =
  /** Nothing the server keeps changed (a file still uploading, or one that failed). */
  | { kind: "unchanged" }
  /** Replace the account's documents with these. */
  | { kind: "save"; documents: DocumentRef[] }
  /** The change would leave the account without any document: refuse it. */
  | { kind: "keep-one" };

/** What a change of the lists means for the server, given what it holds now. */
export function documentsChange(
  saved: readonly DocumentRef[],
  next: BankAccountDocuments,
): DocumentsChange {
  const documents = documentRefs(next);
  if (sameDocuments(saved, documents)) return { kind: "unchanged" };
  if (documents.length === 0) return { kind: "keep-one" };
  return { kind: "save", documents };
}
