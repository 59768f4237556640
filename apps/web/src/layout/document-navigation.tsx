import { createContext, type ReactNode, useContext } from "react";

/** Loads a page as a whole new document (not a client-side navigation). */
export type LoadDocument = (href: string) => void;

const browserLoad: LoadDocument = (href) => window.location.assign(href);

const DocumentNavigationContext = createContext<LoadDocument | null>(null);

/**
 * Gives a part of the app another way of loading a document: a story records where the page would
 * go instead of leaving the story.
 */
export function DocumentNavigationProvider({
  load,
  children,
}: {
  load: LoadDocument;
  children: ReactNode;
}) {
  return (
    <DocumentNavigationContext.Provider value={load}>{children}</DocumentNavigationContext.Provider>
  );
}

/**
 * How to load a whole document: the browser's, unless a provider above gives another. Entering
 * and leaving the staff console and switching who the site runs as load the document anew, so no
 * page keeps state (a cache, a socket) from before the switch.
 */
export function useLoadDocument(): LoadDocument {
  return useContext(DocumentNavigationContext) ?? browserLoad;
}
