"use client";
import { uploadMutations } from "@causeway/api-client";
import { acceptsFile, type Upload, uploadsReducer } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";

/** Sends one image; answers its media id and where it can be shown from. */
export type PostImageUpload = (file: File) => Promise<{ id: number; path?: string | null }>;

let counter = 0;

/**
 * The creator's images: each goes fetching -> done | errored through the uploads reducer of the
 * rules, with a local preview shown once its upload has returned. Files that are not png, gif or
 * jpeg are refused and reported through `onRefused`. An image chosen here can be cropped and turned
 * (`replace`): the new picture is uploaded in its place and keeps its position. `initial` holds the
 * images of a post being edited (already on the server; shown from their path).
 */
export function usePostImages(options: {
  upload?: PostImageUpload;
  onRefused: (name: string) => void;
  initial?: readonly Upload[];
}) {
  const mutation = useMutation(uploadMutations.image());
  const [images, dispatch] = useReducer(uploadsReducer, options.initial ?? []);
  const current = useRef(images);
  current.current = images;
  const previews = useRef(new Map<string, string>());
  const files = useRef(new Map<string, File>());
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

  const forget = useCallback((key: string) => {
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      files.current.set(key, file);
      upload(file).then(
        (stored) => {
          // Removed (or replaced again) meanwhile: this answer is not the tile's any more.
          if (files.current.get(key) !== file) return;
          forget(key);
          previews.current.set(key, URL.createObjectURL(file));
          dispatch({ type: "succeeded", key, mediaId: stored.id, path: stored.path ?? null });
        },
        () => {
          if (files.current.get(key) === file)
            dispatch({ type: "failed", key, error: "forms.post.images.failed" });
        },
      );
    },
    [upload, forget],
  );

  const add = useCallback(
    (chosen: readonly File[]) => {
      for (const file of chosen) {
        if (!acceptsFile("post-image", { mimeType: file.type, name: file.name })) {
          onRefused(file.name);
          continue;
        }
        counter += 1;
        const key = `post-image-${counter}`;
        dispatch({ type: "started", key, name: file.name, mimeType: file.type });
        send(key, file);
      }
    },
    [send, onRefused],
  );

  /** The cropped or turned picture of an image, uploaded in its place. */
  const replace = useCallback(
    (key: string, file: File) => {
      dispatch({
        type: "restored",
        uploads: current.current.map((image) =>
          image.key === key
            ? {
                ...image,
                status: "fetching",
                progress: 0,
                mediaId: null,
                path: null,
                error: null,
              }
            : image,
        ),
      });
      send(key, file);
    },
    [send],
  );

  const remove = useCallback(
    (key: string) => {
      forget(key);
      files.current.delete(key);
      dispatch({ type: "removed", key });
    },
    [forget],
  );

  const reset = useCallback(() => {
    for (const key of [...previews.current.keys()]) forget(key);
    files.current.clear();
    dispatch({ type: "restored", uploads: [] });
  }, [forget]);

  /** Images already on the server (a kept draft's), in place of the current ones. */
  const restore = useCallback((uploads: readonly Upload[]) => {
    files.current.clear();
    dispatch({ type: "restored", uploads });
  }, []);

  useEffect(
    () => () => {
      for (const key of [...previews.current.keys()]) forget(key);
    },
    [forget],
  );

  const previewOf = (image: Upload) => previews.current.get(image.key) ?? image.path;
  /** The file chosen here for an image (none for an image of the post being edited). */
  const fileOf = (key: string) => files.current.get(key) ?? null;
  return { images, add, remove, replace, restore, reset, previewOf, fileOf };
}
