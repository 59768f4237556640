"use client";
import { isApiFieldErrors, type User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { closeDecision } from "@causeway/rules";
import { Alert, Button, ConfirmDialog, Modal } from "@causeway/ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import { settingsFieldId } from "../Settings/SettingsForm";
import { splitServerErrors } from "../Settings/settings-form";
import { focusField } from "../shared/focus-field";
import { changedFields, type TextValues } from "./profile-info";

export interface ProfileEditModalProps<V extends TextValues> {
  /** data-slot, and the prefix of the field ids. */
  name: string;
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** Everything was saved: the user as the server answered last. */
  onSaved: (user: User) => void;
  form: UseFormReturn<V>;
  /** What the fields hold when the modal opens (the form starts again from them each time). */
  defaults: V;
  /** The fields that may be sent, in order (a locked one is left out). */
  fields: readonly (keyof V & string)[];
  /** Sends one changed field (trimmed) and answers the updated user. */
  send: (field: keyof V & string, value: string) => Promise<User>;
  children: ReactNode;
}

/**
 * The frame of the profile page's edit modals (000 §2): the light ui Modal, Cancel and Save, the
 * changed fields sent one by one (a 400 shows under its field and the fields already saved stay
 * saved), a general failure above, and closing a dirty form asks to discard (000 §4).
 */
export function ProfileEditModal<V extends TextValues>({
  name,
  title,
  isOpen,
  onClose,
  onSaved,
  form,
  defaults,
  fields,
  send,
  children,
}: ProfileEditModalProps<V>) {
  const { t, has } = useTranslator();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { isDirty, isSubmitting } = form.formState;

  // Each opening starts from what the host holds now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form.
  useEffect(() => {
    if (!isOpen) return;
    form.reset(defaults);
    setFailure(null);
    setConfirming(false);
  }, [isOpen]);

  const requestClose = () => {
    const status = isSubmitting ? "submitting" : isDirty ? "dirty" : "clean";
    const decision = closeDecision({ mode: "edit", status, dirty: isDirty });
    if (decision === "confirm") setConfirming(true);
    else if (decision === "back-to-chooser") onClose();
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const initial = form.formState.defaultValues as Partial<V>;
      const errors: Partial<Record<keyof V & string, string>> = {};
      let other: string | null = null;
      let user: User | null = null;
      for (const field of changedFields(initial, values, fields)) {
        try {
          user = await send(field, (values[field] ?? "").trim());
          // Saved: a later failure leaves only the rest to send again.
          form.resetField(field as FieldPath<V>, { defaultValue: values[field] as never });
        } catch (error) {
          if (!isApiFieldErrors(error)) return setFailure("forms.profile_info.failed");
          const split = splitServerErrors(error.fields, fields);
          Object.assign(errors, split.fields);
          other ??= split.other;
        }
      }
      const invalid = fields.filter((field) => errors[field]);
      for (const field of invalid) {
        form.setError(field as FieldPath<V>, { type: "server", message: errors[field] });
      }
      if (other) setFailure(other);
      if (invalid[0]) {
        const first = invalid[0];
        requestAnimationFrame(() => focusField(settingsFieldId(name, first)));
      }
      if (invalid.length > 0 || other) return;
      if (user) onSaved(user);
      onClose();
    },
    (errors) => {
      const first = fields.find((field) => field in errors);
      if (first) requestAnimationFrame(() => focusField(settingsFieldId(name, first)));
    },
  );

  return (
    <>
      <Modal
        data-slot={name}
        isOpen={isOpen}
        onClose={requestClose}
        title={title}
        footer={
          <>
            <Button variant="secondary" onPress={requestClose} isDisabled={isSubmitting}>
              {t("forms.profile_info.cancel")}
            </Button>
            <Button
              type="submit"
              form={formId}
              isDisabled={!isDirty}
              isLoading={isSubmitting}
              aria-describedby={isDirty ? undefined : `${formId}-unchanged`}
            >
              {t("forms.profile_info.save")}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          aria-busy={isSubmitting || undefined}
          className="cw:flex cw:flex-col cw:gap-4"
          onSubmit={(event) => submit(event).catch(() => {})}
        >
          {failure ? (
            <Alert variant="danger" isLive title={has(failure) ? t(failure) : failure} />
          ) : null}
          {children}
          {isDirty ? null : (
            <p id={`${formId}-unchanged`} className="cw:text-fg-muted cw:text-sm">
              {t("forms.profile_info.unchanged")}
            </p>
          )}
        </form>
      </Modal>
      <ConfirmDialog
        isOpen={confirming}
        variant="destructive"
        title={t("forms.profile_info.discard_title")}
        description={t("forms.discard.description")}
        confirmLabel={t("forms.discard.confirm")}
        cancelLabel={t("forms.discard.keep")}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
