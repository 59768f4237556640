// @causeway/api-client/mocks: msw handlers answering every operation of openapi.yaml.
export {
  createMockHandlers,
  MOCK_HEADER,
  type MockAnswer,
  type MockHandlerOptions,
  type MockMode,
  type MockOverrides,
  type MockRequestInfo,
} from "./handlers";
export { MockApiProvider, type MockApiProviderProps } from "./MockApiProvider";
export { createMockFetch } from "./mock-fetch";
export {
  type MockOperation,
  mockExample,
  mockOperation,
  mockOperations,
  type OperationId,
  type SuccessBody,
} from "./operation-table";
export { emptied, preferredError } from "./shapes";
