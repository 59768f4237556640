"use client";
import { uploadMutations } from "@causeway/api-client";
import {
  type Upload,
  type UploadAction,
  type UploadPurpose,
  uploadsReducer,
} from "@causeway/rules";
import { MutationObserver, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { uploadRouteOf } from "./upload-route";

/** What an upload answers: the media id and, for an image, where it can be shown from. */
export interface UploadResult {
  id: number;
  path?: string | null;
}

/** Sends one file; may report progress (0 to 1) when the transport can measure it. */
export type UploadFn = (
  file: File,
  onProgress: (progress: number) => void,
) => Promise<UploadResult>;

/**
 * The default transport: the API client. Documents and invoices, pictures included, go to
 * /resources/file, stored private (as an invoice for the invoice purpose, which takes office
 * documents and text files too); without a purpose, a picture goes to /resources/image (public).
 */
export function useApiUpload(purpose?: UploadPurpose): UploadFn {
  const queryClient = useQueryClient();
  return useCallback(
    async (file) => {
      if (uploadRouteOf(file, purpose) === "image") {
        const images = await new MutationObserver(queryClient, uploadMutations.image()).mutate(
          file,
        );
        const image = images[0];
        if (!image) throw new Error("No image in the answer");
        return { id: image.id, path: image.path };
      }
      const mutation = purpose === "invoice" ? uploadMutations.invoice() : uploadMutations.file();
      const files = await new MutationObserver(queryClient, mutation).mutate(file);
      const stored = files[0];
      if (!stored) throw new Error("No file in the answer");
      return { id: stored.id, path: stored.path };
    },
    [queryClient, purpose],
  );
}

/** A dispatch over the uploads reducer for a list held elsewhere (a form field, a state hook). */
export function useUploadsDispatch(
  value: readonly Upload[],
  onChange: (next: readonly Upload[]) => void,
): (action: UploadAction) => void {
  const latest = useRef(value);
  latest.current = value;
  const change = useRef(onChange);
  change.current = onChange;
  return useCallback((action: UploadAction) => {
    const next = uploadsReducer(latest.current, action);
    if (next === latest.current) return;
    latest.current = next;
    change.current(next);
  }, []);
}
