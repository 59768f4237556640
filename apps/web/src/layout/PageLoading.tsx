import { Spinner } from "@causeway/ui";

/** Shown while the first page's code loads (the route modules are split per page). */
export function PageLoading() {
  return (
    <div className="cw:flex cw:min-h-screen cw:items-center cw:justify-center">
      <Spinner size="lg" />
    </div>
  );
}
