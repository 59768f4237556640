"use client";
import { createContext, type ReactNode, useContext, useState } from "react";
import { UNSAFE_PortalProvider } from "react-aria/PortalProvider";

const PortalContainerContext = createContext<HTMLElement | null>(null);

export interface PortalContainerProviderProps {
  /** The element to draw into; null: the end of `<body>`, as outside any dialog. */
  container: HTMLElement | null;
  children: ReactNode;
}

/**
 * Draws what opens inside `children` and floats (react-aria's lists of Select and ComboBox,
 * Radix's menus, popovers and tooltips) into `container` instead of at the end of `<body>`.
 * Outside a modal `<dialog>` everything is inert, and outside Radix's dialog the pointer is shut
 * out, so a list drawn there is seen but cannot be tapped: every modal dialog of ui draws what
 * opens inside it into its own FloatingLayer.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return (
    <PortalContainerContext.Provider value={container}>
      <UNSAFE_PortalProvider getContainer={container ? () => container : null}>
        {children}
      </UNSAFE_PortalProvider>
    </PortalContainerContext.Provider>
  );
}

/** Where a Radix portal opened here draws (its `container`); undefined: the end of `<body>`. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}

/**
 * `children`, then a layer over the whole viewport that what they open is drawn into: inside
 * the dialog that renders it (so reachable), fixed at the viewport's corner (so lists and menus
 * are placed, flipped and shifted as at the end of `<body>`), and letting the pointer through
 * except on what is drawn in it. A host that puts our fields in a modal dialog of its own (not
 * transformed) renders this inside it, around them.
 */
export function FloatingLayer({ children }: { children: ReactNode }) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  return (
    <PortalContainerProvider container={layer}>
      {children}
      <div
        ref={setLayer}
        data-slot="floating-layer"
        className="cw:pointer-events-none cw:fixed cw:inset-0 cw:*:pointer-events-auto"
      />
    </PortalContainerProvider>
  );
}
