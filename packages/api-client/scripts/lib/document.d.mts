export declare const CONTRACT_PATH: string;
export declare const HTTP_METHODS: string[];
// biome-ignore lint/suspicious/noExplicitAny: a parsed YAML document is untyped by nature.
export type Node = Record<string, any>;
export interface ListedOperation {
  method: string;
  path: string;
  operation: Node;
  parameters: Node[];
}
export declare function loadContract(path?: string): Node;
export declare function pointer(doc: Node, ref: string): Node;
export declare function deref(doc: Node, node: unknown): Node;
export declare function listOperations(doc: Node): ListedOperation[];
export declare function isPublic(doc: Node, operation: Node): boolean;
