/**
 * The contract test: walks packages/api-client/openapi.yaml and calls every operation against
 * the app on a real database (PGlite, or PostgreSQL with DATABASE_URL) seeded with the demo
 * world. Each call must answer a status the contract declares, with a body inside that status's
 * schema (ajv, JSON Schema 2020-12). An operation without a recipe below fails loudly, so a new
 * operation in the contract cannot go unimplemented unnoticed.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { seedIfEmpty } from "../src/seed/seed";
import { startTestServer, type TestServer } from "./helpers";

const require = createRequire(import.meta.url);
const specPath = require.resolve("@causeway/api-client/openapi.yaml");
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked dynamically.
const spec: any = parseYaml(readFileSync(specPath, "utf8"));

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
ajv.addFormat("password", true);
ajv.addFormat("binary", true);
ajv.addSchema(spec, "openapi.json");

const METHODS = ["get", "post", "put", "delete", "patch"] as const;
const esc = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

interface Operation {
  id: string;
  method: string;
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: OpenAPI operation object.
  op: any;
  statuses: string[];
  guestAllowed: boolean;
}

const operations: Operation[] = [];
for (const [path, item] of Object.entries<Record<string, unknown>>(spec.paths)) {
  for (const method of METHODS) {
    // biome-ignore lint/suspicious/noExplicitAny: OpenAPI operation object.
    const op = item[method] as any;
    if (!op) continue;
    const security = op.security ?? spec.security;
    const guestAllowed =
      security.length === 0 || security.some((s: object) => Object.keys(s).length === 0);
    operations.push({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      op,
      statuses: Object.keys(op.responses),
      guestAllowed,
    });
  }
}

/** The validator of one declared response's JSON body. */
function validatorFor(o: Operation, status: string) {
  let pointer = `/paths/${esc(o.path)}/${o.method.toLowerCase()}/responses/${status}`;
  const response = o.op.responses[status];
  if (response?.$ref) pointer = response.$ref.slice(1);
  const resolved = response?.$ref
    ? spec.components.responses[response.$ref.split("/").pop()]
    : response;
  if (!resolved?.content?.["application/json"]?.schema) return null;
  const validate = ajv.getSchema(`openapi.json#${pointer}/content/application~1json/schema`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return validate;
}

type Who = "guest" | "maria" | "lucia" | "admin" | "zdrowie" | "fresh" | "freshBiz" | "leaver";
interface Recipe {
  as: Who;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  upload?: "png" | "pdf";
  headers?: Record<string, string>;
}

let t: TestServer;
const tokens: Partial<Record<Who, string>> = {};
// biome-ignore lint/suspicious/noExplicitAny: ids gathered from the seeded world.
const ids: Record<string, any> = {};

const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const IBAN = "BG80BNBG96611020345678";
const providerPayload = () => ({
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
const report = {
  type: 0,
  description: "Looks fake.",
  email: "someone@example.com",
  name: "Someone",
};

/**
 * The authorisation matrix beyond guests: a signed-in user the spec does not give the operation
 * to (not the owner, not staff, not a business) must get 403 or 404 and change nothing.
 */
const REFUSE: Partial<Record<string, Who>> = {
  listWithdrawals: "lucia",
  createWithdrawal: "lucia",
  transferFunds: "lucia",
  updateWithdrawalInvoices: "lucia",
  getWithdrawal: "lucia",
  listWithdrawNotes: "lucia",
  listCampaignAccounts: "lucia",
  getCampaignAccountant: "lucia",
  getCampaignBalance: "lucia",
  getCampaignSummary: "lucia",
  getBankAccount: "lucia",
  createBankAccount: "lucia",
  deleteBankAccount: "lucia",
  updateBankAccountDocuments: "lucia",
  attachPostToCampaign: "lucia",
  sendThankYouEmail: "lucia",
  updateCampaignStatus: "lucia",
  listCampaignTasks: "lucia",
  getCampaignSessionMetric: "lucia",
  getCampaignMetrics: "lucia",
  updateCampaignDetails: "lucia",
  updateCampaignBeneficent: "lucia",
  updateCampaignDocuments: "lucia",
  updateCampaignImages: "lucia",
  getDonation: "zdrowie",
  getDonationCertificate: "zdrowie",
  getDonationCertificatePdf: "zdrowie",
  updatePost: "lucia",
  deletePost: "lucia",
  declineBankAccount: "maria",
  // The owner of the account may not decide on it: staff only.
  decideBankAccount: "zdrowie",
  updateDonationsVisibility: "maria",
  getUserCertificate: "maria",
  getUserCertificatePdf: "maria",
  deleteCampaign: "maria",
  addWithdrawNote: "lucia",
  updateWithdrawal: "maria",
  markWithdrawNoteForReview: "maria",
  markWithdrawNoteCompleted: "maria",
  markWithdrawNoteReverted: "maria",
  impersonateUser: "maria",
  verifyCampaign: "maria",
  updateBusinessCover: "lucia",
  updateBusinessMission: "lucia",
  updateBusinessSectors: "lucia",
  updateBusinessOrganizationSize: "lucia",
};

/**
 * The admin column of the matrix, for every operation in REFUSE: what a ROLE_ADMIN who is not the
 * owner gets. "read" and "write" are allowed (staff see and moderate owners' data); "refused"
 * answers 403 and changes nothing (acting as the owner: withdrawing, submitting a bank account,
 * a business's own profile). "owner media" is allowed but the recipe's uploads are the owner's,
 * and only the caller's own uploads can be attached: a 400 on the documents field.
 */
type AdminRight = "read" | "write" | "refused" | "owner media";
const ADMIN: Record<string, AdminRight> = {
  listWithdrawals: "read",
  getWithdrawal: "read",
  listWithdrawNotes: "read",
  listCampaignAccounts: "read",
  getCampaignAccountant: "read",
  getCampaignBalance: "read",
  getCampaignSummary: "read",
  getBankAccount: "read",
  getUserCertificate: "read",
  getUserCertificatePdf: "read",
  listCampaignTasks: "read",
  getCampaignSessionMetric: "read",
  getCampaignMetrics: "read",
  getDonation: "read",
  getDonationCertificate: "read",
  getDonationCertificatePdf: "read",
  impersonateUser: "read",
  createWithdrawal: "refused",
  transferFunds: "refused",
  createBankAccount: "refused",
  attachPostToCampaign: "refused",
  sendThankYouEmail: "refused",
  updateBusinessCover: "refused",
  updateBusinessMission: "refused",
  updateBusinessSectors: "refused",
  updateBusinessOrganizationSize: "refused",
  updateWithdrawalInvoices: "owner media",
  updateWithdrawal: "write",
  addWithdrawNote: "write",
  markWithdrawNoteForReview: "write",
  markWithdrawNoteCompleted: "write",
  markWithdrawNoteReverted: "write",
  deleteBankAccount: "write",
  declineBankAccount: "write",
  decideBankAccount: "write",
  updateBankAccountDocuments: "owner media",
  updateDonationsVisibility: "write",
  verifyCampaign: "write",
  updateCampaignStatus: "write",
  updateCampaignDetails: "write",
  updateCampaignBeneficent: "write",
  updatePost: "write",
  deletePost: "write",
  deleteCampaign: "write",
  updateCampaignDocuments: "owner media",
  updateCampaignImages: "owner media",
};

/** How to call each operation successfully in the seeded world. */
const recipes: Record<string, () => Recipe> = {
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
  updateBio: () => ({ as: "lucia", body: { bio: "Librarian." } }),
  updateName: () => ({ as: "fresh", body: { name: "Fresh Person" } }),
  updatePhone: () => ({ as: "lucia", body: { phone: "+34 600 123 456" } }),
  updateEmail: () => ({ as: "fresh", body: { email: "fresh.changed@example.test" } }),
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
  getDonation: () => ({ as: "maria", params: { id: ids.mariaDonation } }),
  getDonationCertificate: () => ({ as: "maria", params: { id: ids.mariaDonation } }),
  getDonationCertificatePdf: () => ({ as: "maria", params: { id: ids.mariaDonation } }),
  listCurrencies: () => ({ as: "guest" }),
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

function url(
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

async function send(o: Operation, recipe: Recipe) {
  const token = recipe.as === "guest" ? null : tokens[recipe.as];
  if (recipe.as !== "guest" && !token) throw new Error(`no token for ${recipe.as}`);
  const path = url(o, recipe.params, recipe.query);
  if (recipe.upload) {
    const form = new FormData();
    const bytes = recipe.upload === "png" ? PNG : PDF;
    form.append(
      "file",
      new Blob([bytes as Uint8Array<ArrayBuffer>]),
      recipe.upload === "png" ? "a.png" : "a.pdf",
    );
    return t.call(o.method, path, { token, raw: form, headers: recipe.headers });
  }
  return t.call(o.method, path, { token, body: recipe.body, headers: recipe.headers });
}

function expectInSchema(o: Operation, status: number, body: unknown) {
  expect(
    o.statuses,
    `${o.id} answered ${status}, not declared; body ${JSON.stringify(body).slice(0, 300)}`,
  ).toContain(String(status));
  const validate = validatorFor(o, String(status));
  if (!validate) return;
  const valid = validate(body);
  expect(
    valid,
    `${o.id} ${status} outside its schema: ${ajv.errorsText(validate.errors)}; body ${JSON.stringify(body).slice(0, 400)}`,
  ).toBe(true);
}

/** A fresh seeded world: the server, the tokens and the ids the recipes use. */
async function prepareWorld() {
  t = await startTestServer({ RATE_LIMIT_LOGIN: "1000" });
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
  ids.mariaDonation = (
    await db
      .selectFrom("donations")
      .select("id")
      .where("campaign_id", "=", ids.mariaCampaign)
      .where("payment_status", "=", "PROCESSED")
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
  const { unsubscribeChecksum } = await import("../src/routes/users");
  ids.unsubscribeChecksum = unsubscribeChecksum(
    t.deps.config.jwtSecret,
    ids.lucia,
    "weekly_statistics",
  );
  ids.now = Math.floor(Date.now() / 1000);
  ids.monthAgo = ids.now - 30 * 86400;
}

beforeAll(prepareWorld, 120_000);

afterAll(async () => {
  await t?.destroy();
});

describe("authorisation: users the spec does not give an operation to are refused", () => {
  const guarded = operations.filter((o) => REFUSE[o.id]);
  it("covers the owner-only, staff-only and business-only operations", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(40);
  });
  it.each(guarded.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s refuses another signed-in user and changes nothing",
    async (_name, o) => {
      const recipe = recipes[o.id]?.();
      const refused = REFUSE[o.id];
      if (!recipe || !refused) throw new Error(`${o.id} has no refusal`);
      const before = await snapshot();
      const reply = await send(o, { ...recipe, as: refused });
      expect(
        [403, 404],
        `${o.id} as ${refused}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`,
      ).toContain(reply.status);
      expectInSchema(o, reply.status, reply.body);
      expect(await snapshot(), `${o.id}: a refused call changed the database`).toEqual(before);
    },
  );
});

describe("authorisation: what an admin who is not the owner gets", () => {
  it("has an admin expectation for every guarded operation, and only for those", () => {
    expect(Object.keys(REFUSE).sort()).toEqual(Object.keys(ADMIN).sort());
  });
  const byRight = (right: AdminRight) =>
    operations
      .filter((o) => ADMIN[o.id] === right)
      .map((o) => [`${o.method} ${o.path}`, o] as const);
  it.each(byRight("read"))("%s lets an admin read the owner's data", async (_name, o) => {
    const recipe = recipes[o.id]?.();
    if (!recipe) throw new Error(`${o.id} has no recipe`);
    const reply = await send(o, { ...recipe, as: "admin" });
    expect(
      reply.status,
      `${o.id} as admin: ${JSON.stringify(reply.body).slice(0, 200)}`,
    ).toBeLessThan(300);
    expectInSchema(o, reply.status, reply.body);
  });
  it.each(byRight("refused"))("%s refuses an admin and changes nothing", async (_name, o) => {
    const recipe = recipes[o.id]?.();
    if (!recipe) throw new Error(`${o.id} has no recipe`);
    const before = await snapshot();
    const reply = await send(o, { ...recipe, as: "admin" });
    expect(reply.status, `${o.id} as admin: ${JSON.stringify(reply.body).slice(0, 200)}`).toBe(403);
    expectInSchema(o, reply.status, reply.body);
    expect(await snapshot(), `${o.id}: a refused call changed the database`).toEqual(before);
  });
});

/** State that owner-only and staff-only calls would change: a refused call must leave it equal. */
async function snapshot() {
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

describe("contract: every operation of openapi.yaml", () => {
  it("has a recipe for every operation, and every recipe names an operation", () => {
    const missing = operations
      .filter((o) => !recipes[o.id])
      .map((o) => `${o.method} ${o.path} (${o.id})`);
    expect(missing, "operations without a contract call").toEqual([]);
    const unknown = Object.keys(recipes).filter((id) => !operations.some((o) => o.id === id));
    expect(unknown).toEqual([]);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s answers 2xx inside its schema",
    async (_name, o) => {
      const recipe = recipes[o.id];
      if (!recipe) throw new Error(`${o.id} has no contract call: implement it and add a recipe`);
      const reply = await send(o, recipe());
      expect(
        reply.status,
        `${o.id}: ${JSON.stringify(reply.body).slice(0, 300)}`,
      ).toBeGreaterThanOrEqual(200);
      expect(reply.status, `${o.id}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBeLessThan(
        300,
      );
      expectInSchema(o, reply.status, reply.body);
      // A document's answer carries its declared media type (the certificate: a PDF).
      const declared = Object.keys(o.op.responses[String(reply.status)]?.content ?? {});
      if (declared.length && !declared.includes("application/json"))
        expect(declared).toContain(reply.headers.get("content-type"));
      if (o.id === "createBankAccount") ids.createdShelterAccount = reply.body.response.id;
    },
  );

  it.each(
    operations.filter((o) => !o.guestAllowed).map((o) => [`${o.method} ${o.path}`, o] as const),
  )("%s answers a guest 401 inside its schema", async (_name, o) => {
    const recipe = recipes[o.id]?.();
    if (!recipe) throw new Error(`${o.id} has no contract call`);
    const reply = await send(o, { ...recipe, as: "guest" });
    expect(reply.status, o.id).toBe(401);
    expectInSchema(o, reply.status, reply.body);
  });

  const withIdParam = operations.filter(
    (o) => o.statuses.includes("404") && /\{(id|withdrawId|noteId|slug)\}/.test(o.path),
  );
  it.each(withIdParam.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s answers an unknown id with a declared error inside its schema",
    async (_name, o) => {
      const recipe = recipes[o.id]?.();
      if (!recipe) throw new Error(`${o.id} has no contract call`);
      const params = Object.fromEntries(
        Object.keys(recipe.params ?? {}).map((k) => [k, k === "slug" ? "no-such-post" : 999999]),
      );
      const reply = await send(o, { ...recipe, params: { ...recipe.params, ...params } });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expectInSchema(o, reply.status, reply.body);
    },
  );

  it("answers bad input with a 400 inside the ValidationError schema", async () => {
    const o = operations.find((x) => x.id === "createWithdrawal");
    if (!o) throw new Error("createWithdrawal missing");
    const reply = await send(o, {
      as: "maria",
      params: { id: ids.mariaCampaign },
      body: { ...providerPayload(), amount: 0, reasons: [] },
    });
    expect(reply.status).toBe(400);
    expectInSchema(o, 400, reply.body);
  });
});

// Admin writes change the world the recipes rely on, so they run last, on a fresh seeded world, in
// an order where each one's target still exists (the invoices before the decision that closes the
// withdrawal; the campaign deleted last).
describe("authorisation: an admin who is not the owner may moderate", () => {
  beforeAll(async () => {
    await t.destroy();
    await prepareWorld();
    // The pending shelter account the documents recipe edits is the owner's submission.
    const create = operations.find((o) => o.id === "createBankAccount");
    const recipe = recipes.createBankAccount?.();
    if (!create || !recipe) throw new Error("createBankAccount has no recipe");
    ids.createdShelterAccount = (await send(create, recipe)).body.response.id;
  }, 120_000);
  it.each(Object.keys(ADMIN).filter((id) => ADMIN[id] === "owner media"))(
    "%s: an admin cannot attach the owner's uploads, and nothing changes",
    async (id) => {
      const o = operations.find((op) => op.id === id);
      const recipe = recipes[id]?.();
      if (!o || !recipe) throw new Error(`${id} has no recipe`);
      const before = await snapshot();
      const reply = await send(o, { ...recipe, as: "admin" });
      expect(reply.status, JSON.stringify(reply.body).slice(0, 200)).toBe(400);
      expectInSchema(o, reply.status, reply.body);
      expect(await snapshot()).toEqual(before);
    },
  );
  const order = Object.keys(ADMIN).filter((id) => ADMIN[id] === "write");
  it.each(order)("%s as an admin", async (id) => {
    const o = operations.find((op) => op.id === id);
    const recipe = recipes[id]?.();
    if (!o || !recipe) throw new Error(`${id} has no recipe`);
    const reply = await send(o, { ...recipe, as: "admin" });
    expect(
      reply.status,
      `${id} as admin: ${JSON.stringify(reply.body).slice(0, 200)}`,
    ).toBeLessThan(300);
    expectInSchema(o, reply.status, reply.body);
  });
});
