import type { RouteObject } from "react-router";

/** The settings pages of 000 §2, each a lazily loaded route module. */
export const settingsRoutes: RouteObject[] = [];

/** Settings pages shown without the site header (000 §2: donate, checkout, hash pages). */
export const bareSettingsRoutes: RouteObject[] = [];
