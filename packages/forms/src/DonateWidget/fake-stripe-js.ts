/**
 * A fake of Stripe.js's documented surface (https://docs.stripe.com/js), for the stories and the
 * journeys, where js.stripe.com cannot be reached: `installFakeStripe` sets `window.Stripe`, which
 * `loadStripe` uses instead of loading the script. The Payment Element is drawn as plain fields
 * (Stripe's own are in its frames); `confirmPayment` pays with the test cards of Stripe's docs:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, an empty number is incomplete.
 * With `apiUrl` it confirms through a fake of Stripe's API instead (test/fakes/stripe-api.ts),
 * which then sends the server the signed webhook.
 *
 * Self-contained (no imports, nothing from the module's scope): the journeys hand it to the
 * browser as an init script. With `window.__causewayStripeDown` true it cannot load, as Stripe.js
 * cut off by the network.
 */
export function installFakeStripe(options: { apiUrl?: string } = {}) {
  type Handler = (event?: unknown) => void;
  const w = window as unknown as { Stripe?: unknown };
  const mounted: { number: HTMLInputElement | null } = { number: null };
  const fieldStyle =
    "display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:8px 10px;border:1px solid #8a8f98;border-radius:6px;font:inherit;background:#fff;color:#1a1a1a";

  const element = () => {
    const handlers = new Map<string, Set<Handler>>();
    let ready = false;
    let root: HTMLElement | null = null;
    const fire = (event: string, payload?: unknown) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    };
    const api = {
      mount(target: HTMLElement | string) {
        root = typeof target === "string" ? document.querySelector<HTMLElement>(target) : target;
        if (!root) return;
        const field = (label: string, name: string, placeholder: string) => {
          const wrap = document.createElement("label");
          wrap.style.cssText = "display:block;font-size:14px;margin-bottom:12px";
          wrap.textContent = label;
          const input = document.createElement("input");
          input.name = name;
          input.placeholder = placeholder;
          input.autocomplete = "off";
          input.inputMode = "numeric";
          input.style.cssText = fieldStyle;
          input.addEventListener("input", () =>
            fire("change", { elementType: "payment", complete: false, empty: false }),
          );
          wrap.append(input);
          root?.append(wrap);
          return input;
        };
        mounted.number = field("Card number", "cardnumber", "1234 1234 1234 1234");
        field("Expiration date", "exp-date", "MM / YY");
        field("Security code", "cvc", "CVC");
        setTimeout(() => {
          ready = true;
          fire("ready", { elementType: "payment" });
        }, 0);
      },
      on(event: string, handler: Handler) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)?.add(handler);
        if (event === "ready" && ready) setTimeout(() => handler({ elementType: "payment" }), 0);
        return api;
      },
      off(event: string, handler: Handler) {
        handlers.get(event)?.delete(handler);
        return api;
      },
      update() {},
      focus() {
        mounted.number?.focus();
      },
      blur() {},
      clear() {},
      collapse() {},
      unmount() {
        root?.replaceChildren();
      },
      destroy() {
        root?.replaceChildren();
        mounted.number = null;
      },
    };
    return api;
  };

  const declined = {
    type: "card_error",
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
  };
  const incomplete = {
    type: "validation_error",
    code: "incomplete_number",
    message: "Your card number is incomplete.",
  };

  function createStripe(_publishableKey: string) {
    // Stripe.js that cannot load (the network dropped): what @stripe/stripe-js rejects with. Read
    // at each call, as @stripe/stripe-js keeps the first window.Stripe it found for the page.
    if ((window as unknown as { __causewayStripeDown?: boolean }).__causewayStripeDown)
      throw new Error("Failed to load Stripe.js");
    let clientSecret = "";
    return {
      elements(elementsOptions: { clientSecret?: string } = {}) {
        clientSecret = elementsOptions.clientSecret ?? "";
        return {
          create: () => element(),
          getElement: () => null,
          update() {},
          fetchUpdates: async () => ({}),
          submit: async () => ({}),
        };
      },
      async confirmPayment() {
        const number = (mounted.number?.value ?? "").replace(/\s+/g, "");
        if (!number) return { error: incomplete };
        const intentId = clientSecret.split("_secret_")[0] ?? "";
        if (options.apiUrl) {
          const reply = await fetch(`${options.apiUrl}/v1/payment_intents/${intentId}/confirm`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              client_secret: clientSecret,
              "payment_method_data[type]": "card",
              "payment_method_data[card][number]": number,
            }),
          });
          const body = await reply.json();
          return reply.ok ? { paymentIntent: body } : { error: body.error };
        }
        if (number === "4242424242424242") {
          return { paymentIntent: { id: intentId, object: "payment_intent", status: "succeeded" } };
        }
        return { error: declined };
      },
      createToken: async () => ({ error: declined }),
      createPaymentMethod: async () => ({ error: declined }),
      confirmCardPayment: async () => ({ error: declined }),
    };
  }
  // The release train @stripe/stripe-js expects (it warns about another one).
  createStripe.version = "endive";
  w.Stripe = createStripe;
}

/** Cuts the fake Stripe.js off (it cannot load, as when the network drops), or gives it back. */
export function setFakeStripeDown(down: boolean) {
  (window as unknown as { __causewayStripeDown?: boolean }).__causewayStripeDown = down;
}
