import type { Currency, Donation } from "@causeway/api-client";

/** Euro taking all five methods, and the forint (zero-based display, 2 000 Ft minimum). */
export const EUR: Currency = {
  id: 1,
  name: "Euro",
  abbreviation: "EUR",
  currencySign: "€",
  minValue: 500,
  popular: true,
  zeroBased: false,
  active: true,
  default: true,
  stripeFees: { stripeFee: 25, stripeFeePercent: 1.5 },
  taxes: [],
  paymentMethods: {
    methods: [
      { id: 1, name: "STRIPE" },
      { id: 2, name: "SAFE_CHARGE" },
      { id: 3, name: "PAYPAL" },
      { id: 4, name: "BANK" },
      { id: 5, name: "APPLE_PAY" },
    ],
    payoutCurrency: { id: 1, abbreviation: "EUR", name: "Euro" },
  },
};

export const HUF: Currency = {
  ...EUR,
  id: 7,
  name: "Hungarian forint",
  abbreviation: "HUF",
  currencySign: "Ft",
  minValue: 200000,
  popular: false,
  zeroBased: true,
  default: false,
  paymentMethods: {
    methods: [
      { id: 1, name: "STRIPE" },
      { id: 4, name: "BANK" },
    ],
    payoutCurrency: { id: 1, abbreviation: "EUR", name: "Euro" },
  },
};

export const CURRENCIES = { response: { currencies: [EUR, HUF] } };

export function donation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 90250,
    donator_type: "OTHER",
    donator: { id: null, name: "Ana Lima", username: null, avatar: null },
    is_anon: false,
    payment_status: "PROCESSED",
    payment_id: "pi_sandbox_90250",
    payment_method: "STRIPE",
    date_modified: 1763798400,
    initiatedAmount: 2500,
    initiatedTip: 0,
    refunded: 0,
    initiatedCurrency: { id: 1, abbreviation: "EUR", name: "Euro" },
    amount: 2500,
    tip: 0,
    currency: { id: 1, abbreviation: "EUR", name: "Euro" },
    certificate: "https://causeway.example/certificates/donation-90250.pdf",
    thank_you: false,
    campaign: { id: 1042, name: "Help Maria walk again", url: "help-maria-walk-again" },
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** createDonation answered as the sandbox would: the donation PROCESSING, echoing the payload. */
export async function sandboxCheckout({ request }: { request: Request }): Promise<Response> {
  const payload = (await request.json()) as {
    amount: number;
    tip: number;
    payment_method: Donation["payment_method"];
  };
  return json(201, {
    response: {
      donation: donation({
        payment_status: "PROCESSING",
        certificate: null,
        initiatedAmount: payload.amount,
        initiatedTip: payload.tip,
        amount: payload.amount,
        tip: payload.tip,
        payment_method: payload.payment_method,
      }),
      payment: {
        provider: payload.payment_method,
        status: "PROCESSING",
        redirect_url: null,
        client_secret: null,
        publishable_key: null,
        bank_transfer: null,
      },
    },
  });
}

export const serverError = () => json(500, { code: 500, message: "Internal Server Error" });
export const fieldErrors = (fields: Record<string, string>) =>
  json(400, { code: 400, message: fields });
