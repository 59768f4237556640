export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  type DialogProps,
  DialogTrigger,
  dialogContentVariants,
} from "./Dialog";
