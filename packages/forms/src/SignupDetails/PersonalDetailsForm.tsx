"use client";
import { isApiFieldErrors, signupMutations, type User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Radio, RadioGroup } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { LocationField } from "../LocationField";
import { RestrictedTextarea } from "../RestrictedTextarea";
import type { SubmitState } from "../rules/messages";
import { bioMax, DEFAULT_GENDER, nameMax, personalSignupFields } from "../rules/profile";
import { type PersonalSignupValues, toSignupDetailsPayload } from "../rules/schemas/signup";
import { TimezoneField } from "../TimezoneField";
import { UsernameField, type UsernameFieldStatus } from "../UsernameField";
import { ErrorSummary, fieldId, SubmitRow } from "../WithdrawalFormParts";
import { BirthdayField } from "./BirthdayField";
import {
  formErrors,
  PERSONAL_FIELD_ORDER,
  personalErrors,
  personalResolver,
  signupBlockers,
} from "./signup-form";

export interface PersonalDetailsFormProps {
  /** The account as it is: its username and name are sent unchanged when the form does not ask. */
  user: { username: string; name: string; can_username_change?: boolean | null };
  /** After a social login the form also asks for username and name (000 §2). */
  fromSocialLogin?: boolean;
  defaultValues?: Partial<PersonalSignupValues>;
  /** The completed account and its new token: store the token, then redirect. */
  onCompleted: (result: { user: User; token: string }) => void;
}

const FORM = "signup-personal";
const id = (field: string) => fieldId(FORM, field);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";

/** The personal sign-up completion (000 §2, 001 §5, §7): POST /api/v2/signup/details. */
export function PersonalDetailsForm({
  user,
  fromSocialLogin = false,
  defaultValues,
  onCompleted,
}: PersonalDetailsFormProps) {
  const { t, has } = useTranslator();
  const text = (key: string) => (has(key) ? t(key) : key);
  const asks = personalSignupFields(fromSocialLogin);
  const { control, handleSubmit, formState, setError, clearErrors } = useForm<PersonalSignupValues>(
    {
      defaultValues: {
        username: user.username,
        name: user.name,
        gender: DEFAULT_GENDER,
        birthday: { year: null, month: null, day: null },
        location: null,
        timezone: browserZone(),
        bio: "",
        ...defaultValues,
      },
      resolver: personalResolver,
      mode: "onSubmit",
    },
  );
  const values = useWatch({ control }) as PersonalSignupValues;
  const [usernameStatus, setUsernameStatus] = useState<UsernameFieldStatus>({ status: "idle" });
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLFormElement>(null);
  const complete = useMutation(signupMutations.details());

  useEffect(() => {
    if (attempt === 0) return;
    top.current?.scrollIntoView?.({ block: "start" });
    summary.current?.focus();
  }, [attempt]);

  const blockers = signupBlockers(personalErrors(values), {
    shown: asks.includes("username"),
    status: usernameStatus,
    value: values.username,
  });

  const submit = handleSubmit(
    async (fields) => {
      setFailure(null);
      try {
        onCompleted(await complete.mutateAsync(toSignupDetailsPayload(fields)));
      } catch (error) {
        if (!isApiFieldErrors(error)) setFailure("forms.signup.failed");
        else {
          for (const [field, message] of formErrors(error.fields, PERSONAL_FIELD_ORDER)) {
            if ((PERSONAL_FIELD_ORDER as readonly string[]).includes(field)) {
              setError(field as "name", { type: "server", message });
            } else setFailure(message);
          }
        }
        setAttempt((n) => n + 1);
      }
    },
    () => setAttempt((n) => n + 1),
  );

  const message = (field: keyof PersonalSignupValues) => {
    const key = formState.errors[field]?.message;
    return typeof key === "string" ? text(key) : undefined;
  };
  const summaryItems = PERSONAL_FIELD_ORDER.flatMap((field) => {
    const shown = message(field);
    return shown ? [{ id: id(field), message: shown }] : [];
  });
  const busy = complete.isPending;

  return (
    <form
      ref={top}
      noValidate
      onSubmit={submit}
      data-slot="personal-details-form"
      className="flex w-full max-w-xl scroll-mt-4 flex-col gap-5"
    >
      {failure ? <Alert variant="danger" isLive title={text(failure)} /> : null}
      <ErrorSummary ref={summary} items={summaryItems} />
      {asks.includes("username") ? (
        <Controller
          control={control}
          name="username"
          render={({ field }) => (
            <UsernameField
              id={id("username")}
              value={field.value}
              onChange={(next) => {
                clearErrors("username");
                field.onChange(next);
              }}
              onBlur={field.onBlur}
              currentUsername={null}
              account={user}
              serverError={formState.errors.username?.message}
              onStatusChange={setUsernameStatus}
              isDisabled={busy}
            />
          )}
        />
      ) : null}
      {asks.includes("name") ? (
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <RestrictedTextarea
              id={id("name")}
              singleLine
              label={t("forms.signup.name.label")}
              maxLength={nameMax()}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isRequired
              isInvalid={Boolean(message("name"))}
              errorMessage={message("name")}
              isDisabled={busy}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="birthday"
        render={({ field }) => (
          <BirthdayField
            id={id("birthday")}
            value={field.value}
            onChange={field.onChange}
            errorMessage={message("birthday")}
            isDisabled={busy}
          />
        )}
      />
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <LocationField
            id={id("location")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            errorMessage={message("location")}
            isDisabled={busy}
          />
        )}
      />
      <Controller
        control={control}
        name="timezone"
        render={({ field }) => (
          <TimezoneField
            id={id("timezone")}
            value={field.value || null}
            onChange={(zone) => field.onChange(zone ?? "")}
            onBlur={field.onBlur}
            errorMessage={message("timezone")}
            isDisabled={busy}
          />
        )}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <RadioGroup
            id={id("gender")}
            label={t("forms.signup.gender.label")}
            orientation="horizontal"
            value={field.value ?? DEFAULT_GENDER}
            onChange={field.onChange}
            isInvalid={Boolean(message("gender"))}
            errorMessage={message("gender")}
            isDisabled={busy}
          >
            <Radio value="male">{t("forms.signup.gender.male")}</Radio>
            <Radio value="female">{t("forms.signup.gender.female")}</Radio>
          </RadioGroup>
        )}
      />
      <Controller
        control={control}
        name="bio"
        render={({ field }) => (
          <RestrictedTextarea
            id={id("bio")}
            label={t("forms.signup.bio.label")}
            maxLength={bioMax("personal")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={Boolean(message("bio"))}
            errorMessage={message("bio")}
            isDisabled={busy}
          />
        )}
      />
      <SubmitRow
        // SubmitRow only translates the keys; the sign-up keys are not in the withdrawal union.
        state={{ enabled: blockers.length === 0, blockers: blockers as SubmitState["blockers"] }}
        isSubmitting={busy}
        submitLabel={t("forms.signup.submit")}
      />
    </form>
  );
}
