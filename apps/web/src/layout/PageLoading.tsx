import { Spinner } from "@causeway/ui";

/** Shown while the first page's code loads (the route modules are split per page). */
export function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
