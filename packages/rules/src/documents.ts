// The documents-or-comment rule of the provider and owner withdrawal forms (000 §5): either
// documents are available, with at least one uploaded and none uploading or failed, or they are
// declared unavailable and the comment says why.
import { BLOCKER, type FormBlocker } from "./messages";
import { hasFailedUploads, hasPendingUploads, type Upload, uploadedFiles } from "./uploads";

export interface DocumentsInput {
  invoiceNotAvailable: boolean;
  invoices: readonly Upload[];
  comment: string;
}

export function documentsBlockers({
  invoiceNotAvailable,
  invoices,
  comment,
}: DocumentsInput): FormBlocker[] {
  if (invoiceNotAvailable) return comment.trim() === "" ? [BLOCKER.comment] : [];
  const blockers: FormBlocker[] = [];
  if (hasPendingUploads(invoices)) blockers.push(BLOCKER.documentsUploading);
  if (hasFailedUploads(invoices)) blockers.push(BLOCKER.documentsFailed);
  if (uploadedFiles(invoices).length === 0) blockers.push(BLOCKER.documents);
  return blockers;
}
