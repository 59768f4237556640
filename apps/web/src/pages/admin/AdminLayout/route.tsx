import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { staffLoader } from "../staff-loader";
import { AdminLayout } from "./AdminLayout";
import { StaffConsoleError } from "./StaffRefusal";

export const loader = staffLoader;
export const Component = AdminLayout;
export const ErrorBoundary = StaffConsoleError;

export const handle = PRIVATE_PAGE;
