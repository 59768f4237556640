import { accountMutations } from "@causeway/api-client";
import { useMutation } from "@tanstack/react-query";
import { useSession } from "../app/session/SessionProvider";
import { useLoadDocument } from "./document-navigation";
import { useShellStorage } from "./shell-storage";

/** Where an impersonation starts (000 §4: "goes to /") and where leaving it returns. */
export const IMPERSONATION_START = "/";
export const IMPERSONATION_EXIT = "/admincp";

/**
 * Impersonation (000 §4): an admin exchanges a user's id for a token acting as them
 * (GET /api/v2/impersonate/{id}), keeps their own token in the impersonatorJWT cookie, uses the new
 * one and goes to / with a full page load. While already acting as someone (a super admin acting
 * as an admin), the first, own token is kept, so the way back always leads to the real account.
 */
export function useImpersonation() {
  const { token, switchAccount } = useSession();
  const storage = useShellStorage();
  const load = useLoadDocument();
  const mutation = useMutation(accountMutations.impersonate());
  const start = (userId: number) =>
    mutation.mutateAsync(userId).then(({ token: theirs }) => {
      if (token && !storage.impersonatorToken()) storage.rememberImpersonator(token);
      // Nothing on this page is read again as them (the console's lists would answer 403): the
      // token waits for the next page, which the document load brings.
      switchAccount(theirs);
      load(IMPERSONATION_START);
    });
  return { start, isPending: mutation.isPending, pendingUser: mutation.variables ?? null };
}

/** Leaving an impersonation: the admin's own token again, the cookie gone, back to /admincp. */
export function useExitImpersonation() {
  const { switchAccount } = useSession();
  const storage = useShellStorage();
  const load = useLoadDocument();
  return (impersonator: string) => {
    switchAccount(impersonator);
    storage.forgetImpersonator();
    load(IMPERSONATION_EXIT);
  };
}
