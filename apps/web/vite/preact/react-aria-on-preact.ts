import type { Plugin } from "vite";

/**
 * React Aria builds its collections (list boxes, menus, selects, grids) by rendering items into a
 * document of its own through a portal. React creates their nodes with `createElement`; Preact
 * creates them with `createElementNS` and takes them out with `remove()`, which that document's
 * nodes lack; and it takes a node whose type is a comment's (as React Aria marks its items, for
 * React's developer tools) for a marker to step over when it places a sibling. This gives the
 * nodes both methods and an element's type, in the build that runs on Preact (vite.config.ts).
 */
export function reactAriaOnPreact(): Plugin {
  return {
    name: "causeway-react-aria-on-preact",
    apply: "build",
    transform(code, id) {
      if (!/react-aria[\\/]dist[\\/]private[\\/]collections[\\/]Document\.mjs$/.test(id)) return;
      const local = (name: string) => {
        const found = code.match(new RegExp(`([\\w$]+) as ${name}\\b`))?.[1];
        if (!found) throw new Error(`react-aria's collection Document no longer exports ${name}`);
        return found;
      };
      const document = local("Document");
      const baseNode = local("BaseNode");
      const elementNode = local("ElementNode");
      return `${code}
${document}.prototype.createElementNS = function (_namespace, type) { return this.createElement(type); };
${baseNode}.prototype.remove = function () { if (this.parentNode) this.parentNode.removeChild(this); };
Object.defineProperty(${elementNode}.prototype, "nodeType", { get() { return 1; }, set() {}, configurable: true });
`;
    },
  };
}
