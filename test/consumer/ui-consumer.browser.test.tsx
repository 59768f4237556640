/**
 * A host app's view of @causeway/ui: it imports the BUILT package (dist/index.js) and its compiled
 * stylesheet, with no Tailwind of its own, and renders a Button. `pnpm run build:packages` runs
 * before this in `npm test`.
 */
import { I18nProvider } from "@causeway/i18n/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import en from "../../packages/i18n/locales/en.json";
import { Button } from "../../packages/ui/dist/index.js";
import "../../packages/ui/dist/styles.css";

// As the README says: our components sit inside an element of class WIDGET_ROOT ("cw-root").
const container = document.createElement("div");
container.className = "cw-root";
document.body.append(container);
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

test("the built Button renders with its compiled CSS and answers a click", async () => {
  const onPress = vi.fn();
  await act(async () =>
    root.render(
      <I18nProvider locale="en" messages={en}>
        <Button onPress={onPress}>Donate now</Button>
      </I18nProvider>,
    ),
  );
  const button = page.getByRole("button", { name: "Donate now" });
  await expect.element(button).toBeVisible();
  const style = getComputedStyle(button.element());
  // bg-primary resolves through the shipped tokens to a solid colour, h-10 to 40px.
  expect(style.backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
  expect(style.height).toBe("40px");
  expect(button.element().getAttribute("data-slot")).toBe("button");
  await userEvent.click(button);
  expect(onPress).toHaveBeenCalledTimes(1);
});

test("the stylesheet styles nothing outside a cw-root, not even our own classes", async () => {
  const outside = document.createElement("div");
  outside.className = "cw:flex cw:h-10 cw:bg-primary";
  document.body.append(outside);
  const style = getComputedStyle(outside);
  expect([style.display, style.backgroundColor]).toEqual(["block", "rgba(0, 0, 0, 0)"]);
  container.append(outside);
  const inside = getComputedStyle(outside);
  expect([inside.display, inside.height]).toEqual(["flex", "40px"]);
  outside.remove();
});

test("the built Button shows its translated busy state", async () => {
  await act(async () =>
    root.render(
      <I18nProvider locale="en" messages={en}>
        <Button isLoading>Sending</Button>
      </I18nProvider>,
    ),
  );
  const button = page.getByRole("button", { name: /Sending/ });
  await expect.element(button).toHaveAttribute("data-pending", "true");
});
