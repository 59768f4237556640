import type { RouteObject } from "react-router";

/** The campaign pages of 000 §2, each a lazily loaded route module. */
export const campaignRoutes: RouteObject[] = [
  { path: "campaign", lazy: () => import("./CampaignListPage/route") },
  { path: "campaign/categories", lazy: () => import("./CategoryPage/categories-route") },
  { path: "campaign/categories/:category", lazy: () => import("./CategoryPage/route") },
  { path: "campaign/diseases/:disease", lazy: () => import("./CategoryPage/disease-route") },
  { path: "campaign/search", lazy: () => import("./CampaignSearchPage/route") },
  { path: "campaign/user/:userId", lazy: () => import("./UserCampaignsPage/route") },
  { path: "campaign/:campaign", lazy: () => import("./CampaignPage/route") },
];

/** Campaign pages shown without the site header (000 §2: donate, checkout, hash pages). */
export const bareCampaignRoutes: RouteObject[] = [
  { path: "campaign/:campaign/donate", lazy: () => import("./DonatePage/route") },
  { path: "campaign/:campaign/checkout", lazy: () => import("./CheckoutPage/route") },
];
