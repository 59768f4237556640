"use client";
export {
  BankAccountPendingModal,
  type BankAccountPendingModalProps,
} from "./BankAccountPendingModal";
export {
  BankAccountRefusedModal,
  type BankAccountRefusedModalProps,
} from "./BankAccountRefusedModal";
export {
  BankAccountVerificationModal,
  type BankAccountVerificationModalProps,
} from "./BankAccountVerificationModal";
export {
  type DocumentRef,
  type DocumentsChange,
  documentRefs,
  documentsChange,
  documentsOfAccount,
} from "./bank-account-documents";
