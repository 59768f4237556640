import { type BankStatementLine, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Button, TextField } from "@causeway/ui";
import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import { Facts } from "../shared/Facts";

export interface OpenLineProps {
  line: BankStatementLine;
  /** Pays the donation with this line; rejects with the server's reason (a dictionary key). */
  onMatch: (donationId: number) => Promise<unknown>;
  isMatching: boolean;
  /** Why the last match of this line was refused, in the staff member's words. */
  error: string | null;
}

/**
 * A statement line that paid nothing: when, how much, from whom, what the payer wrote and why it
 * matched no donation; and the way to pay a waiting bank transfer with it by the donation's id.
 */
export function OpenLine({ line, onMatch, isMatching, error }: OpenLineProps) {
  const { t, locale } = useTranslator();
  const titleId = useId();
  const fieldId = useId();
  const [donation, setDonation] = useState("");
  const [invalid, setInvalid] = useState(false);
  const amount = formatMoney(line.amount, line.currency, locale);
  return (
    <article
      aria-labelledby={titleId}
      className="cw:flex cw:flex-col cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
    >
      <h3 id={titleId} className="cw:break-words cw:font-semibold">
        {t("web.admin.statements.line_title", {
          amount,
          payer: line.counterparty || t("web.admin.statements.unknown_payer"),
        })}
      </h3>
      <Facts
        rows={[
          [t("web.admin.statements.booked"), line.booked_on ?? "—"],
          [t("web.admin.statements.remittance"), line.remittance || "—"],
          [
            t("web.admin.statements.why"),
            t(`web.admin.statements.outcome.${line.outcome.toLowerCase()}`),
          ],
          ...(line.reference
            ? [[t("web.admin.statements.reference"), line.reference] as const]
            : []),
        ]}
      />
      <form
        noValidate
        className="cw:flex cw:flex-wrap cw:items-start cw:gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(donation.trim());
          if (!/^\d{1,10}$/.test(donation.trim()) || id < 1) {
            setInvalid(true);
            document.getElementById(fieldId)?.focus();
            return;
          }
          setInvalid(false);
          void onMatch(id).then(
            () => setDonation(""),
            () => document.getElementById(fieldId)?.focus(),
          );
        }}
      >
        <TextField
          id={fieldId}
          label={t("web.admin.statements.donation_id", { amount })}
          value={donation}
          onChange={setDonation}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          showCharacterCount={false}
          isReadOnly={isMatching}
          isInvalid={invalid || Boolean(error)}
          errorMessage={
            invalid ? t("web.admin.statements.donation_id_invalid") : (error ?? undefined)
          }
          className="cw:min-w-0 cw:flex-1 cw:basis-48"
        />
        <Button
          type="submit"
          variant="secondary"
          className="cw:mt-7"
          icon={<Link2 aria-hidden size={18} />}
          isLoading={isMatching}
        >
          {t("web.admin.statements.match")}
        </Button>
      </form>
    </article>
  );
}
