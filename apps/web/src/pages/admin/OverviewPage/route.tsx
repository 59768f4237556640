import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { isStaff } from "../../../app/session/roles";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { OverviewPage, overviewQueries } from "./OverviewPage";

export const loader = staffPageLoader(null, ({ queryClient, me }) =>
  isStaff(me.roles, "admin")
    ? [
        queryClient.prefetchQuery(overviewQueries[0]),
        queryClient.prefetchQuery(overviewQueries[1]),
        queryClient.prefetchQuery(overviewQueries[2]),
        queryClient.prefetchQuery(overviewQueries[3]),
      ]
    : [],
);
export const Component = OverviewPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
