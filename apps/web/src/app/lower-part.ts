import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** A part of a page drawn through React.lazy, with the promise of its code. */
export type LowerPart<Props> = LazyExoticComponent<ComponentType<Props>> & {
  readonly loading: Promise<unknown>;
};

/**
 * A part of a page below its first screen (a campaign's updates and donations, a post's comments,
 * a profile's tabs, the home page's lower sections): its own chunk, drawn through React.lazy behind
 * a Suspense boundary of the page. Its code is asked for as soon as the page's module runs, and
 * the page's module waits for it (`await lowerPartsLoaded(…)`), so the page is handed to the router
 * with every part's code there. React hydrates the frame first, then each part by itself, the one
 * a visitor reaches for first; a press on a part React has not hydrated yet makes React hydrate it
 * there and then, and the press is the part's (selective hydration). For that the code must be
 * there without a wait: once loaded, the lazy part resolves at once (its thenable calls back
 * synchronously), never a tick later.
 */
export function lowerPart<Props>(load: () => Promise<ComponentType<Props>>): LowerPart<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  const loading = load().then((component) => {
    loaded = { default: component };
    return loaded;
  });
  const part = lazy(
    () =>
      ({
        // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (see above).
        then: (
          resolve: (module: { default: ComponentType<Props> }) => void,
          reject: (error: unknown) => void,
        ) => (loaded ? resolve(loaded) : loading.then(resolve, reject)),
      }) as unknown as Promise<{ default: ComponentType<Props> }>,
  );
  return Object.assign(part, { loading });
}

/**
 * Once every part's code is here (or failed: the part then shows the page's error when drawn).
 * A page's module awaits it at its top level.
 */
export function lowerPartsLoaded(
  ...parts: readonly { loading: Promise<unknown> }[]
): Promise<void> {
  return Promise.allSettled(parts.map((part) => part.loading)).then(() => {});
}
