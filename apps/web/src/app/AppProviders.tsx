import { type ApiClient, ApiProvider } from "@causeway/api-client";
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

/** The API and the session, for the app and for the page stories alike. */
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
        {children}
      </SessionProvider>
    </ApiProvider>
  );
}
