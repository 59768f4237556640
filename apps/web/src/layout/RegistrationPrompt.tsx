import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { type PromptReason, signupHref } from "./registration-prompt-links";

// The dialog (Radix's, with its focus trap) loads the first time a guest opens the prompt: the
// pages every guest reads first do not carry it.
const RegistrationPromptDialog = lazy(() => import("./RegistrationPromptDialog"));

export type { PromptReason } from "./registration-prompt-links";

/** Opens the registration prompt for a guest's attempt (000 §2 modals). */
export type PromptForRegistration = (reason?: PromptReason) => void;

const PromptContext = createContext<PromptForRegistration | null>(null);

/**
 * The registration prompt of 000 §2 for the pages under it: a title, what an account allows, the
 * e-mail way in (sign-up), the terms and data policy, and a log-in link. Both ways carry the page
 * the guest was on (`redirect`), so sign-up (through its completion) or log-in brings them back.
 * There is no social log-in in the contract, so e-mail is the one way to continue.
 */
export function RegistrationPromptProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [reason, setReason] = useState<PromptReason | "default" | null>(null);
  // Once opened, the dialog stays mounted (closed), so it closes and opens again at once.
  const [opened, setOpened] = useState(false);
  // The page the guest was on, remembered when the prompt opens (the hash too: a post's comments).
  const [from, setFrom] = useState("/");
  const open = useCallback<PromptForRegistration>(
    (why) => {
      setFrom(`${location.pathname}${location.search}${location.hash}`);
      setReason(why ?? "default");
      setOpened(true);
    },
    [location],
  );
  const close = () => setReason(null);
  // Following one of its links (sign up, log in, the terms) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the place is what closes it
  useEffect(() => setReason(null), [location.pathname]);
  return (
    <PromptContext.Provider value={open}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <RegistrationPromptDialog reason={reason} from={from} onClose={close} />
        </Suspense>
      ) : null}
    </PromptContext.Provider>
  );
}

/**
 * `prompt(reason)` opens the registration prompt (000 §2) for a guest who tried something only a
 * member may do (karma, bookmark, follow, comment). Outside the provider (a bare page) the guest is
 * sent to sign up with the way back, as the prompt's own button would.
 */
export function useRegistrationPrompt(): PromptForRegistration {
  const prompt = useContext(PromptContext);
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo(
    () =>
      prompt ??
      (() => void navigate(signupHref(`${location.pathname}${location.search}${location.hash}`))),
    [prompt, navigate, location],
  );
}
