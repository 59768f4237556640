import {
  type ContactMessage,
  contactMutations,
  isApiError,
  isApiFieldErrors,
  useSubmission,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { CONTACT_LIMITS, checkPayload, contactPayloadSchema } from "@causeway/rules";
import { Alert, Button, TextArea, TextField } from "@causeway/ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSession } from "../../../app/session/SessionProvider";

type Field = keyof ContactMessage;
const FIELDS: readonly Field[] = ["name", "email", "subject", "message"];
const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" };

type Failure = "failed" | "too_many";

/**
 * The contact page's form (POST /api/v2/contact): name, e-mail address, subject and message,
 * checked by the same rules as the server (contactPayloadSchema) before it is sent; each problem
 * under its field, the first invalid field focused; a refusal by the server under its fields too.
 * A member's name and address are filled in. A failure keeps everything typed, with a way to send
 * again; once sent, a thank-you says where the answer will go.
 */
export function ContactForm() {
  const { t } = useTranslator();
  const baseId = useId();
  const fieldId = (field: Field) => `${baseId}-${field}`;
  const { user } = useSession();
  const [values, setValues] = useState<ContactMessage>(() => ({
    ...EMPTY,
    name: user?.name ?? "",
    email: user?.email ?? "",
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [focusTo, setFocusTo] = useState<{ field: Field } | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  // One message per submission (a double click sends once; a retry after a failure is answered).
  const send = useSubmission(contactMutations.send());

  // A member's user may arrive after the form: their name and address fill what is still empty.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || user.name || "",
      email: current.email || user.email || "",
    }));
  }, [user]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fieldId derives from the stable baseId.
  useEffect(() => {
    if (focusTo && !send.isPending) document.getElementById(fieldId(focusTo.field))?.focus();
  }, [focusTo, send.isPending]);

  useEffect(() => {
    if (sentTo) thanks.current?.focus();
  }, [sentTo]);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: Partial<Record<string, string>>) => {
    const mine: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (found[field]) mine[field] = found[field];
    setErrors(mine);
    const first = FIELDS.find((field) => mine[field]);
    if (first) setFocusTo({ field: first });
    return first !== undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setFailure(null);
    const checked = checkPayload(contactPayloadSchema, values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    try {
      if ((await send.submitAsync(checked.data)) === undefined) return;
      setSentTo(checked.data.email);
      setErrors({});
    } catch (error) {
      if (isApiFieldErrors(error) && showErrors(error.fields)) return;
      setFailure(isApiError(error) && error.status === 429 ? "too_many" : "failed");
    }
  };

  const writeAnother = () => {
    setSentTo(null);
    setValues((current) => ({ ...current, subject: "", message: "" }));
    setFocusTo({ field: "subject" });
  };

  if (sentTo) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        data-slot="contact-form"
        data-state="sent"
        className="cw:mt-2 cw:flex cw:flex-col cw:items-start cw:gap-4 cw:outline-none"
      >
        <Alert
          variant="success"
          isLive
          title={t("web.contact.form.sent.title")}
          description={t("web.contact.form.sent.text", { email: sentTo })}
        />
        <Button variant="secondary" onPress={writeAnother}>
          {t("web.contact.form.another")}
        </Button>
      </div>
    );
  }

  const error = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <section aria-labelledby={`${baseId}-title`} className="cw:mt-2 cw:flex cw:flex-col cw:gap-4">
      <h2 id={`${baseId}-title`} className="cw:text-2xl cw:font-semibold">
        {t("web.contact.form.title")}
      </h2>
      <form
        noValidate
        onSubmit={submit}
        aria-busy={send.isPending || undefined}
        data-slot="contact-form"
        data-state={send.isPending ? "sending" : "editing"}
        className="cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
      >
        {failure ? (
          <Alert variant="danger" isLive title={t(`web.contact.form.${failure}`)} />
        ) : null}
        <div className="cw:grid cw:gap-4 cw:sm:grid-cols-2">
          <TextField
            id={fieldId("name")}
            label={t("web.contact.form.name")}
            autoComplete="name"
            isRequired
            maxLength={CONTACT_LIMITS.name}
            value={values.name}
            onChange={change("name")}
            isInvalid={Boolean(errors.name)}
            errorMessage={error("name")}
          />
          <TextField
            id={fieldId("email")}
            type="email"
            label={t("web.contact.form.email")}
            description={t("web.contact.form.email_hint")}
            autoComplete="email"
            isRequired
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            onChange={change("email")}
            isInvalid={Boolean(errors.email)}
            errorMessage={error("email")}
          />
        </div>
        <TextField
          id={fieldId("subject")}
          label={t("web.contact.form.subject")}
          isRequired
          maxLength={CONTACT_LIMITS.subject}
          value={values.subject}
          onChange={change("subject")}
          isInvalid={Boolean(errors.subject)}
          errorMessage={error("subject")}
        />
        <TextArea
          id={fieldId("message")}
          label={t("web.contact.form.message")}
          description={t("web.contact.form.message_hint")}
          isRequired
          rows={6}
          autoGrow
          maxLength={CONTACT_LIMITS.message}
          showCharacterCount={false}
          value={values.message}
          onChange={change("message")}
          isInvalid={Boolean(errors.message)}
          errorMessage={error("message")}
        />
        <Button type="submit" className="cw:self-start" isLoading={send.isPending}>
          {t("web.contact.form.send")}
        </Button>
      </form>
    </section>
  );
}
