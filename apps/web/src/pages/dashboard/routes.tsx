import type { RouteObject } from "react-router";

/** The dashboard pages of 000 §2, each a lazily loaded route module. */
export const dashboardRoutes: RouteObject[] = [];

/** Dashboard pages shown without the site header (000 §2: donate, checkout, hash pages). */
export const bareDashboardRoutes: RouteObject[] = [];
