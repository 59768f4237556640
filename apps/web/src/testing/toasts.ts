// The site's toasts in a page story: the region is mounted once by AppProviders and comes with the
// first toast, in the document's body.
import { expect, userEvent, waitFor, within } from "storybook/test";

const body = () => within(document.body);

/** The toasts' region, once the first toast has brought it. */
export const toastRegion = async () =>
  within(await body().findByRole("region", { name: /Notifications/ }));

/**
 * Expects a visible toast saying `text`, then dismisses every toast and waits for them to be gone,
 * so a screenshot taken after the play function shows the page without them.
 */
export async function expectToastThenDismiss(text: string | RegExp) {
  const region = await toastRegion();
  await expect(await region.findByText(text)).toBeVisible();
  for (const button of region.queryAllByRole("button", { name: "Dismiss" })) {
    await userEvent.click(button);
  }
  await waitFor(() => expect(region.queryByText(text)).not.toBeInTheDocument());
}
