"use client";
export {
  WithdrawCreatedModal,
  type WithdrawCreatedModalProps,
  WithdrawEditedModal,
  type WithdrawEditedModalProps,
} from "./WithdrawSuccessModals";
