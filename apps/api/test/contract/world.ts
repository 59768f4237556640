/**
 * The seeded world the contract tests call: a server on a fresh database with the demo seed, the
 * demo users' tokens, the ids the recipes use, and one recipe per operation that calls it
 * successfully. An operation without a recipe fails loudly in contract.test.ts.
 */
import { expect } from "vitest";
import { DEMO_PASSWORD } from "../../src/seed/demo";
import { seedIfEmpty } from "../../src/seed/seed";
import { BankTransferPayments } from "../../src/services/bank-transfer-payments";
import { findProvider } from "../../src/services/routed-payments";
import { importStatement } from "../../src/services/statement-import";
import { FakePayPal } from "../fakes/paypal-api";
import { FakeStripe } from "../fakes/stripe-api";
import { guestDonation, startTestServer, type TestServer } from "../helpers";
import type { Operation } from "./operations";

/** Bank transfers to the platform's account: its statements are in the contract. */
export const BANK_TRANSFER_ENV = {
  BANK_TRANSFER_IBAN: "BG80 BNBG 9661 1020 3456 78",
  BANK_TRANSFER_BIC: "BNBGBGSD",
  BANK_TRANSFER_BENEFICIARY: "Causeway Foundation",
};
let statements = 0;

/** Stripe's API, faked (test/fakes/stripe-api.ts). */
export const stripe = new FakeStripe();
let stripeEvents = 0;
/** PayPal's API, faked (test/fakes/paypal-api.ts). */
export const paypal = new FakePayPal();

export type Who =
  | "guest"
  | "maria"
  | "lucia"
  | "admin"
  | "zdrowie"
  | "fresh"
  | "freshBiz"
  | "leaver";
