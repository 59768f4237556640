import table from "../generated/operations.json";
import type { operations } from "../types";

export type OperationId = keyof operations;

/** One operation of the contract with the example bodies generated from openapi.yaml. */
export interface MockOperation {
  operationId: OperationId;
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  path: string;
  status: number;
  body: unknown;
  /** Set when the success answer is not JSON (e.g. "application/pdf"). */
  mediaType?: string;
  errors: Record<string, unknown>;
}

export const mockOperations = table as MockOperation[];

const byId = new Map(mockOperations.map((operation) => [operation.operationId, operation]));

type Responses<Id extends OperationId> = operations[Id]["responses"];
type SuccessStatus<Id extends OperationId> = Extract<keyof Responses<Id>, 200 | 201 | 202>;
type JsonOf<Response> = Response extends { content: { "application/json": infer Body } }
  ? Body
  : never;

/** The success body of an operation, as the contract types it. */
export type SuccessBody<Id extends OperationId> = JsonOf<Responses<Id>[SuccessStatus<Id>]>;

export function mockOperation(operationId: OperationId): MockOperation {
  const operation = byId.get(operationId);
  if (!operation) throw new Error(`Unknown operation ${operationId}`);
  return operation;
}

/** The contract's example answer of an operation (a fresh copy), e.g. for a story's args. */
export function mockExample<Id extends OperationId>(operationId: Id): SuccessBody<Id> {
  return structuredClone(mockOperation(operationId).body) as SuccessBody<Id>;
}
