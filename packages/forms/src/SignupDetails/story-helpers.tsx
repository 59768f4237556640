// Shared by the sign-up completion stories: the story harness (a form inside a mock API, every
// request it sends kept), the place both forms pick, and how a story reads the submit.
import {
  MockApiProvider,
  type MockApiProviderProps,
  type MockOverrides,
} from "@causeway/api-client/mocks";
import type { PersonalSignupValues } from "@causeway/rules";
import type { ComponentType } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

export const SOFIA = {
  place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ",
  formatted_address: "Sofia, Bulgaria",
};

/** What both forms take from a story. */
interface SignupFormProps {
  user: object;
  defaultValues?: Partial<Pick<PersonalSignupValues, "timezone">>;
  onCompleted: (result: never) => void;
}

/** A story's props: the form's own, and the mock API it talks to. */
export type SignupStoryProps<P> = Partial<P> & { api?: Omit<MockApiProviderProps, "children"> };

/**
 * What both sign-up stories files' meta hold but the title (Storybook reads the title from the
 * file itself): the form for `user` in Sofia's time zone, inside the mock API (answering with
 * `overrides` unless the story overrides them), every request kept in `sent` for the story.
 */
export function signupStories<P extends SignupFormProps>(
  Form: ComponentType<P>,
  user: P["user"],
  overrides: MockOverrides = {},
) {
  const sent: Request[] = [];
  const component = ({ api, ...props }: SignupStoryProps<P>) => {
    const formProps = {
      user,
      onCompleted: () => {},
      ...props,
      defaultValues: { timezone: "Europe/Sofia", ...props.defaultValues },
    } as unknown as P;
    return (
      <MockApiProvider {...api} overrides={{ ...overrides, ...api?.overrides }}>
        <div className="cw:w-[36rem]">
          <Form {...formProps} />
        </div>
      </MockApiProvider>
    );
  };
  const meta = {
    component,
    args: {
      onCompleted: fn(),
      api: { onRequest: (request: Request) => sent.push(request) },
    },
    beforeEach: () => {
      sent.length = 0;
    },
  };
  return { meta, sent };
}

export type Canvas = ReturnType<typeof within>;
export const body = (element: HTMLElement) => within(element.ownerDocument.body);
export const submitButton = (canvas: Canvas) =>
  canvas.getByRole("button", { name: "Save and continue" });
/** The sentence under the disabled submit that says what still blocks it. */
export const blocker = (canvas: Canvas) =>
  canvas.getByText(
    (_: string, node: Element | null) => node?.getAttribute("data-slot") === "submit-blocker",
  );

/** Picks Sofia in the location field by keyboard, from what the mock search answers. */
export async function pickSofia(canvas: Canvas, root: HTMLElement) {
  await userEvent.click(canvas.getByRole("combobox", { name: /Location/ }));
  await userEvent.keyboard("Sof");
  const list = await body(root).findByRole("listbox");
  await within(list).findByRole("option", { name: "Sofia, Bulgaria" });
  await userEvent.keyboard("{ArrowDown}{Enter}");
  await expect(canvas.getByRole("combobox", { name: /Location/ })).toHaveValue("Sofia, Bulgaria");
}