export interface Recipe {
  as: Who;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  upload?: "png" | "pdf" | { name: string; type: string; text: string };
  /** More multipart fields beside the upload. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

export let t: TestServer;
export const tokens: Partial<Record<Who, string>> = {};
// biome-ignore lint/suspicious/noExplicitAny: ids gathered from the seeded world.
export const ids: Record<string, any> = {};

const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const IBAN = "BG80BNBG96611020345678";
export const providerPayload = () => ({
  amount: 1000,
  currency: 1,
  reasons: [3],
  provider: {
    bic: "BNBGBGSD",
    country: "BG",
    bank: "Bulgarian National Bank",
    iban: IBAN,
    holder_name: "Rehabilitation Centre Vita",
    currency: 1,
  },
  comment: "Invoice.",
  invoices: [{ id: ids.mariaPdf, type: "file" }],
  reference: null,
});
const location = { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" };
export const report = {
  type: 0,
  description: "Looks fake.",
  email: "someone@example.com",
  name: "Someone",
};

/**
 * The authorisation matrix beyond guests: a signed-in user the spec does not give the operation
 * to (not the owner, not staff, not a business) must get 403 or 404 and change nothing.
 */

/** How to call each operation successfully in the seeded world. */
export const recipes: Record<string, () => Recipe> = {
  listWithdrawReasons: () => ({ as: "maria" }),
  verifyIban: () => ({ as: "maria", query: { iban: "DE89370400440532013000" } }),
  listWithdrawals: () => ({ as: "maria", params: { id: ids.mariaCampaign } }),
  createWithdrawal: () => ({
    as: "maria",
    params: { id: ids.mariaCampaign },
    body: providerPayload(),
    headers: { "Idempotency-Key": "contract-withdraw-1" },
  }),
  transferFunds: () => ({
    as: "maria",
    body: {
      amount: 1000,
      campaign_from: ids.mariaCampaign,
      campaign_to: ids.libraryCampaign,
      currency: 1,
      quote: null,
      motivational_message: "For the library.",
    },
  }),
  updateWithdrawal: () => ({
    as: "admin",
    params: { id: ids.mariaCampaign, withdrawId: ids.mariaPendingWithdraw },
    body: { state: "pending" },
  }),
  updateWithdrawalInvoices: () => ({
    as: "maria",
    params: { id: ids.mariaCampaign, withdrawId: ids.mariaPendingWithdraw },
    body: { invoices: [{ id: ids.mariaPdf, type: "file" }] },
  }),
  getWithdrawal: () => ({ as: "maria", params: { id: ids.mariaPendingWithdraw } }),
  listWithdrawNotes: () => ({ as: "maria", params: { id: ids.mariaPendingWithdraw } }),
  addWithdrawNote: () => ({
    as: "admin",
    params: { id: ids.mariaPendingWithdraw },
    body: { text: "Checked." },
  }),
  markWithdrawNoteForReview: () => ({ as: "admin", params: { noteId: ids.note } }),
  markWithdrawNoteCompleted: () => ({ as: "admin", params: { noteId: ids.note } }),
  markWithdrawNoteReverted: () => ({ as: "admin", params: { noteId: ids.note } }),
  searchWithdrawProviders: () => ({ as: "maria", query: { search: "BG", limit: 8 } }),
  listCampaignAccounts: () => ({ as: "maria", params: { id: ids.mariaCampaign } }),
  getCampaignAccountant: () => ({
    as: "maria",
    params: { id: ids.mariaCampaign },
    query: { currency: 1 },
  }),
  getCampaignBalance: () => ({ as: "maria", params: { id: ids.mariaCampaign } }),
  getCampaignSummary: () => ({ as: "maria", params: { id: ids.mariaCampaign } }),
  getDocumentsPolicy: () => ({ as: "maria", params: { id: ids.mariaCampaign } }),
  getBankAccount: () => ({ as: "maria", query: { campaign_id: ids.mariaCampaign } }),
  createBankAccount: () => ({
    as: "maria",
    body: {
      campaign_id: ids.shelterCampaign,
      bic: "RZBBBGSF",
      country: "BG",
      bank: "Raiffeisenbank Bulgaria",
      iban: "BG18RZBB91550123456789",
      currency: 2,
      documents: [{ id: ids.mariaPdf, type: "certificate" }],
    },
  }),
  deleteBankAccount: () => ({ as: "maria", params: { id: ids.mariaBankAccount } }),
  declineBankAccount: () => ({ as: "lucia", params: { id: ids.luciaPendingAccount } }),
  decideBankAccount: () => ({
    as: "admin",
    params: { id: ids.zdrowieAccount },
    body: { state: "REFUSED", note: "The certificate names another holder." },
  }),
  updateBankAccountDocuments: () => ({
    as: "maria",
    params: { id: ids.shelterAccount() },
    body: { documents: [{ id: ids.mariaPdf, type: "account" }] },
  }),
  login: () => ({ as: "guest", body: { username: "lucia.garcia", password: DEMO_PASSWORD } }),
  renewToken: () => ({ as: "maria" }),
  impersonateUser: () => ({ as: "admin", params: { id: ids.lucia } }),
  listStaffCampaigns: () => ({ as: "admin", query: { verified: "false", limit: 10 } }),
  listStaffBankAccounts: () => ({ as: "admin", query: { state: "PENDING" } }),
  listStaffWithdrawals: () => ({ as: "admin", query: { state: "PENDING", offset: 0 } }),
  getStaffWithdrawal: () => ({ as: "admin", params: { id: ids.mariaPendingWithdraw } }),
  listStaffEmails: () => ({ as: "admin", query: { state: "FAILED", offset: 0 } }),
  resendStaffEmail: () => ({ as: "admin", params: { id: ids.failedEmail } }),
  searchStaffUsers: () => ({ as: "admin", query: { search: "maria" } }),
  listStaffDonations: () => ({ as: "admin", query: { search: "maria", status: "PROCESSED" } }),
  getStaffDonation: () => ({ as: "admin", params: { id: ids.mariaDonation } }),
  refundDonation: () => ({
    as: "admin",
    params: { id: ids.refundableDonation },
    body: { amount: 1, reason: "Contract check" },
  }),
  getCurrentUser: () => ({ as: "maria" }),
  getUser: () => ({ as: "guest", params: { id: "maria.petrova" } }),
  checkPasswordResetHash: () => ({ as: "guest", params: { hash: ids.resetHash } }),
  resetPassword: () => ({
    as: "guest",
    params: { hash: ids.resetHash },
    body: { password: "new-password-1", repeat_password: "new-password-1" },
  }),
  requestPasswordReset: () => ({ as: "guest", body: { email: "throwaway@example.test" } }),
  logout: () => ({ as: "leaver" }),
  getTranslations: () => ({ as: "guest", params: { locale: "bg" }, query: { type: "desktop" } }),
  getPublicSettings: () => ({ as: "guest" }),
  reportClientError: () => ({
    as: "guest",
    body: { kind: "chunk_load", message: "Failed to fetch", path: "/campaign", shown_ms: 120000 },
  }),
  sendContactMessage: () => ({
    as: "guest",
    body: {
      name: "Ana Popescu",
      email: "ana@example.com",
      subject: "Withdrawals",
      message: "Can I pay the clinic directly?",
    },
  }),
  updateBio: () => ({ as: "lucia", body: { bio: "Librarian." } }),
  updateName: () => ({ as: "fresh", body: { name: "Fresh Person" } }),
  updatePhone: () => ({ as: "lucia", body: { phone: "+34 600 123 456" } }),
  // The current password proves the change is the owner's. Not "fresh": a change of address
  // voids the verification link verifyEmail follows.
  updateEmail: () => ({
    as: "freshBiz",
    body: { email: "freshbiz.changed@example.test", password: "correct-horse-battery" },
  }),
  updateUsername: () => ({ as: "fresh", body: { username: "fresh.renamed" } }),
  // A new password must differ from the current one (the settings form's rule).
  updatePassword: () => ({
    as: "fresh",
    body: {
      password: "correct-horse-battery",
      new_password: "correct-horse-battery-2",
      repeat_new_password: "correct-horse-battery-2",
    },
  }),
  updateGender: () => ({ as: "lucia", body: { gender: "female" } }),
  updateBirthday: () => ({ as: "lucia", body: { birthday: "1990-04-17" } }),
  updateLocation: () => ({ as: "lucia", body: { location } }),
  updateTimezone: () => ({ as: "lucia", body: { timezone: "Europe/Madrid" } }),
  updateBusinessCover: () => ({ as: "zdrowie", body: { cover: ids.zdrowieImage } }),
  updateBusinessMission: () => ({
    as: "zdrowie",
    body: { mission: "Every child deserves treatment." },
  }),
  listBusinessSectorsOfUser: () => ({ as: "guest" }),
  updateBusinessSectors: () => ({ as: "zdrowie", body: { sectors: [4, 9] } }),
  listBusinessOrganizationSizesOfUser: () => ({ as: "guest" }),
  updateBusinessOrganizationSize: () => ({ as: "zdrowie", body: { organization_size: 3 } }),
  updateTranslationLanguage: () => ({ as: "lucia", body: { language_code: "es" } }),
  updateDonationsVisibility: () => ({
    as: "lucia",
    params: { id: ids.lucia },
    body: { visibility: true },
  }),
  uploadAvatar: () => ({ as: "lucia", upload: "png" }),
  uploadImageV1: () => ({ as: "lucia", upload: "png" }),
  uploadImage: () => ({ as: "lucia", upload: "png" }),
  uploadFile: () => ({ as: "lucia", upload: "pdf" }),
  listUserDonations: () => ({ as: "guest", params: { id: ids.lucia } }),
  getUserTotalDonations: () => ({ as: "guest", params: { id: ids.lucia } }),
  getUserCampaignsTotalEarned: () => ({ as: "guest", params: { id: ids.maria } }),
  getUserBusinessDonationCategories: () => ({ as: "guest", params: { id: ids.zdrowie } }),
  getUserCertificate: () => ({ as: "lucia", params: { id: ids.lucia }, query: { year: 2026 } }),
  getUserCertificatePdf: () => ({
    as: "lucia",
    params: { id: ids.lucia },
    query: { year: 2026 },
  }),
  listDonationYears: () => ({ as: "lucia" }),
  listUserPosts: () => ({ as: "guest", params: { id: ids.maria } }),
  listUserComments: () => ({ as: "guest", params: { id: ids.lucia } }),
  unsubscribeEmail: () => ({
    as: "guest",
    body: { user_id: ids.lucia, checksum: ids.unsubscribeChecksum, template: "weekly_statistics" },
  }),
  getEmailSubscriptions: () => ({ as: "lucia" }),
  updateEmailSubscriptions: () => ({
    as: "lucia",
    body: { types: [{ type: "newsletter", subscribed: false }] },
  }),
  verifyEmail: () => ({ as: "guest", params: { code: ids.verificationCode } }),
  resendEmailVerification: () => ({ as: "fresh" }),
  submitSignupDetails: () => ({
    as: "fresh",
    body: {
      username: ids.freshUsername,
      name: "Fresh",
      gender: "male",
      birthday: "",
      location,
      timezone: "Europe/Sofia",
      bio: "",
    },
  }),
  submitSignupBusinessDetails: () => ({
    as: "freshBiz",
    body: {
      bio: "We help.",
      name: "Biz",
      logo: ids.freshBizImage,
      username: ids.freshBizUsername,
      sectors: [4],
      timezone: "Europe/Warsaw",
      location,
      organization_size: 2,
    },
  }),
  signupWithEmail: () => ({
    as: "guest",
    query: { translation_language: "tr" },
    body: {
      profile_type: "personal",
      email: "ayse.yilmaz@example.com.tr",
      username: "ayse.yilmaz",
      password: "correct-horse-battery",
    },
  }),
  submitSignupPersonal: () => ({
    as: "fresh",
    body: {
      username: ids.freshUsername,
      name: "Fresh",
      gender: "female",
      birthday: "1994-08-21",
      location,
      timezone: "Europe/Istanbul",
      bio: "",
    },
  }),
  submitSignupBusiness: () => ({
    as: "freshBiz",
    body: {
      bio: "We help.",
      name: "Biz",
      avatar: ids.freshBizImage,
      username: ids.freshBizUsername,
      timezone: "Europe/Warsaw",
      location,
      businessSize: 2,
      businessSector: 4,
    },
  }),
  listBusinessSizes: () => ({ as: "guest" }),
  listBusinessSectors: () => ({ as: "guest" }),
  checkUsername: () => ({ as: "guest", query: { username: "someone.free" } }),
  searchCities: () => ({ as: "guest", query: { name: "Sofia" } }),
  searchTimezones: () => ({ as: "guest", body: { name: "Europe" } }),
  listCampaigns: () => ({ as: "guest", query: { order_by: "donated_amount", limit: 20 } }),
  createCampaign: () => ({
    as: "lucia",
    body: {
      name: "Contract campaign",
      content: "<p>Test</p>",
      total_amount: 100000,
      currency: 1,
      type: "other",
      category: 2,
      beneficent: { beneficent_type: "individual", name: "Lucía García" },
    },
  }),
  listTopCampaigns: () => ({ as: "guest" }),
  listTrendingCampaigns: () => ({ as: "guest" }),
  listTrendingCampaignsByCategory: () => ({
    as: "guest",
    query: { disease_slug: "cerebral-palsy" },
  }),
  listFeaturedCampaigns: () => ({ as: "guest" }),
  fetchCampaign: () => ({ as: "lucia", query: { slug: "help-maria-walk-again" } }),
  listCategories: () => ({ as: "guest" }),
  listCampaignsInFavour: () => ({ as: "guest", params: { id: ids.mariaCampaign } }),
  listCampaignDonations: () => ({
    as: "guest",
    params: { id: ids.mariaCampaign },
    query: { filters: "USER,ORGANIZATION" },
  }),
  listCampaignTasks: () => ({ as: "maria", params: { id: ids.mariaCampaign } }),
  getCampaignSessionMetric: () => ({
    as: "maria",
    params: { id: ids.mariaCampaign },
    query: { type: "donations", from: ids.monthAgo, to: ids.now, format: "week" },
  }),
  getCampaignMetrics: () => ({
    as: "maria",
    params: { id: ids.mariaCampaign },
    query: { type: "date-range", from: ids.monthAgo, to: ids.now },
  }),
  getCampaignFollow: () => ({ as: "lucia", params: { id: ids.mariaCampaign } }),
  toggleCampaignFollow: () => ({ as: "zdrowie", params: { id: ids.shelterCampaign } }),
  attachPostToCampaign: () => ({
    as: "maria",
    params: { id: ids.mariaCampaign },
    body: { post_id: ids.mariaLoosePost },
  }),
  sendThankYouEmail: () => ({
    as: "maria",
    params: { id: ids.mariaDonation },
    body: { message: "Thank you!" },
  }),
  verifyCampaign: () => ({ as: "admin", params: { id: ids.gardenCampaign } }),
  updateCampaignStatus: () => ({
    as: "maria",
    params: { id: ids.gardenCampaign },
    body: { active: true },
  }),
  deleteCampaign: () => ({ as: "lucia", params: { id: ids.disposableCampaign } }),
  reportCampaign: () => ({
    as: "guest",
    params: { id: ids.mariaCampaign },
    body: { ...report, type: 5 },
  }),
  addCampaignShare: () => ({ as: "guest", params: { id: ids.mariaCampaign } }),
  updateCampaignDetails: () => ({
    as: "maria",
    params: { id: ids.gardenCampaign },
    body: {
      name: "Community garden in Plovdiv",
      content: "<p>A shared garden.</p>",
      total_amount: 300000,
      currency: 2,
      type: "other",
      category: 5,
      urgent: false,
    },
  }),
  updateCampaignBeneficent: () => ({
    as: "maria",
    params: { id: ids.gardenCampaign },
    body: { beneficent_type: "individual", name: "Мария Петрова" },
  }),
  listCampaignDocuments: () => ({ as: "maria", params: { id: ids.gardenCampaign } }),
  updateCampaignDocuments: () => ({
    as: "maria",
    params: { id: ids.gardenCampaign },
    body: { documents: [{ id: ids.mariaPdf, type: "file" }] },
  }),
  updateCampaignImages: () => ({
    as: "maria",
    params: { id: ids.gardenCampaign },
    body: { image_ids: [ids.mariaImage], main_image_id: ids.mariaImage, video: null },
  }),
  createDonation: () => ({
    as: "lucia",
    params: { id: ids.mariaCampaign },
    body: {
      amount: 5000,
      tip: 500,
      currency: 1,
      payment_method: "STRIPE",
      is_anon: false,
      donator_type: "USER",
      return_url: "https://causeway.example/checkout",
    },
  }),
  // An event Causeway does not act on, signed as Stripe signs it.
  receiveStripeWebhook: () => {
    const event = {
      id: `evt_contract_${++stripeEvents}`,
      object: "event",
      type: "payment_intent.created",
      data: { object: { id: "pi_contract", object: "payment_intent", metadata: {} } },
    };
    return {
      as: "guest",
      body: event,
      headers: { "stripe-signature": stripe.sign(JSON.stringify(event)) },
    };
  },
  // The donor back from PayPal's page: an order approved there, captured on the first way back.
  returnFromPayPal: () => ({
    as: "guest",
    query: { token: ids.paypalApproved, PayerID: "PAYER01" },
  }),
  cancelPayPal: () => ({ as: "guest", query: { token: ids.paypalLeft } }),
  // An event Causeway does not act on, signed as PayPal signs it (only the fake verifies it).
  receivePayPalWebhook: () => {
    const event = paypal.event("PAYMENT.AUTHORIZATION.CREATED", { id: "AUTH0CONTRACT01" });
    return { as: "guest", body: event, headers: paypal.sign(JSON.stringify(event)) };
  },
  // A line no donation waits for, new each time (a repeated one would be "repeated").
  importBankStatement: () => ({
    as: "admin",
    upload: {
      name: "statement.csv",
      type: "text/csv",
      text: `Date,Amount,Currency,Details\n2026-12-01,12.50,EUR,Gift ${++statements}\n`,
    },
    fields: { amount_column: "Amount", reference_column: "Details", currency_column: "Currency" },
  }),
  listBankStatementLines: () => ({ as: "admin" }),
  matchBankStatementLine: () => {
    const open = ids.openMatches.length > 1 ? ids.openMatches.shift() : ids.openMatches[0];
    return { as: "admin", body: { line: open.line, donation_id: open.donation } };
  },
  getDonation: () => ({ as: "maria", params: { id: ids.mariaDonation } }),
  getDonationByPayment: () => ({ as: "guest", params: { paymentId: ids.mariaPaymentId } }),
  getDonationCertificate: () => ({ as: "maria", params: { id: ids.mariaDonation } }),
  getDonationCertificatePdf: () => ({ as: "maria", params: { id: ids.mariaDonation } }),
  listCurrencies: () => ({ as: "guest" }),
  getHealth: () => ({ as: "guest" }),
  getReadiness: () => ({ as: "guest" }),
  getFeed: () => ({ as: "lucia" }),
  listCampaignPosts: () => ({ as: "guest", params: { id: ids.mariaCampaign } }),
  getPost: () => ({ as: "lucia", query: { slug: ids.mariaPostSlug } }),
  createPost: () => ({
    as: "lucia",
    body: { title: "Contract post", is_anonymous: false, content: "<p>Hello</p>", image_ids: [] },
  }),
  listBookmarkedPosts: () => ({ as: "lucia" }),
  updatePost: () => ({
    as: "maria",
    params: { slug: ids.mariaPostSlug },
    body: {
      title: "First week",
      is_anonymous: false,
      content: "<p>Thank you all!</p>",
      image_ids: [],
    },
  }),
  deletePost: () => ({ as: "maria", params: { slug: ids.disposablePostSlug } }),
  addKarma: () => ({ as: "zdrowie", params: { slug: ids.mariaPostSlug } }),
  removeKarma: () => ({ as: "zdrowie", params: { slug: ids.mariaPostSlug } }),
  toggleBookmark: () => ({ as: "lucia", params: { slug: ids.mariaPostSlug } }),
  reportPost: () => ({
    as: "lucia",
    params: { slug: ids.mariaPostSlug },
    body: { type: 1, description: "Spam." },
  }),
  listPostComments: () => ({ as: "guest", params: { slug: ids.mariaPostSlug } }),
  createPostComment: () => ({
    as: "lucia",
    params: { slug: ids.mariaPostSlug },
    body: { content: "Great news!", parent_id: null },
  }),
  listReportTypes: () => ({ as: "guest", query: { type: "campaign" } }),
  getLinkMeta: () => ({
    as: "guest",
    query: { url: "https://causeway.example/campaign/help-maria-walk-again" },
  }),
  searchPosts: () => ({ as: "guest", query: { words: "rehabilitation", filter: "posts" } }),
  search: () => ({ as: "guest", query: { words: "maria" } }),
  listConversations: () => ({ as: "maria" }),
  getConversationsMeta: () => ({ as: "maria" }),
  updateConversationsMeta: () => ({ as: "maria", body: { seen: true } }),
  listMessages: () => ({ as: "maria", params: { id: ids.lucia } }),
  markMessagesRead: () => ({ as: "maria", params: { id: ids.lucia } }),
  sendMessage: () => ({ as: "maria", body: { receiver: ids.lucia, message: "See you Sunday!" } }),
  listNotifications: () => ({ as: "maria", query: { limit: 8 } }),
  updateNotifications: () => ({
    as: "maria",
    body: { seen: [ids.notification], read: [ids.notification] },
  }),
  listNotificationsV1: () => ({ as: "maria" }),
  markNotificationsRead: () => ({ as: "maria", body: { notifications: [ids.notification] } }),
  getNotification: () => ({ as: "maria", params: { id: ids.notification } }),
  markNotificationsSeen: () => ({ as: "maria" }),
  markNotificationsViewed: () => ({ as: "maria" }),
};

export function url(
  o: Operation,
  params: Record<string, string | number> = {},
  query: Record<string, string | number> = {},
) {
  const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${o.id}: no value for path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${path}?${qs}` : path;
}

export async function send(o: Operation, recipe: Recipe) {
  const token = recipe.as === "guest" ? null : tokens[recipe.as];
  if (recipe.as !== "guest" && !token) throw new Error(`no token for ${recipe.as}`);
  const path = url(o, recipe.params, recipe.query);
  if (recipe.upload) {
    const form = new FormData();
    if (typeof recipe.upload === "object") {
      form.append(
        "file",
        new Blob([recipe.upload.text], { type: recipe.upload.type }),
        recipe.upload.name,
      );
    } else {
      const bytes = recipe.upload === "png" ? PNG : PDF;
      form.append(
        "file",
        new Blob([bytes as Uint8Array<ArrayBuffer>]),
        recipe.upload === "png" ? "a.png" : "a.pdf",
      );
    }
    for (const [name, value] of Object.entries(recipe.fields ?? {})) form.append(name, value);
    return t.call(o.method, path, { token, raw: form, headers: recipe.headers });
  }
  return t.call(o.method, path, { token, body: recipe.body, headers: recipe.headers });
}

/** A fresh seeded world: the server, the tokens and the ids the recipes use. */
export async function prepareWorld() {
  // Stripe takes the card payments, on the local fake of its API: its webhook is in the contract.
  // So does PayPal, on the fake of its REST API: its way back and its webhook are too.
  if (!stripe.started) await stripe.start();
  if (!paypal.started) await paypal.start();
  t = await startTestServer({
    RATE_LIMIT_LOGIN: "1000",
    ...stripe.env,
    ...paypal.env,
    ...BANK_TRANSFER_ENV,
  });
  await seedIfEmpty(t.deps);
  const db = t.deps.db;
  const login = async (username: string) =>
    (await t.call("POST", "/api/v2/auth", { body: { username, password: DEMO_PASSWORD } })).body
      .response.token as string;
  tokens.maria = await login("maria.petrova");
  tokens.lucia = await login("lucia.garcia");
  tokens.admin = await login("admin");
  tokens.zdrowie = await login("zdrowie-fundacja");
  const user = async (username: string) =>
    (
      await db
        .selectFrom("users")
        .select("id")
        .where("username", "=", username)
        .executeTakeFirstOrThrow()
    ).id;
  ids.maria = await user("maria.petrova");
  ids.lucia = await user("lucia.garcia");
  ids.zdrowie = await user("zdrowie-fundacja");
  const campaign = async (slug: string) =>
    (
      await db
        .selectFrom("campaigns")
        .select("id")
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow()
    ).id;
  ids.mariaCampaign = await campaign("help-maria-walk-again");
  ids.libraryCampaign = await campaign("nueva-biblioteca-tarifa");
  ids.shelterCampaign = await campaign("sofia-dog-shelter");
  ids.gardenCampaign = await campaign("plovdiv-community-garden");
  ids.disposableCampaign = (await t.campaign(ids.lucia)).id;
  ids.mariaPendingWithdraw = (
    await db
      .selectFrom("withdrawals")
      .select("id")
      .where("campaign_id", "=", ids.mariaCampaign)
      .where("state", "=", "PENDING")
      .executeTakeFirstOrThrow()
  ).id;
  ids.note = (await db.selectFrom("withdraw_notes").select("id").executeTakeFirstOrThrow()).id;
  // A message the mail server refused for good, for the staff console's resend.
  ids.failedEmail = (
    await db
      .insertInto("email_outbox")
      .values({
        to_address: "nobody@causeway.example",
        template: "verification",
        subject: "Verify your e-mail address",
        body: "Hello",
        data: JSON.stringify({}),
        status: "failed",
        attempts: 1,
        failed_at: new Date(),
        last_error: "550 5.1.1 No such mailbox",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  ids.mariaBankAccount = (
    await db
      .selectFrom("bank_accounts")
      .select("id")
      .where("campaign_id", "=", ids.mariaCampaign)
      .executeTakeFirstOrThrow()
  ).id;
  ids.luciaPendingAccount = (
    await db
      .selectFrom("bank_accounts")
      .select("id")
      .where("campaign_id", "=", ids.libraryCampaign)
      .executeTakeFirstOrThrow()
  ).id;
  ids.zdrowieAccount = (
    await db
      .selectFrom("bank_accounts")
      .innerJoin("campaigns", "campaigns.id", "bank_accounts.campaign_id")
      .select("bank_accounts.id")
      .where("campaigns.created_by", "=", ids.zdrowie)
      .executeTakeFirstOrThrow()
  ).id;
  ids.shelterAccount = () => ids.createdShelterAccount;
  ids.mariaPdf = (await t.media(ids.maria, "file")).id;
  ids.mariaImage = (await t.media(ids.maria, "image")).id;
  ids.zdrowieImage = (await t.media(ids.zdrowie, "image")).id;
  const mariaDonation = await db
    .selectFrom("donations")
    .select(["id", "payment_id"])
    .where("campaign_id", "=", ids.mariaCampaign)
    .where("payment_status", "=", "PROCESSED")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  ids.mariaDonation = mariaDonation.id;
  ids.mariaPaymentId = mariaDonation.payment_id;
  // Bank transfers whose donor left the reference out, each with its statement line, for staff
  // to match by hand: one pair a call (a matched line is used).
  const bank = findProvider(t.deps.payments, BankTransferPayments);
  if (!bank) throw new Error("bank transfers are off in the contract world");
  ids.openMatches = [] as { line: string; donation: number }[];
  for (let i = 0; i < 6; i++) {
    const reply = await t.call("POST", `/api/v2/campaign/${ids.mariaCampaign}/donation`, {
      body: guestDonation("BANK", 4100 + i, 0),
    });
    const line = `contract-open-line-${i}`;
    await importStatement(
      t.deps,
      bank,
      [
        {
          key: line,
          account: null,
          bookedOn: "2026-12-01",
          amount: 4100 + i,
          currency: "EUR",
          remittance: "Gift for Maria",
          counterparty: "Ana Lima",
        },
      ],
      ids.maria,
    );
    ids.openMatches.push({ line, donation: reply.body.response.donation.id });
  }
  // Two PayPal orders: one the donor approved on PayPal's page, one they left.
  const paypalOrder = async () => {
    const reply = await t.call("POST", `/api/v2/campaign/${ids.mariaCampaign}/donation`, {
      body: guestDonation("PAYPAL", 1500),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.response.donation.payment_id as string;
  };
  ids.paypalApproved = paypal.approve(await paypalOrder()).id;
  ids.paypalLeft = await paypalOrder();
  // Refunded a cent at a time by the sandbox (SafeCharge's, the one method always on it): the
  // largest such gift.
  ids.refundableDonation = (
    await db
      .selectFrom("donations")
      .select("id")
      .where("payment_status", "=", "PROCESSED")
      .where("payment_method", "not in", ["STRIPE", "APPLE_PAY", "BANK", "PAYPAL"])
      .orderBy("amount", "desc")
      .executeTakeFirstOrThrow()
  ).id;
  ids.notification = (
    await db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", ids.maria)
      .executeTakeFirstOrThrow()
  ).id;
  const posts = await db
    .selectFrom("posts")
    .select(["id", "slug"])
    .where("user_id", "=", ids.maria)
    .orderBy("id")
    .execute();
  ids.mariaPostSlug = posts[0]?.slug;
  const loose = await t.call("POST", "/api/v2/post", {
    token: tokens.maria,
    body: { title: null, is_anonymous: false, content: "<p>Loose</p>", image_ids: [] },
  });
  ids.mariaLoosePost = loose.body.response.id;
  const disposable = await t.call("POST", "/api/v2/post", {
    token: tokens.maria,
    body: { title: null, is_anonymous: false, content: "<p>Bye</p>", image_ids: [] },
  });
  ids.disposablePostSlug = disposable.body.response.slug;
  const fresh = await t.signup("fresh", { complete: false });
  tokens.fresh = fresh.token;
  ids.freshUsername = fresh.username;
  const freshBiz = await t.signup("freshbiz", { type: "business", complete: false });
  tokens.freshBiz = freshBiz.token;
  ids.freshBizUsername = freshBiz.username;
  ids.freshBizImage = (await t.media(freshBiz.id, "image")).id;
  ids.verificationCode = (
    await db
      .selectFrom("users")
      .select("email_verification_code")
      .where("id", "=", fresh.id)
      .executeTakeFirstOrThrow()
  ).email_verification_code;
  const throwaway = await t.call("POST", "/api/v2/signup/email", {
    body: {
      profile_type: "personal",
      email: "throwaway@example.test",
      username: "throwaway",
      password: "correct-horse-battery",
    },
  });
  expect(throwaway.status).toBe(200);
  tokens.leaver = (await t.signup("leaver")).token;
  await t.call("POST", "/api/v2/forgotten-password", { body: { email: "throwaway@example.test" } });
  ids.resetHash = (
    (
      await db
        .selectFrom("email_outbox")
        .select("data")
        .where("template", "=", "forgotten_password")
        .executeTakeFirstOrThrow()
    ).data as { hash: string }
  ).hash;
  const { unsubscribeChecksum } = await import("../../src/services/subscriptions");
  ids.unsubscribeChecksum = unsubscribeChecksum(
    t.deps.config.jwtSecret,
    ids.lucia,
    "weekly_statistics",
  );
  ids.now = Math.floor(Date.now() / 1000);
  ids.monthAgo = ids.now - 30 * 86400;
}

/** State that owner-only and staff-only calls would change: a refused call must leave it equal. */
export async function snapshot() {
  const db = t.deps.db;
  const rows = async (q: Promise<unknown[]>) => JSON.stringify(await q);
  return {
    withdrawals: await rows(
      db
        .selectFrom("withdrawals")
        .select(["id", "state", "amount", "invoices"])
        .orderBy("id")
        .execute(),
    ),
    notes: await rows(
      db.selectFrom("withdraw_notes").select(["id", "state"]).orderBy("id").execute(),
    ),
    accounts: await rows(
      db
        .selectFrom("bank_accounts")
        .select(["id", "deleted", "documents", "state", "note"])
        .orderBy("id")
        .execute(),
    ),
    campaigns: await rows(
      db
        .selectFrom("campaigns")
        .select([
          "id",
          "active",
          "verified",
          "deleted",
          "name",
          "documents",
          "beneficent",
          "content",
        ])
        .orderBy("id")
        .execute(),
    ),
    images: await rows(
      db
        .selectFrom("campaign_images")
        .selectAll()
        .orderBy("campaign_id")
        .orderBy("media_id")
        .execute(),
    ),
    posts: await rows(
      db
        .selectFrom("posts")
        .select(["id", "content", "deleted", "campaign_id"])
        .orderBy("id")
        .execute(),
    ),
    donations: await rows(
      db.selectFrom("donations").select(["id", "thank_you"]).orderBy("id").execute(),
    ),
    mail: await rows(db.selectFrom("email_outbox").select("id").orderBy("id").execute()),
    notifications: await rows(db.selectFrom("notifications").select("id").orderBy("id").execute()),
    users: await rows(
      db
        .selectFrom("users")
        .select([
          "id",
          "donations_visible",
          "business_mission",
          "cover_media_id",
          "business_sectors",
          "organization_size",
        ])
        .orderBy("id")
        .execute(),
    ),
  };
}
