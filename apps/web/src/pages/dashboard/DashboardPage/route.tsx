import { DashboardPage } from "./DashboardPage";

export const Component = DashboardPage;
