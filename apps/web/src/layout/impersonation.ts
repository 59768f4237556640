/**
 * Impersonation (000 §4): an admin's own token waits in the `impersonatorJWT` cookie while the
 * site runs as another user. Exiting restores it, removes the cookie and goes to /admincp.
 */
export const IMPERSONATOR_COOKIE = "impersonatorJWT";
