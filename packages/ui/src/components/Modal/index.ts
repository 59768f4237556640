export { Modal, type ModalProps } from "./Modal";
export { NativeDialog, type NativeDialogProps } from "./NativeDialog";
