import type { Node } from "./document.mjs";
export interface OperationRow {
  operationId: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
  errors: Record<string, unknown>;
}
export declare function buildOperationTable(doc: Node): OperationRow[];
