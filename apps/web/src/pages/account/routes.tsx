import type { RouteObject } from "react-router";

/** The account pages of 000 §2, each a lazily loaded route module. */
export const accountRoutes: RouteObject[] = [];

/** Account pages shown without the site header (000 §2: donate, checkout, hash pages). */
export const bareAccountRoutes: RouteObject[] = [];
