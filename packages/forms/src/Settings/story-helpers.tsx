// Shared by the settings stories: the story harness (a form inside a mock API, its requests spied
// on), JSON answers, and the requests a story captured.
import {
  MockApiProvider,
  type MockApiProviderProps,
  type MockOverrides,
  mockExample,
  type OperationId,
} from "@causeway/api-client/mocks";
import type { ComponentType, ReactNode } from "react";
import { expect, fn, userEvent, waitFor, type within } from "storybook/test";
import { json } from "../ProfileImageDialogs/story-helpers";

export { json, screen } from "../ProfileImageDialogs/story-helpers";

export const TOKEN =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsImV4cCI6MTc2NTAwODAwMH0.c2lnbmF0dXJl";

export type Api = Omit<MockApiProviderProps, "children">;

/** A story's props: the form's own, and the mock API it talks to. */
export type WithApiProps<P> = P & { api?: Api };

export function WithApi({ api, children }: { api?: Api; children: ReactNode }) {
  return (
    <MockApiProvider {...api}>
      <div className="cw:w-[28rem]">{children}</div>
    </MockApiProvider>
  );
}

/**
 * What every settings stories file's meta holds but its title (Storybook reads the title from the
 * file itself): the form inside the mock API, each request given to the `api.onRequest` spy, the
 * form's own `args`.
 */
export function settingsMeta<P extends object, A extends Partial<WithApiProps<P>>>(
  Form: ComponentType<P>,
  args: A,
) {
  return {
    component: (props: WithApiProps<P>) => (
      <WithApi api={props.api}>
        <Form {...props} />
      </WithApi>
    ),
    args: { api: { onRequest: fn() } as Api, ...args },
  };
}

/** A 400 with per-field errors, as the contract's ValidationError. */
export const fieldErrors = (message: Record<string, string>) => () =>
  json(400, { code: 400, message });

/** A 500 the form can only call a failure. */
export const serverError = () => json(500, { code: 500, message: "boom" });

export const never = () => new Promise<Response>(() => {});

/** The requests a story's onRequest spy saw with `method`: path and parsed JSON body, if any. */
export async function requests(
  spy: unknown,
  method: string,
): Promise<Array<{ path: string; body: unknown }>> {
  const calls = (spy as ReturnType<typeof fn>).mock.calls;
  const sent = calls.map(([request]) => request as Request).filter((r) => r.method === method);
  return Promise.all(
    sent.map(async (r) => {
      const text = await r.clone().text();
      return { path: new URL(r.url).pathname, body: text ? JSON.parse(text) : undefined };
    }),
  );
}

/** The PUT requests a story's onRequest spy saw: path and parsed JSON body. */
export const puts = (spy: unknown) => requests(spy, "PUT");

type Canvas = ReturnType<typeof within>;

/** An option list (sizes, sectors) that never arrives: the form waits and says so, no Save. */
export function listLoading(list: OperationId) {
  return {
    args: { api: { overrides: { [list]: never } as MockOverrides, onRequest: fn() } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(canvas.getByRole("status")).toHaveTextContent("Loading the choices…");
      await expect(canvas.queryByRole("button", { name: "Save changes" })).toBeNull();
    },
  };
}

/**
 * An option list that fails: the alert says so (`failed`) and its retry asks again. With `ready`
 * the second answer is the list, and the form (`ready` checks what it shows) takes the alert's
 * place; without, the list keeps failing and the alert stays.
 */
export function listFailed(
  list: OperationId,
  failed: string,
  ready?: (canvas: Canvas) => Promise<void>,
) {
  const answer = fn();
  return {
    args: { api: { overrides: { [list]: answer } as MockOverrides, onRequest: fn() } },
    beforeEach: () => {
      answer.mockReset();
      answer.mockImplementation(() => (ready ? json(200, mockExample(list)) : serverError()));
      answer.mockImplementationOnce(serverError);
    },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(await canvas.findByText(failed)).toBeVisible();
      await expect(canvas.queryByRole("button", { name: "Save changes" })).toBeNull();
      await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
      await waitFor(() => expect(answer).toHaveBeenCalledTimes(2));
      if (ready) {
        await ready(canvas);
        await expect(canvas.queryByText(failed)).toBeNull();
      } else {
        await expect(await canvas.findByText(failed)).toBeVisible();
      }
    },
  };
}
