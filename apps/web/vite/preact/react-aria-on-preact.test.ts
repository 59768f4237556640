import { describe, expect, it } from "vitest";
import { reactAriaOnPreact } from "./react-aria-on-preact";

const DOCUMENT_ID = "/x/node_modules/react-aria/dist/private/collections/Document.mjs";

// The shape of React Aria's collection document module, as published (3.53).
const MODULE = `
class $base { constructor(ownerDocument) { this.ownerDocument = ownerDocument; this.parentNode = null; this.children = []; }
  removeChild(child) { this.children = this.children.filter((c) => c !== child); child.parentNode = null; }
  appendChild(child) { this.children.push(child); child.parentNode = this; } }
class $element extends $base { constructor(type, ownerDocument) { super(ownerDocument); this.nodeType = 8; this.type = type; } }
class $document extends $base { constructor() { super(null); this.nodeType = 11; this.ownerDocument = this; }
  createElement(type) { return new $element(type, this); } }
export {$base as BaseNode, $element as ElementNode, $document as Document};
`;

function transform(code: string, id: string): string | undefined {
  const plugin = reactAriaOnPreact();
  const hook = plugin.transform as (code: string, id: string) => string | undefined;
  return hook.call({}, code, id);
}

describe("reactAriaOnPreact", () => {
  it("lets Preact create, place and remove the nodes of React Aria's collection document", async () => {
    const code = transform(MODULE, DOCUMENT_ID);
    if (!code) throw new Error("the module was not transformed");
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    const document = new module.Document();
    // Preact: ownerDocument.createElementNS(namespace, type), then insertBefore, then remove().
    const item = document.createElementNS("http://www.w3.org/1999/xhtml", "item");
    expect(item).toBeInstanceOf(module.ElementNode);
    expect(item.type).toBe("item");
    // An element, not a comment: Preact steps over comments when it looks for a sibling.
    expect(item.nodeType).toBe(1);
    document.appendChild(item);
    expect(document.children).toEqual([item]);
    item.remove();
    expect(document.children).toEqual([]);
  });

  it("leaves every other module alone", () => {
    expect(transform(MODULE, "/x/node_modules/react-aria/dist/Button.mjs")).toBeUndefined();
  });

  it("fails the build when React Aria's module no longer has what it patches", () => {
    const renamed = MODULE.replace("$document as Document", "$document as CollectionDocument");
    expect(() => transform(renamed, DOCUMENT_ID)).toThrow(/no longer exports Document/);
  });
});
