export {
  AlertDialog,
  AlertDialogContent,
  type AlertDialogContentProps,
  type AlertDialogProps,
  AlertDialogTrigger,
  type AlertDialogVariant,
} from "./AlertDialog";
