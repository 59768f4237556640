"use client";
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";

export interface SubmissionCallbacks<Data, Variables> {
  onSuccess?: (data: Data, variables: Variables) => unknown;
  onError?: (error: Error, variables: Variables) => unknown;
}

/** Two variables are the same submission when they hold the same values. */
const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's write, sent once per press (issue 25). `submit(variables)`:
 * - while a submit is on its way, another press sends nothing (a double click writes once), and
 *   `isPending` turns true in the same event, so the button shows it is busy at once;
 * - after a failure, the same values pressed again are the same submission: the first variables
 *   object goes again, so a mutation marked `idempotent` (apiMutation) sends the same
 *   Idempotency-Key and the server answers its first result if the first attempt did arrive.
 *   Changed values, or a press after a success, are a new submission with a new key.
 * `submit` answers the data, or undefined when the press was ignored or the write failed
 * (`onError` and the mutation's `error` say why); `submitAsync` rejects on a failure instead.
 */
export function useSubmission<Data, Variables>(
  options: UseMutationOptions<Data, Error, Variables>,
) {
  const mutation = useMutation(options);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const last = useRef<{ variables: Variables; failed: boolean } | null>(null);

  /** Sends the submission, or answers null when one is on its way; rejects when it fails. */
  async function send(variables: Variables): Promise<{ data: Data } | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    const previous = last.current;
    const sent =
      previous?.failed && sameValues(previous.variables, variables)
        ? previous.variables
        : variables;
    const attempt = { variables: sent, failed: false };
    last.current = attempt;
    try {
      const data = await mutation.mutateAsync(sent);
      last.current = null;
      return { data };
    } catch (error) {
      attempt.failed = true;
      throw error;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  /** The data; undefined when the press was ignored; rejects when the write fails. */
  const submitAsync = async (variables: Variables) => (await send(variables))?.data;

  /** As submitAsync, with callbacks in place of the promise's outcome; never rejects. */
  async function submit(
    variables: Variables,
    callbacks: SubmissionCallbacks<Data, Variables> = {},
  ): Promise<Data | undefined> {
    let answer: { data: Data } | null;
    try {
      answer = await send(variables);
    } catch (error) {
      await callbacks.onError?.(error as Error, variables);
      return undefined;
    }
    if (answer) await callbacks.onSuccess?.(answer.data, variables);
    return answer?.data;
  }

  return { ...mutation, isPending: busy || mutation.isPending, submit, submitAsync };
}

export type Submission<Data, Variables> = ReturnType<typeof useSubmission<Data, Variables>>;
