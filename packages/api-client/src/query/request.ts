import type { FetchResponse } from "openapi-fetch";
import { request as send } from "../client/request";

/** The JSON body of an operation's success answer (200, 201 or 202) as the contract declares it. */
type ContractJson<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses & (200 | 201 | 202)]: Responses[Status] extends {
        content: { "application/json": infer Body };
      }
        ? Body
        : never;
    }[keyof Responses & (200 | 201 | 202)]
  : never;

/** What the query options resolve to: the contract's own type, else openapi-fetch's (a PDF, a 204). */
export type Answer<
  Operation extends Record<string | number, unknown>,
  Init,
  Media extends `${string}/${string}`,
> = [ContractJson<Operation>] extends [never]
  ? NonNullable<FetchResponse<Operation, Init, Media>["data"]>
  : Init extends { parseAs: string }
    ? NonNullable<FetchResponse<Operation, Init, Media>["data"]>
    : ContractJson<Operation>;

/**
 * `request()` of the client (the data, or an ApiError / ApiFieldErrors thrown), typed with the
 * contract's types themselves. openapi-fetch types its data as a deep mapped copy of them
 * (`Readable<…>`), which declaration files print out property by property with `| undefined` added
 * to every optional one: a host with `exactOptionalPropertyTypes` could then not pass a query's
 * data on where the contract's type is asked for (`useQuery(donationQueries.detail(id)).data` to
 * `DonateResult`'s `donation`). Named this way they print as the contract declares them.
 */
export function request<
  Operation extends Record<string | number, unknown>,
  Init,
  Media extends `${string}/${string}`,
>(call: Promise<FetchResponse<Operation, Init, Media>>): Promise<Answer<Operation, Init, Media>> {
  return send(call) as Promise<Answer<Operation, Init, Media>>;
}
