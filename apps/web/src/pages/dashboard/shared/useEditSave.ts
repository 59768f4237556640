import { ApiFieldErrors } from "@causeway/api-client";
import { campaignFieldId } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { draftFieldErrors } from "@causeway/rules";
import { useToast } from "@causeway/ui";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { SAVE_FAILED } from "./EditCampaignFrame";

export const EDIT_ID_PREFIX = "edit";

/**
 * What the edit pages share: the errors shown (the rules' before sending, the server's after),
 * the summary at the top that takes focus, saving, and the toast that says it is saved.
 */
export function useEditSave() {
  const { t, has } = useTranslator();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const say = (message: string) => (has(message) ? t(message) : message);

  const show = (next: Record<string, string>) => {
    // Drawn first, then focused: the summary exists only once the errors are rendered.
    flushSync(() => setErrors(next));
    if (Object.keys(next).length > 0) summaryRef.current?.focus();
  };

  /** Checks (`problems`), then sends; a 400 puts the server's errors under the fields. */
  const save = async (problems: Record<string, string>, send: () => Promise<unknown>) => {
    setSaved(false);
    setFailure(null);
    show(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await send();
      setSaved(true);
      toast({ title: t("web.edit.saved"), variant: "success" });
    } catch (error) {
      if (error instanceof ApiFieldErrors) show(draftFieldErrors(error.fields));
      else setFailure(t(SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  const summary = Object.entries(errors).map(([field, message]) => ({
    id: campaignFieldId(EDIT_ID_PREFIX, field),
    message: say(message),
  }));
  return { errors, setErrors, saved, setSaved, saving, failure, save, summary, summaryRef };
}
