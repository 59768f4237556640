import { type User, userQueries } from "@causeway/api-client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { isStaff } from "./roles";

export interface Session {
  /** The JWT, or null for a guest. */
  token: string | null;
  /** The logged-in user once loaded; null for a guest or while loading. */
  user: User | null;
  /** True while a token is known but its user is not loaded yet. */
  loading: boolean;
  isAdmin: boolean;
  /** Keeps a token answered by log-in, sign-up, e-mail or username change. */
  signIn: (token: string) => void;
  /**
   * Keeps a token for the next page load and changes nothing on this page (no query is refreshed
   * with it): for a switch of account that a whole new document follows (impersonation, 000 §4).
   */
  switchAccount: (token: string) => void;
  signOut: () => void;
}

/** Dispatched on window when the API refuses the token and it cannot be renewed. */
export const SIGNED_OUT_EVENT = "causeway:signed-out";

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  initialToken: string | null;
  /** Where a token goes when it changes (the cookie in the app, nowhere in a story). */
  persist?: (token: string | null) => void;
  children: ReactNode;
}

/** Who is using the site: the token, and the user it belongs to (GET /api/v2/user). */
export function SessionProvider({ initialToken, persist, children }: SessionProviderProps) {
  const [token, setToken] = useState(initialToken);
  const queryClient = useQueryClient();
  const me = useQuery({ ...userQueries.me(), enabled: token !== null, retry: false });
  const user = token !== null && me.isSuccess ? me.data : null;

  const signIn = useCallback(
    (next: string) => {
      persist?.(next);
      setToken(next);
      void queryClient.invalidateQueries();
    },
    [persist, queryClient],
  );
  const switchAccount = useCallback((next: string) => persist?.(next), [persist]);
  const signOut = useCallback(() => {
    persist?.(null);
    setToken(null);
    queryClient.clear();
  }, [persist, queryClient]);

  useEffect(() => {
    const onSignedOut = () => {
      setToken(null);
      queryClient.clear();
    };
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [queryClient]);

  const session = useMemo<Session>(
    () => ({
      token,
      user,
      loading: token !== null && me.isPending,
      isAdmin: user ? isStaff(user.roles, "admin") : false,
      signIn,
      switchAccount,
      signOut,
    }),
    [token, user, me.isPending, signIn, switchAccount, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession() needs a <SessionProvider> above it.");
  return session;
}
