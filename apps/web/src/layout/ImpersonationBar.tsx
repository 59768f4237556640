import { lazy, Suspense, useState } from "react";
import { useSession } from "../app/session/SessionProvider";
import { useShellStorage } from "./shell-storage";

// The bar itself (and the way back) loads only while someone is acted as: no other page carries it.
const ImpersonationNotice = lazy(() =>
  import("./ImpersonationNotice").then((module) => ({ default: module.ImpersonationNotice })),
);

/**
 * While an admin acts as another user (the `impersonatorJWT` cookie holds the admin's token), a bar
 * says so and offers the way back: the admin's token again, the cookie gone, then /admincp (a full
 * page load, 000 §2).
 */
export function ImpersonationBar() {
  const { token } = useSession();
  const storage = useShellStorage();
  const [impersonator] = useState(() => storage.impersonatorToken());
  if (!impersonator || !token) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationNotice impersonator={impersonator} />
    </Suspense>
  );
}
