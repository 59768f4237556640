"use client";
import { signupMutations, type User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  DEFAULT_GENDER,
  nameMax,
  type PersonalSignupValues,
  personalSignupFields,
  signupNameStart,
  toSignupDetailsPayload,
} from "@causeway/rules";
import { Radio, RadioGroup } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { RestrictedTextarea } from "../RestrictedTextarea";
import { UsernameField, type UsernameFieldStatus } from "../UsernameField";
import { BioField } from "./BioField";
import { BirthdayField } from "./BirthdayField";
import { PlaceFields } from "./PlaceFields";
import { SignupFormFrame } from "./SignupFormFrame";
import {
  PERSONAL_FIELD_ORDER,
  personalErrors,
  personalResolver,
  signupBlockers,
} from "./signup-form";
import { useSignupSession } from "./useSignupSession";
import { useValuesChange } from "./useValuesChange";

export interface PersonalDetailsFormProps {
  /**
   * The account as it is: its username is sent unchanged when the form does not ask; its name
   * starts the name field (empty when it only repeats the username: no name was given yet).
   */
  user: { username: string; name: string; can_username_change?: boolean | null };
  /** After a social login the form also asks for the username (000 §2). */
  fromSocialLogin?: boolean;
  /** Where the fields start (a kept draft, say); over the account's own values. */
  defaultValues?: Partial<PersonalSignupValues>;
  /** Every change of the values, as typed (a host keeps them as a draft until sent). */
  onValuesChange?: (values: PersonalSignupValues) => void;
  /** The completed account and its new token: store the token, then redirect. */
  onCompleted: (result: { user: User; token: string }) => void;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";

/**
 * The personal sign-up completion (000 §2, 001 §5, §7): POST /api/v2/signup/details. The real
 * name is asked of every personal member (issue 25), the username after a social login only.
 */
export function PersonalDetailsForm({
  user,
  fromSocialLogin = false,
  defaultValues,
  onValuesChange,
  onCompleted,
}: PersonalDetailsFormProps) {
  const { t } = useTranslator();
  const asks = personalSignupFields(fromSocialLogin);
  const { control, handleSubmit, formState, setError, clearErrors, watch } =
    useForm<PersonalSignupValues>({
      defaultValues: {
        username: user.username,
        name: signupNameStart(user),
        gender: DEFAULT_GENDER,
        birthday: { year: null, month: null, day: null },
        location: null,
        timezone: browserZone(),
        bio: "",
        ...defaultValues,
      },
      resolver: personalResolver,
      mode: "onSubmit",
    });
  const values = useWatch({ control }) as PersonalSignupValues;
  useValuesChange(watch, onValuesChange);
  const [usernameStatus, setUsernameStatus] = useState<UsernameFieldStatus>({ status: "idle" });
  const complete = useMutation(signupMutations.details());
  const session = useSignupSession<PersonalSignupValues>({
    form: "signup-personal",
    order: PERSONAL_FIELD_ORDER,
    errors: formState.errors,
    setError,
  });
  const { id, message } = session;

  const blockers = signupBlockers(personalErrors(values), {
    shown: asks.includes("username"),
    status: usernameStatus,
    value: values.username,
  });

  const submit = handleSubmit(async (fields) => {
    session.clearFailure();
    try {
      onCompleted(await complete.mutateAsync(toSignupDetailsPayload(fields)));
    } catch (error) {
      session.failed(error);
    }
  }, session.refused);
  const busy = complete.isPending;

  return (
    <SignupFormFrame
      {...session.frame}
      slot="personal-details-form"
      onSubmit={submit}
      blockers={blockers}
      busy={busy}
      submitLabel={t("forms.signup.submit")}
    >
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
              description={t("forms.signup.name.description")}
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
      <PlaceFields control={control} id={id} message={message} isDisabled={busy} />
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
      <BioField
        control={control}
        profile="personal"
        id={id("bio")}
        label={t("forms.signup.bio.label")}
        errorMessage={message("bio")}
        isDisabled={busy}
      />
    </SignupFormFrame>
  );
}
