/**
 * How another team embeds our widgets: a bare Vite + React app (no Tailwind; see the "embed"
 * project in vitest.config.ts) that installs @causeway/forms, rules, api-client and i18n as npm would
 * give them (dist/ and the compiled CSS), creates its own API client with its base URL and token,
 * and completes a submit. The API is answered in-page by the contract's mock handlers.
 */
import { type ApiClient, ApiProvider, createApiClient } from "@causeway/api-client";
import {
  createMockFetch,
  createMockHandlers,
  type MockOverrides,
} from "@causeway/api-client/mocks";
import { DonateWidget, ProviderWithdrawalForm } from "@causeway/forms";
import "@causeway/forms/styles.css";
// A host of the money widgets only: their own dictionary, as the READMEs say.
import en from "@causeway/i18n/locales/widgets/en.json";
import { I18nProvider } from "@causeway/i18n/react";
import { WIDGET_ROOT } from "@causeway/ui";
import { QueryClient } from "@tanstack/react-query";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import {
  CURRENCIES as DONATE_CURRENCIES,
  donation,
  sandboxCheckout,
} from "../../packages/forms/src/DonateWidget/DonateWidget.fixtures";

const BASE_URL = "https://api.host.example";

// The host's own page around the widget: a heading and a button of its own, and a stylesheet
// (after ours) with a plain element rule, as host pages have.
const hostHeading = document.createElement("h1");
hostHeading.textContent = "The host's page";
const hostButton = document.createElement("button");
hostButton.type = "button";
hostButton.textContent = "The host's button";
const hostStyle = document.createElement("style");
hostStyle.textContent = "button { background: rgb(255, 165, 0); }";
document.head.append(hostStyle);
const ORANGE = "rgb(255, 165, 0)";

const container = document.createElement("div");
container.style.width = "40rem";
document.body.append(hostHeading, hostButton, container);
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

