export { type ToastApi, type ToastOptions, useToast } from "./context";
export { ToastProvider, type ToastProviderProps } from "./Toast";
