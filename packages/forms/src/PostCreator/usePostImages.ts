"use client";
import { uploadMutations } from "@causeway/api-client";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { acceptsFile, type Upload, uploadsReducer } from "../rules";

/** Sends one image; answers its media id and where it can be shown from. */
export type PostImageUpload = (file: File) => Promise<{ id: number; path?: string | null }>;

let counter = 0;

/**
 * The creator's images: each goes fetching -> done | errored through the uploads reducer of the
 * rules, with a local preview shown once its upload has returned. Files that are not png, gif or
 * jpeg are refused and reported through `onRefused`.
 */
export function usePostImages(options: {
  upload?: PostImageUpload;
  onRefused: (name: string) => void;
}) {
  const mutation = useMutation(uploadMutations.image());
  const [images, dispatch] = useReducer(uploadsReducer, [] as readonly Upload[]);
  const previews = useRef(new Map<string, string>());
  const { upload: custom, onRefused } = options;

  const upload: PostImageUpload = useCallback(
    async (file) => {
      if (custom) return custom(file);
      const answer = await mutation.mutateAsync(file);
      const image = answer[0];
      if (!image) throw new Error("No image in the answer");
      return { id: image.id, path: image.path };
    },
    [custom, mutation.mutateAsync],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        if (!acceptsFile("post-image", { mimeType: file.type, name: file.name })) {
          onRefused(file.name);
          continue;
        }
        counter += 1;
        const key = `post-image-${counter}`;
        dispatch({ type: "started", key, name: file.name, mimeType: file.type });
        upload(file).then(
          (stored) => {
            previews.current.set(key, URL.createObjectURL(file));
            dispatch({ type: "succeeded", key, mediaId: stored.id, path: stored.path ?? null });
          },
          () => dispatch({ type: "failed", key, error: "forms.post.images.failed" }),
        );
      }
    },
    [upload, onRefused],
  );

  const forget = useCallback((key: string) => {
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
  }, []);

  const remove = useCallback(
    (key: string) => {
      forget(key);
      dispatch({ type: "removed", key });
    },
    [forget],
  );

  const reset = useCallback(() => {
    for (const key of [...previews.current.keys()]) forget(key);
    dispatch({ type: "restored", uploads: [] });
  }, [forget]);

  useEffect(() => () => reset(), [reset]);

  const previewOf = (image: Upload) => previews.current.get(image.key) ?? image.path;
  return { images, add, remove, reset, previewOf };
}
