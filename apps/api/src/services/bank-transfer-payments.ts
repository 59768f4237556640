import { donationTransferReference, epcQrPayload, epcQrProblems } from "@causeway/rules";
import type { DonationRow } from "../db/schema";
import type {
  PaymentProvider,
  PaymentStart,
  PaymentStartInput,
  RefundRequest,
  RefundStart,
} from "./payments";

/** The platform's account donors transfer to (BANK_TRANSFER_IBAN, _BIC, _BENEFICIARY). */
export interface BankAccountConfig {
  iban: string;
  bic: string | null;
  beneficiary: string;
}

/** What the donor needs to make the transfer, and the EPC QR code's text (euros only). */
export interface BankTransferInstructions {
  beneficiary: string;
  iban: string;
  bic: string | null;
  reference: string;
  /** Minor units of `currency`: the donation and its tip. */
  amount: number;
  currency: string;
  epcQr: string | null;
}

/** The details of a transfer of `amount` minor units of `currency` to `account`, with `reference`. */
export function transferInstructions(
  account: BankAccountConfig,
  reference: string,
  amount: number,
  currency: string,
): BankTransferInstructions {
  const qr = {
    beneficiary: account.beneficiary,
    iban: account.iban,
    bic: account.bic,
    amount,
    reference,
  };
  return {
    beneficiary: account.beneficiary,
    iban: account.iban,
    bic: account.bic,
    reference,
    amount,
    currency,
    // SEPA credit transfers, and so the code, are in euros only.
    epcQr: currency === "EUR" && !epcQrProblems(qr) ? epcQrPayload(qr) : null,
  };
}

/**
 * Bank transfers (issue 29): the donation's payment id is its own ISO 11649 creditor reference
 * (`donationTransferReference`), the donor is given the platform's account, the amount and that
 * reference (and the EPC QR code for euros), and the donation waits PROCESSING until a line of an
 * imported bank statement (services/statement-import.ts) carries the reference and the amount.
 */
export class BankTransferPayments implements PaymentProvider {
  private processed: ((paymentId: string) => Promise<boolean>) | null = null;

  constructor(readonly account: BankAccountConfig) {}

  onProcessed(handler: (paymentId: string) => Promise<boolean>) {
    this.processed = handler;
  }

  onFailed() {}

  onRefundUpdate() {}

  /**
   * A bank transfer is given back by a transfer staff make from the platform's account to the
   * donor's (the statement line names it): Causeway records it as done when staff say so.
   */
  async refund(request: RefundRequest): Promise<RefundStart> {
    return { providerRefundId: `bank_refund_${request.refundId}`, status: "SUCCEEDED" };
  }

  async start(input: PaymentStartInput): Promise<PaymentStart> {
    const reference = donationTransferReference(input.donationId);
    return {
      paymentId: reference,
      status: "PROCESSING",
      redirectUrl: null,
      clientSecret: null,
      publishableKey: null,
      bankTransfer: this.instructions(reference, input.amount + input.tip, input.currency),
    };
  }

  /** The transfer's details for a payment of `amount` minor units of `currency`. */
  instructions(reference: string, amount: number, currency: string): BankTransferInstructions {
    return transferInstructions(this.account, reference, amount, currency);
  }

  /** A statement line paid the transfer `reference`: the donation is PROCESSED, once. */
  async paid(reference: string): Promise<boolean> {
    return this.processed ? this.processed(reference) : false;
  }

  async drain() {}
}

/**
 * A waiting transfer's details again (the checkout page after a reload, the e-mail's link): for a
 * BANK donation still PROCESSING while transfers go to `account`, to one who may see its reference.
 */
export function waitingTransfer(
  account: BankAccountConfig | null,
  row: Pick<
    DonationRow,
    "payment_method" | "payment_status" | "payment_id" | "initiated_amount" | "initiated_tip"
  >,
  currency: string | undefined,
  visibleReference: string,
): BankTransferInstructions | null {
  if (!account || !currency || row.payment_method !== "BANK") return null;
  if (row.payment_status !== "PROCESSING" || visibleReference !== row.payment_id) return null;
  return transferInstructions(
    account,
    row.payment_id,
    row.initiated_amount + row.initiated_tip,
    currency,
  );
}

/** The contract's BankTransfer. */
export function presentTransfer(transfer: BankTransferInstructions) {
  return {
    beneficiary: transfer.beneficiary,
    iban: transfer.iban,
    bic: transfer.bic,
    reference: transfer.reference,
    amount: transfer.amount,
    currency: transfer.currency,
    epc_qr: transfer.epcQr,
  };
}
