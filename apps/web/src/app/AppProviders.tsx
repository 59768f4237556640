import { type ApiClient, ApiProvider } from "@causeway/api-client";
import { ToastProvider } from "@causeway/ui";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SessionProvider } from "./session/SessionProvider";

export interface AppProvidersProps {
  api: ApiClient;
  queryClient: QueryClient;
  initialToken: string | null;
  persistToken?: (token: string | null) => void;
  children: ReactNode;
}

/**
 * The API, the session and the toasts (one region for the whole site: saves, copies, follows and
 * sends confirm with `useToast()` from @causeway/ui), for the app and for the page stories alike.
 */
export function AppProviders({
  api,
  queryClient,
  initialToken,
  persistToken,
  children,
}: AppProvidersProps) {
  return (
    <ApiProvider client={api} queryClient={queryClient}>
      <SessionProvider initialToken={initialToken} persist={persistToken}>
        <ToastProvider>{children}</ToastProvider>
      </SessionProvider>
    </ApiProvider>
  );
}