/** The host's own wiring: its client (base URL, token) and QueryClient, our handlers as server. */
function host(overrides: MockOverrides = {}) {
  const requests: Request[] = [];
  const answer = createMockFetch(createMockHandlers({ baseUrl: BASE_URL, overrides }));
  const client: ApiClient = createApiClient({
    baseUrl: BASE_URL,
    getToken: () => "host-token",
    fetch: async (request: Request) => {
      requests.push(request.clone());
      return answer(request);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const render = (widget: ReactNode) =>
    act(async () =>
      root.render(
        <I18nProvider locale="en" messages={en}>
          <ApiProvider client={client} queryClient={queryClient}>
            {widget}
          </ApiProvider>
        </I18nProvider>,
      ),
    );
  return { requests, render };
}

test("the built ProviderWithdrawalForm is styled without Tailwind and sends a withdrawal", async () => {
  const { requests, render } = host();
  const onSuccess = vi.fn();
  await render(
    <ProviderWithdrawalForm
      campaignId={101}
      currencies={[
        { id: 1, abbreviation: "EUR", name: "Euro" },
        { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
      ]}
      onSuccess={onSuccess}
    />,
  );
  // Always enabled: an unfinished form is refused with the error summary, not a dead button.
  const submit = page.getByRole("button", { name: "Send request" });
  await expect.element(submit).toBeEnabled();
  // The widget's outermost element is a root the stylesheet's reset is scoped to.
  expect(container.firstElementChild).toHaveClass(WIDGET_ROOT);
  // The compiled stylesheet styles the widget: a solid primary button 40 px high, bordered fields.
  const button = getComputedStyle(submit.element());
  expect(button.backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
  expect(button.height).toBe("40px");
  const amount = page.getByRole("textbox", { name: "Amount EUR" });
  const group = amount.element().closest('[data-slot="amount-input-group"]') as HTMLElement;
  expect(getComputedStyle(group).borderTopWidth).toBe("1px");
  expect(getComputedStyle(group).borderTopLeftRadius).not.toBe("0px");

  await userEvent.type(amount, "1500");
  // A root's own utilities win over the root's base: the totals box stays small print (text-sm).
  const totals = container.querySelector('[data-slot="withdraw-totals"]') as HTMLElement;
  expect(getComputedStyle(totals).fontSize).toBe("14px");
  // Focused, the amount box draws one ring, its group's: the input inside keeps outline-none.
  expect(amount.element()).toHaveFocus();
  expect(amount.element().matches(":focus-visible")).toBe(true);
  expect(getComputedStyle(amount.element()).outlineStyle).toBe("none");
  await userEvent.click(page.getByText("Rehabilitation", { exact: true }));
  await expect.element(page.getByRole("checkbox", { name: "Rehabilitation" })).toBeChecked();
  await userEvent.type(page.getByRole("combobox", { name: "IBAN" }), "bg80");
  const listbox = page.getByRole("listbox", { name: "IBAN" });
  await expect.element(listbox).toBeVisible();
  // The suggestions float over the form in the top layer (position from the compiled CSS, not
  // from the host's Tailwind): fixed beside the field, never clipped by the host's boxes.
  const popover = listbox.element().parentElement as HTMLElement;
  expect(getComputedStyle(popover).position).toBe("fixed");
  expect(popover.matches(":popover-open")).toBe(true);
  await expect.poll(() => listbox.getByRole("option").elements().length).toBe(2);
  await userEvent.keyboard("{ArrowDown}{Enter}");
  // The provider's account is in BGN; the withdrawal stays in the campaign's EUR (currencies[0]).
  await expect.element(page.getByRole("textbox", { name: "Amount EUR" })).toHaveValue("1,500");
  await userEvent.type(page.getByRole("textbox", { name: /Payment reference/ }), "INV-2026-118");
  const file = new File(["%PDF-1.4"], "invoice-2026-118.pdf", { type: "application/pdf" });
  await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
  await expect.element(page.getByText("invoice-2026-118.pdf")).toBeVisible();
  await userEvent.click(submit);
  await expect.poll(() => onSuccess.mock.calls.length).toBe(1);

  const create = requests.find(
    (r) => r.method === "POST" && r.url === `${BASE_URL}/api/v2/campaign/101/withdraw`,
  );
  expect(create?.headers.get("Authorization")).toBe("Bearer host-token");
  const body = await create?.json();
  expect(body).toMatchObject({
    amount: 150000,
    currency: 1,
    reasons: [3],
    reference: "INV-2026-118",
    invoiceNotAvailable: false,
  });
  expect(body.provider.iban).toBe("BG80BNBG96611020345678");
  expect(body.provider.currency).toBe(2);
  expect(body.invoices).toHaveLength(1);
});

test("the built DonateWidget takes a guest's donation to the thank-you screen", async () => {
  const { requests, render } = host({
    listCurrencies: DONATE_CURRENCIES,
    createDonation: sandboxCheckout,
    getDonation: { response: donation() },
  });
  const onComplete = vi.fn();
  await render(
    <DonateWidget
      campaign={{ id: 1042, name: "Help Maria walk again" }}
      currencyId={1}
      isGuest
      returnUrl="https://host.example/thanks"
      pollIntervalMs={50}
      onRedirect={vi.fn()}
      onComplete={onComplete}
    />,
  );
  await expect.element(page.getByRole("radio", { name: "€50" })).toBeInTheDocument();
  expect(container.firstElementChild).toHaveClass(WIDGET_ROOT);
  // The radios are visually hidden inside their cards: a pointer clicks the card's label.
  await userEvent.click(page.getByText("€50", { exact: true }));
  await expect.element(page.getByRole("radio", { name: "€50" })).toBeChecked();
  await userEvent.click(page.getByText("PayPal", { exact: true }));
  await expect.element(page.getByRole("radio", { name: "PayPal" })).toBeChecked();
  await userEvent.type(page.getByRole("textbox", { name: /Full name/ }), "Ana Lima");
  await userEvent.type(page.getByRole("textbox", { name: /E-mail/ }), "ana.lima@example.pt");
  const donate = page.getByRole("button", { name: "Donate €50.00" });
  expect(getComputedStyle(donate.element()).backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
  await userEvent.click(donate);
  await expect.element(page.getByRole("heading", { name: "Thank you, Ana Lima!" })).toBeVisible();
  expect(onComplete).toHaveBeenCalledTimes(1);
  // The thank-you screen is centred (its root's text-center, not the root base's text-align: start).
  const result = container.querySelector('[data-slot="donate-result"]') as HTMLElement;
  expect(result).toHaveClass(WIDGET_ROOT);
  expect(getComputedStyle(result).textAlign).toBe("center");

  const post = requests.find((r) => r.method === "POST");
  expect(post?.url).toBe(`${BASE_URL}/api/v2/campaign/1042/donation`);
  expect(await post?.json()).toMatchObject({
    amount: 5000,
    currency: 1,
    payment_method: "PAYPAL",
    donator_name: "Ana Lima",
  });
});

test("the widgets' stylesheet leaves the host's page alone and the host's rules stay outside", async () => {
  const { render } = host();
  await render(
    <ProviderWithdrawalForm
      campaignId={101}
      currencies={[{ id: 1, abbreviation: "EUR", name: "Euro" }]}
      onSuccess={vi.fn()}
    />,
  );
  const submit = page.getByRole("button", { name: "Send request" });
  await expect.element(submit).toBeVisible();
  // Our stylesheet is loaded, yet the host's heading keeps the browser's 2em bold (a global
  // reset, Tailwind's preflight, would make it 16px and 400).
  const heading = getComputedStyle(hostHeading);
  expect(heading.fontSize).toBe("32px");
  expect(heading.fontWeight).toBe("700");
  // The host's `button` rule styles the host's button…
  expect(getComputedStyle(hostButton).backgroundColor).toBe(ORANGE);
  // …and the host's `button` rule does not reach ours: the submit is our primary colour.
  const ours = getComputedStyle(submit.element()).backgroundColor;
  expect(ours).not.toBe(ORANGE);
  expect(ours).not.toBe("rgba(0, 0, 0, 0)");
  // No button of the widget takes it, not even one without a background of its own.
  const buttons = [...container.querySelectorAll("button")];
  expect(buttons.length).toBeGreaterThan(1);
  for (const button of buttons) expect(getComputedStyle(button).backgroundColor).not.toBe(ORANGE);
});
