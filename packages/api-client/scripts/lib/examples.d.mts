import type { Node } from "./document.mjs";
export declare function exampleFor(doc: Node, schemaOrRef: unknown, depth?: number): unknown;
export declare function responseExample(doc: Node, responseOrRef: unknown): unknown;
