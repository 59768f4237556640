import { createTranslator, type Locale, loadMessages, type Translator } from "@causeway/i18n";
import en from "@causeway/i18n/locales/en.json";
import {
  donationTransferReference,
  epcQrCode,
  epcQrPayload,
  formatCreditorReference,
} from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { formatMoney } from "../lib/money";
import { MailPreview } from "./MailPreview";
import {
  contactMail,
  emailChangedMail,
  type MailWords,
  notificationMail,
  passwordResetMail,
  receiptMail,
  refundMail,
  thankYouMail,
  transferMail,
  verificationMail,
  welcomeMail,
} from "./messages";

/**
 * The e-mails the product sends (issue 28), rendered by the same functions the server sends them
 * with, in the recipient's language, at a desktop client's width or a phone's. The toolbar's dark
 * theme shows them as a mail client on a dark system does.
 */
const meta = {
  title: "E-mails/Messages",
  component: MailPreview,
  parameters: { layout: "padded" },
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const SITE = "https://causeway.example";

/** A story of one e-mail: composed in `locale` by the server's own function, shown `width` wide. */
function mail(
  locale: Locale,
  compose: (translator: Translator) => Promise<MailWords>,
  width = 640,
): Story {
  return {
    args: { html: "", subject: "", width },
    loaders: [
      async () => ({
        mail: await compose(createTranslator(locale, await loadMessages(locale), en)),
      }),
    ],
    render: (args, { loaded }) => {
      const words = loaded.mail as MailWords;
      return <MailPreview {...args} html={words.html} subject={words.subject} />;
    },
  };
}

/** The frame's document once it has loaded the e-mail. */
async function mailDocument(canvasElement: HTMLElement): Promise<Document> {
  const frame = canvasElement.querySelector("iframe");
  let found: Document | null = null;
  await waitFor(() => {
    found = frame?.contentDocument ?? null;
    expect(found?.querySelector("h1")).toBeTruthy();
  });
  return found as unknown as Document;
}

const verify = `${SITE}/email-verification/k3Yq9RbX2mWz`;

export const Verification: Story = {
  ...mail("en", (t) => verificationMail(t, { name: "Maria Petrova", url: verify })),
  play: async ({ canvasElement }) => {
    const doc = await mailDocument(canvasElement);
    expect(doc.documentElement.lang).toBe("en");
    expect(doc.querySelector("h1")?.textContent).toBe("Confirm your e-mail address");
    const button = [...doc.querySelectorAll("a")].find(
      (a) => a.textContent?.trim() === "Confirm my e-mail address",
    );
    expect(button?.getAttribute("href")).toBe(verify);
    expect(doc.body.textContent).toContain("Hello Maria Petrova,");
  },
};

export const VerificationBulgarianOnAPhone: Story = {
  ...mail("bg", (t) => verificationMail(t, { name: "Ива Петрова", url: verify }), 390),
  play: async ({ canvasElement }) => {
    const doc = await mailDocument(canvasElement);
    expect(doc.documentElement.lang).toBe("bg");
    expect(doc.body.textContent).toContain("Здравейте, Ива Петрова,");
    // Nothing wider than the phone: the long link wraps instead of pushing the card out.
    expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const PasswordResetGerman: Story = mail("de", (t) =>
  passwordResetMail(t, { name: "Jonas", url: `${SITE}/forgotten-password/Xr8vQ2nLp0aZ` }),
);

export const WelcomeUkrainianOnAPhone: Story = mail(
  "uk",
  (t) =>
    welcomeMail(t, {
      name: "Олена",
      url: `${SITE}/campaign/create`,
      profileUrl: `${SITE}/olena.k`,
    }),
  390,
);

export const EmailChangedToTheOldAddress: Story = {
  ...mail("en", (t) =>
    emailChangedMail(t, {
      name: "Maria Petrova",
      email: "maria.new@example.com",
      url: `${SITE}/contact`,
    }),
  ),
  play: async ({ canvasElement }) => {
    const doc = await mailDocument(canvasElement);
    expect(doc.body.textContent).toContain("maria.new@example.com");
    const write = [...doc.querySelectorAll("a")].find((a) => a.textContent === "Write to us");
    expect(write?.getAttribute("href")).toBe(`${SITE}/contact`);
  },
};

const certificate = `${SITE}/api/v2/donation/42/certificate.pdf?payment_id=pi_sandbox_9f3c`;

export const ReceiptFrench: Story = {
  ...mail("fr", (t) =>
    receiptMail(t, {
      name: "Camille",
      amount: formatMoney(2500, "EUR", "fr"),
      campaign: "Aider Maria à remarcher",
      url: certificate,
      campaignUrl: `${SITE}/campaign/help-maria-walk-again`,
    }),
  ),
  play: async ({ canvasElement }) => {
    const doc = await mailDocument(canvasElement);
    const links = [...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toContain(certificate);
    expect(links).toContain(`${SITE}/campaign/help-maria-walk-again`);
    expect(doc.body.textContent).toContain("25,00\u00a0€");
  },
};

export const NewDonationWithUnsubscribe: Story = {
  ...mail("en", (t) =>
    notificationMail(t, "Your campaign “Help Maria walk again” received a donation of €25.00.", {
      open: `${SITE}/notifications`,
      unsubscribe: `${SITE}/unsubscribe?user_id=7&checksum=4f1c2e&template=donations`,
    }),
  ),
  play: async ({ canvasElement }) => {
    const doc = await mailDocument(canvasElement);
    const stop = [...doc.querySelectorAll("a")].find((a) =>
      a.getAttribute("href")?.includes("/unsubscribe?"),
    );
    expect(stop?.getAttribute("href")).toContain("template=donations");
  },
};

export const CampaignVerifiedSpanish: Story = mail("es", (t) =>
  notificationMail(t, "Tu campaña «Biblioteca de Tarifa» ha sido verificada.", {
    open: `${SITE}/notifications`,
  }),
);

export const ThankYouEscapesTheOwnersWords: Story = {
  ...mail("en", (t) =>
    thankYouMail(t, {
      campaign: "Plovdiv <b>community</b> garden",
      message:
        "Dear friend,\nthank you! The beds are built and the first tomatoes are in.\n<script>alert(1)</script>",
    }),
  ),
  play: async ({ canvasElement }) => {
    const doc = await mailDocument(canvasElement);
    // Names and words are text, never markup.
    expect(doc.querySelector("script")).toBeNull();
    expect(doc.querySelector("b")).toBeNull();
    expect(doc.body.textContent).toContain("<script>alert(1)</script>");
    expect(doc.querySelector("h1")?.textContent).toBe(
      "Thank you from Plovdiv <b>community</b> garden",
    );
  },
};

export const ThankYouGreekOnAPhone: Story = mail(
  "el",
  (t) =>
    thankYouMail(t, {
      campaign: "Μαθήματα μουσικής στην Αθήνα",
      message: "Σας ευχαριστούμε θερμά για τη στήριξή σας!",
    }),
  390,
);

/** The contact page's message to the team (English): who wrote and how, their words quoted. */
export const ContactToTheTeam: Story = {
  args: { html: "", subject: "", width: 640 },
  loaders: [
    async () => ({
      mail: await contactMail({
        name: "Ana Popescu",
        email: "ana@example.ro",
        subject: "A question about withdrawals",
        message: "Hello,\ncan I pay the clinic directly from my campaign? <b>Thanks</b>",
        language: "ro",
        userId: null,
      }),
    }),
  ],
  render: (args, { loaded }) => {
    const words = loaded.mail as MailWords;
    return <MailPreview {...args} html={words.html} subject={words.subject} />;
  },
  play: async ({ canvasElement }) => {
    const doc = await mailDocument(canvasElement);
    expect(doc.querySelector("b")).toBeNull();
    expect(doc.body.textContent).toContain("From: Ana Popescu <ana@example.ro>");
    expect(doc.body.textContent).toContain("<b>Thanks</b>");
  },
};

const TRANSFER_REFERENCE = donationTransferReference(90250);
const TRANSFER_QR = epcQrPayload({
  beneficiary: "Causeway Foundation",
  iban: "BG80BNBG96611020345678",
  bic: "BNBGBGSD",
  amount: 3300,
  reference: TRANSFER_REFERENCE,
});
const transferPage = `${SITE}/campaign/help-maria-walk-again/checkout?payment_id=${TRANSFER_REFERENCE}`;

/**
 * A bank transfer's instructions: the account, the amount and the reference to copy, and the EPC
 * QR code (sent as an inline PNG by its Content-ID; here the same code as a data: address, as the
 * client draws it) that a banking app scans.
 */
function transfer(locale: Locale, width?: number): Story {
  return mail(
    locale,
    (t) =>
      transferMail(t, {
        name: "Ana Lima",
        amount: formatMoney(3300, "EUR", locale),
        campaign: "Help Maria walk again",
        url: transferPage,
        beneficiary: "Causeway Foundation",
        iban: "BG80BNBG96611020345678",
        bic: "BNBGBGSD",
        reference: TRANSFER_REFERENCE,
        qrSrc: epcQrCode(TRANSFER_QR).toDataURL({
          type: "image/png",
          scale: 6,
          pad: 4,
          on: [0, 0, 0, 255],
          off: [255, 255, 255, 255],
        }),
      }),
    width,
  );
}

export const BankTransferInstructions: Story = {
  ...transfer("en"),
  play: async ({ canvasElement }) => {
    const doc = await mailDocument(canvasElement);
    const text = doc.body.textContent ?? "";
    for (const part of [
      "Causeway Foundation",
      "BG80 BNBG 9661 1020 3456 78",
      "BNBGBGSD",
      "€33.00",
      formatCreditorReference(TRANSFER_REFERENCE),
    ])
      expect(text).toContain(part);
    const qr = doc.querySelector("img");
    expect(qr?.getAttribute("alt")).toBe("QR code of the transfer for your banking app");
    await waitFor(() => expect(qr?.naturalWidth).toBeGreaterThan(0));
    const links = [...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toContain(transferPage);
  },
};

export const BankTransferInstructionsPolishOnAPhone: Story = transfer("pl", 390);

export const RefundPartly: Story = {
  ...mail("en", (t) =>
    refundMail(t, {
      name: "Ana Lima",
      amount: formatMoney(2000, "EUR", "en"),
      campaign: "Help Maria walk again",
      left: formatMoney(3500, "EUR", "en"),
      url: transferPage,
    }),
  ),
  play: async ({ canvasElement }) => {
    const doc = await mailDocument(canvasElement);
    expect(doc.body.textContent).toContain("What still counts of your donation: €35.00.");
    const action = [...doc.querySelectorAll("a")].find(
      (a) => a.textContent === "See your donation",
    );
    expect(action?.getAttribute("href")).toBe(transferPage);
  },
};

export const RefundInFullGerman: Story = mail("de", (t) =>
  refundMail(t, {
    name: "Lena",
    amount: formatMoney(5500, "EUR", "de"),
    campaign: "Hilfe für Maria",
    left: null,
    url: transferPage,
  }),
);
