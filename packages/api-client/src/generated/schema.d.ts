// Generated from openapi.yaml by scripts/generate.mjs. Do not edit; run `pnpm run generate`.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness, the server process answers
         * @description The specification gives no path for this call; this path is the contract's choice. A load balancer's or an orchestrator's liveness probe: it asks nothing else, so a database outage does not get a process restarted. Answered from the moment the process listens.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness, whether this instance should be sent traffic
         * @description The specification gives no path for this call; this path is the contract's choice. 200 while every check passes (the database answers, the upload store is reachable, socket.io's adapter is connected when instances share events); 503 while the process starts, from the first moment of a graceful shutdown (so a load balancer drains it before the port closes), and while a check fails (each check is given 2 s).
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw/reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List withdrawal reasons (cost types)
         * @description The client sorts them alphabetically by their translation.
         */
        get: operations["listWithdrawReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/iban-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify an IBAN and look up its bank
         * @description Called when a typed IBAN of at least 10 characters leaves its field; the returned bic, bank and country are then locked.
         */
        get: operations["verifyIban"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        /** List a campaign's withdrawals */
        get: operations["listWithdrawals"];
        put?: never;
        /**
         * Request a withdrawal to a provider or to the owner's bank account
         * @description Owner only. The server checks the balance in one transaction, adds the 9.4% tax
         *     (`total = amount + tax`) and notifies the owner. On success the client refreshes the
         *     withdrawal list, the balances and the campaign summary.
         *
         *     **Documents** (beyond the specification, which has the WAITING_DOCUMENTS state but not
         *     when it applies; the rule is `documentsPolicy` of `@causeway/rules`, and
         *     `getDocumentsPolicy` answers what the forms need to say which case applies before the
         *     owner submits): a withdrawal goes out without documents up to €1,000, or up to 40% of the
         *     campaign's available amount capped at €5,000, whichever is higher, measured in the
         *     campaign's currency at the day's rate (the limits are the server's configuration). A
         *     larger one sent with `invoiceNotAvailable` starts WAITING_DOCUMENTS; with documents, or
         *     within the limit, PENDING. While a withdrawal of any of the owner's campaigns has waited
         *     60 days for its documents, a new one is refused: 400 `{ "hold":
         *     "withdraw.validator.documents_overdue" }`. A document whose content (sha256) was already
         *     given with another withdrawal that was not refused, of any campaign, or twice in one
         *     request, is refused: 400 `{ "invoices": "withdraw.validator.document_reused" }`.
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/transfer-funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer funds to another campaign
         * @description The target must be active, verified, not successful, in the same currency and not the source campaign.
         */
        post: operations["transferFunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/withdraw/{withdrawId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
                /** @example 311 */
                withdrawId: components["parameters"]["WithdrawId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a withdrawal, or (staff) set its state
         * @description The owner resends a provider or owner payload (the edit form). Staff send `{ state }` with
         *     accepted, declined or pending (the specification does not show the exact values; these
         *     are the contract's) and get a 403 otherwise.
         */
        put: operations["updateWithdrawal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/withdraw/{withdrawId}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
                /** @example 311 */
                withdrawId: components["parameters"]["WithdrawId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a withdrawal's documents
         * @description Documents given to a withdrawal WAITING_DOCUMENTS make it PENDING (and end the owner's
         *     hold when it was the overdue one). A document already given with another withdrawal that
         *     was not refused is refused: 400 `{ "invoices": "withdraw.validator.document_reused" }`.
         */
        put: operations["updateWithdrawalInvoices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one withdrawal */
        get: operations["getWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a withdrawal's notes
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["listWithdrawNotes"];
        put?: never;
        /**
         * Add a note to a withdrawal
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        post: operations["addWithdrawNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw/notes/{noteId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 17 */
                noteId: components["parameters"]["NoteId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a note for review
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        put: operations["markWithdrawNoteForReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw/notes/{noteId}/completed": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 17 */
                noteId: components["parameters"]["NoteId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a note completed
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        put: operations["markWithdrawNoteCompleted"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw/notes/{noteId}/reverted": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 17 */
                noteId: components["parameters"]["NoteId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Revert a note to open
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        put: operations["markWithdrawNoteReverted"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search providers (clinics, hospitals, suppliers) by IBAN or name
         * @description The specification gives no path for this call; this path is the contract's choice. The client asks for 8 results, 4 after a pick.
         */
        get: operations["searchWithdrawProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a campaign's accounts, one per currency
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["listCampaignAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/accountant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the accountant of a campaign for a currency
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["getCampaignAccountant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaign's balance
         * @description The specification gives no path for this call; this path is the contract's choice. Refreshed after every withdrawal or transfer.
         */
        get: operations["getCampaignBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaign's dashboard summary
         * @description The specification gives no path for this call; this path is the contract's choice. Refreshed after every withdrawal or transfer.
         */
        get: operations["getCampaignSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/documents-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What decides whether a new withdrawal needs documents
         * @description The specification gives no path for this call; this path is the contract's choice. It goes
         *     beyond the specification (issue 13): the owner's (or staff's) view of the documents
         *     policy of a campaign right now: its available amount, its currency's rate to the euro on
         *     the day, the limits, the threshold they give, and the owner's withdrawals whose documents
         *     are overdue (any of them puts new withdrawals on hold). The withdrawal forms feed these to
         *     `documentsPolicy` of `@causeway/rules` with the amount typed, and say which case
         *     applies before the owner submits. `withdraw` measures an edit of that withdrawal (its own
         *     amount is not taken from the available amount, and it is not listed as overdue).
         */
        get: operations["getDocumentsPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw-bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaign's bank account
         * @description The specification gives no path for this call; this path is the contract's choice. A 404 means none exists yet; the client then uses an empty account in state WAITING.
         */
        get: operations["getBankAccount"];
        put?: never;
        /**
         * Submit a bank account for verification
         * @description The specification gives no path for this call; this path is the contract's choice. A failure is shown as the `provider.iban` field error. A refused account is deleted before a new one is created.
         */
        post: operations["createBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw-bank-account/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an approved (or refused) bank account
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        delete: operations["deleteBankAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw-bank-account/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Withdraw a pending bank account from verification
         * @description The specification gives no path for this call; this path is the contract's choice. The account is deleted and verification starts again.
         */
        put: operations["declineBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw-bank-account/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a pending bank account's documents
         * @description The specification gives no path for this call; this path is the contract's choice (the pending modal adds and removes documents).
         */
        put: operations["updateBankAccountDocuments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/withdraw-bank-account/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * (Staff) approve or refuse a bank account, or send it back to WAITING
         * @description The specification gives no path for this call; this path is the contract's choice, beside the other bank-account calls. Staff only. APPROVED (ACCEPTED is accepted on input) lets the owner withdraw to the account; REFUSED needs a note telling the owner why; WAITING asks the owner to verify again. The owner is notified (BANK_ACCOUNT_APPROVED, or BANK_ACCOUNT_DECLINED for REFUSED and WAITING, with the note). The note is stored on the account.
         */
        put: operations["decideBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) campaigns by verification, for the staff console
         * @description The specification gives no path for this call; this path is the contract's choice. The staff console's verification queue (/admincp): campaigns that are not deleted, unverified by default (`verified=false`; `true` lists the verified ones), newest first, each with the documents its owner gave (signed paths, as the owner sees them). Admins only (a super admin counts); anyone else 403.
         */
        get: operations["listStaffCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/bank-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) bank accounts in a state, for the staff console
         * @description The specification gives no path for this call; this path is the contract's choice. The bank accounts owners submitted, in one state (PENDING by default: the ones waiting for a decision, decideBankAccount), oldest first so the longest wait comes first, each with its campaign and owner. Deleted accounts are never listed. Admins only; anyone else 403.
         */
        get: operations["listStaffBankAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) withdrawals of every campaign in a state, for the staff console
         * @description The specification gives no path for this call; this path is the contract's choice. Every campaign's withdrawals in one state (PENDING by default, which also lists WAITING_DOCUMENTS, as the owner's list does), oldest first so the longest wait comes first, each with its campaign and owner. Admins only; anyone else 403.
         */
        get: operations["listStaffWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) one withdrawal with its campaign and owner
         * @description The specification gives no path for this call; this path is the contract's choice. What the console's withdrawal page shows: the withdrawal (its notes included) and the campaign and owner it belongs to, whose ids the staff decision (updateWithdrawal) needs. Admins only; anyone else 403.
         */
        get: operations["getStaffWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) look a user up, for the staff console
         * @description The specification gives no path for this call; this path is the contract's choice. Finds users by id (all digits), or by a part of the username, name or e-mail (any case); without a search, the newest users. Staff see the e-mail and the roles, so an admin can tell whom they are about to act as (impersonateUser). Admins only; anyone else 403.
         */
        get: operations["searchStaffUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/bank-statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * (Admin) import a bank statement; its lines pay the waiting bank transfers they name (issue 29)
         * @description The specification gives no path for this call; this path is the contract's choice. Answered
         *     only when bank transfers go to the platform's account (BANK_TRANSFER_IBAN); 404 otherwise.
         *     The file is a CAMT.053 statement (ISO 20022 BankToCustomerStatement, any version from 02
         *     to 08; no DOCTYPE) or a CSV export with its column mapping (`amount_column`,
         *     `reference_column`, and `currency_column` or one `currency` for every line; `date_column`
         *     and `counterparty_column` optional). Only booked credit lines are read, their amounts from
         *     their text into minor units. Each line is kept once (the bank's entry reference, else what
         *     it says): importing the same statement again answers every line as `repeated` and changes
         *     nothing. A line whose remittance holds a waiting bank-transfer donation's creditor
         *     reference (ISO 11649, spaces and case aside, check digits valid) and exactly its amount
         *     and currency makes it PROCESSED (the owner notified, the donor's receipt); the others say
         *     why they paid nothing (NO_REFERENCE, UNKNOWN_REFERENCE, AMOUNT_DIFFERS, ALREADY_PAID) and
         *     wait for staff. An unreadable file or a missing mapping answers 400. Admins only; anyone
         *     else 403.
         */
        post: operations["importBankStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/bank-statements/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * (Admin) match a statement line to a waiting bank transfer by hand (issue 29)
         * @description The specification gives no path for this call; this path is the contract's choice. For a
         *     line that paid nothing (the donor left the reference out or mistyped it): `line` is the
         *     line's `key`, `donation_id` the waiting bank-transfer donation it paid. The line must
         *     carry exactly what the donation owes (its amount and tip, in its currency); the donation
         *     is then PROCESSED as an import would make it (the owner's notification, the receipt) and
         *     the line is MATCHED. Refused with 400 and nothing changed: an unknown line
         *     (`bank_statement.error.line_unknown`), a line that paid a donation already
         *     (`bank_statement.error.line_used`), a donation that is not a bank transfer
         *     (`bank_statement.error.not_bank_transfer`) or is no longer waiting
         *     (`bank_statement.error.already_paid`; one line pays a donation at most), another amount or
         *     currency (`bank_statement.error.amount_differs`). 404 while bank transfers go to the
         *     sandbox. Admins only; anyone else 403.
         */
        post: operations["matchBankStatementLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/bank-statements/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) imported statement lines that paid nothing, for staff to match or leave
         * @description The specification gives no path for this call; this path is the contract's choice. Newest import first, each with why it paid nothing. While bank transfers go to the sandbox (no BANK_TRANSFER_IBAN), `enabled` is false and there are no lines, so the console can say so. Admins only; anyone else 403.
         */
        get: operations["listBankStatementLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/donations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) look up donations, for a refund (issue 29)
         * @description The specification gives no path for this call; this path is the contract's choice. Newest first; `search` matches the donation's id, its payment id or bank-transfer reference exactly, the donor's name or e-mail and the campaign's name in part; `status` keeps one payment status. Each donation comes with the donor's name and e-mail (staff see them even for an anonymous gift) and what may still be refunded. Admins only; anyone else 403.
         */
        get: operations["listStaffDonations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/donations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) one donation with its refunds (issue 29)
         * @description The specification gives no path for this call; this path is the contract's choice. The donation as listStaffDonations gives it, with its refunds, newest first (staff's and those made at the provider). Admins only; anyone else 403.
         */
        get: operations["getStaffDonation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/donations/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * (Admin) give back all or part of a donation, through its provider (issue 29)
         * @description The specification gives no path for this call; this path is the contract's choice.
         *     `amount` is in minor units of the currency the donor paid (initiatedCurrency), at most
         *     what is left (the donation and its tip, less earlier refunds); it is taken from the
         *     donation first, then from the tip. The refund is made through the provider that took the
         *     payment (Stripe's Refunds API; the sandbox; for a bank transfer, staff send the money back
         *     and Causeway records it). The donation's `amount` and `tip` fall by what the refund takes
         *     (converted to the campaign's currency in proportion, to the last minor unit when all is
         *     refunded), `refunded` rises, and the campaign's raised amount and balances follow;
         *     refunded in full, the donation is REFUNDED and counts nowhere.
         *
         *     A refund of money the campaign has withdrawn (more than its available balance) is
         *     refused (400, `refund.error.withdrawn`) and changes nothing; so is one of a donation not
         *     PROCESSED (`refund.error.not_refundable`) or of more than is left
         *     (`refund.error.amount_too_large`). When the provider refuses it, the refund is kept as
         *     FAILED with the provider's words and nothing changes (400,
         *     `refund.error.provider_refused`); when the provider cannot be reached, the same with 502.
         *     With an Idempotency-Key, the same request sent again answers the first refund (200) and
         *     refunds nothing more. Admins only; anyone else 403.
         */
        post: operations["refundDonation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) e-mails the site could not deliver, for the staff console
         * @description The specification gives no path for this call; this path is the contract's choice. The outbox's messages in one delivery state: FAILED by default (the mail server refused them for good, or every retry was spent), each with its reason; PENDING lists those still waiting or being retried, SENT those delivered. Newest first. The message's words are not listed, only its subject and kind. Admins only; anyone else 403.
         */
        get: operations["listStaffEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/emails/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * (Admin) send a failed e-mail again
         * @description The specification gives no path for this call; this path is the contract's choice. Puts a FAILED message back in the queue, as it was written (its attempts counted afresh): the delivery worker sends it within seconds. A message not FAILED answers 400 (`error.email.not_failed`), so a message is never sent twice by pressing twice. Admins only; anyone else 403.
         */
        post: operations["resendStaffEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with username (or e-mail) and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/renew_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange the current (possibly expired) token for a fresh one
         * @description The client calls this once after a 401 and retries the failed call with the new token.
         */
        get: operations["renewToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/impersonate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * (Admin) get a token acting as another user
         * @description The web app saves its own token in the `impersonatorJWT` cookie before switching.
         */
        get: operations["impersonateUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the logged-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/fetch/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user's public profile by id or username */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/forgotten-password/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 5b1e0c7f2d9a4e38 */
                hash: components["parameters"]["Hash"];
            };
            cookie?: never;
        };
        /** Check a password-reset link */
        get: operations["checkPasswordResetHash"];
        /**
         * Set a new password through a reset link
         * @description The specification gives no path for this call; this path is the contract's choice. Answers with a token so the user is logged in.
         */
        put: operations["resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/forgotten-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset link by e-mail
         * @description The specification gives no path for this call; this path is the contract's choice. Always answers 200 for a well-formed address, so it cannot be used to probe accounts.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out (revokes the token on the server)
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/language/{locale}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the interface dictionary of a language */
        get: operations["getTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/public_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the public settings */
        get: operations["getPublicSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/client-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a failure the browser met (a script chunk that would not load, a page the app drew otherwise than the server), for the operators' log
         * @description The specification gives no path for this call; this path is the contract's choice. 001 §8: chunk load failures are reported after 120 seconds on screen. A hydration mismatch (the app's first render of a server-rendered page differs from the HTML it was sent) is reported once per page load, at once (shown_ms 0). The server writes the report to its log (one JSON line, level warn) with the caller's address and user, and keeps nothing else. At most 10 reports a minute per client address.
         */
        post: operations["reportClientError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the Causeway team (the /contact page's form)
         * @description The specification gives no path for this call; this path is the contract's choice. 000 §2 lists /contact among the public pages; its form sends the visitor's name, e-mail address, subject and message here. Guests and members alike may write. The server checks the message with the contact rules of @causeway/rules (contactPayloadSchema: name and subject on one line, at most 100 and 150 characters; a valid e-mail address; a message of 10 to 5,000 characters; each error a dictionary key under its field) and e-mails it to the team's address (CONTACT_EMAIL) through the outbox, with the sender's address to reply to and the interface language. Nothing is sent to the address the visitor typed. At most 5 messages per 10 minutes from one client address (429 with Retry-After).
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/bio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the bio (business max 150, personal max 500) */
        put: operations["updateBio"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the display name (max 30; refused when the name is locked) */
        put: operations["updateName"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the phone number */
        put: operations["updatePhone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the e-mail address; answers a new token (jwt)
         * @description Needs the current password (a wrong one is a 400 with `password: validation.password.wrong`,
         *     checked before anything is said about the address). A new address is unverified until
         *     the link sent to it is followed (an earlier link stops working); changing back to the
         *     address the account last verified keeps it verified.
         */
        put: operations["updateEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the username (only if can_username_change); answers a new token (jwt) */
        put: operations["updateUsername"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password */
        put: operations["updatePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/gender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the gender */
        put: operations["updateGender"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/birthday": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the birthday (empty string when incomplete) */
        put: operations["updateBirthday"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the location */
        put: operations["updateLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/timezone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the timezone (IANA name) */
        put: operations["updateTimezone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/business-cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the business cover image (an uploaded image id) */
        put: operations["updateBusinessCover"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/business-mission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the business mission */
        put: operations["updateBusinessMission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/business-sector": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the business sector options (paged) */
        get: operations["listBusinessSectorsOfUser"];
        /** Update the business sectors */
        put: operations["updateBusinessSectors"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/business-organization-size": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the business organization size options (paged) */
        get: operations["listBusinessOrganizationSizesOfUser"];
        /** Update the business organization size */
        put: operations["updateBusinessOrganizationSize"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/config/translation-language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the user's interface language */
        put: operations["updateTranslationLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/{id}/donations-visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Show or hide the user's donations on the profile */
        put: operations["updateDonationsVisibility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the avatar (cropped 200x200 by the client) */
        post: operations["uploadAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/resources/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image (legacy v1; same answer as v2) */
        post: operations["uploadImageV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/resources/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (png, gif, jpeg)
         * @description A picture shown to everyone (a post's, a campaign's photos, a logo): public, cached for a year. Documents, pictures included, go to `POST /api/v2/resources/file`, stored private. An image uploaded here and then attached as a bank-account document, a withdrawal invoice or a campaign document becomes private when it is attached: its plain path then answers 404 to everyone but its owner and staff, who get signed paths to it.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/resources/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document (image or PDF; invoices accept other files)
         * @description A document (bank or certificate documents): a PNG, GIF or JPEG image or a PDF. An invoice (`purpose=invoice`, 000 §5 "invoice upload accepts images or other files") may also be a Word, Excel, PowerPoint or OpenDocument file, a UTF-8 text or CSV file, or a WebP, HEIC or TIFF picture, told by its bytes; executables, scripts and archives are refused (`upload.validator.invoice_type`). Every stored file is private (a picture too): its path, here and wherever it is attached, is signed and shown only to its owner and staff; only images are served inline. The widgets upload every document here.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/{id}/donations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a user's donations (hidden when the user made them private) */
        get: operations["listUserDonations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/{id}/total-donations-amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's total donated, per currency */
        get: operations["getUserTotalDonations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/{id}/campaings-total-earned-amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's campaigns' total raised, per currency (the path keeps the spec's spelling) */
        get: operations["getUserCampaignsTotalEarned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/{id}/business-donation-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A business's donations grouped by campaign category */
        get: operations["getUserBusinessDonationCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's donor certificate */
        get: operations["getUserCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/{id}/certificate.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's donor certificate, as a PDF document
         * @description The specification gives no path for this call; this path is the contract's choice. The document getUserCertificate points at: one A4 page naming the donor, the number of their PROCESSED donations in the year (or in every year without one) and the total in each currency. For the user themself and staff.
         */
        get: operations["getUserCertificatePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/donation-years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The years in which the logged-in user donated */
        get: operations["listDonationYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's posts */
        get: operations["listUserPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's comments */
        get: operations["listUserComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Unsubscribe from an e-mail template through a signed link */
        put: operations["unsubscribeEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/email/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get e-mail subscriptions, by token or by user_id plus signature */
        get: operations["getEmailSubscriptions"];
        /** Update e-mail subscriptions, by token or by user_id plus signature */
        put: operations["updateEmailSubscriptions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/email-verification/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm an e-mail address from the link
         * @description Verifies the address the link was sent to. The same link opened again answers 200 with `already_verified: true` while that address is still the account's and verified; an unknown link, one a newer e-mail replaced, or one for an address changed since answers 404.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/email-verification/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send the verification e-mail again */
        get: operations["resendEmailVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/signup/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a personal sign-up */
        post: operations["submitSignupDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/signup/business-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a business sign-up */
        post: operations["submitSignupBusinessDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/signup/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account with e-mail and password */
        post: operations["signupWithEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/signup/personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a personal sign-up (second form)
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        post: operations["submitSignupPersonal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/signup/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a business sign-up (second form)
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        post: operations["submitSignupBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/signup/business-sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Business size options for the sign-up form
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["listBusinessSizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/signup/business-sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Business sector options for the sign-up form
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["listBusinessSectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/check-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that a username is free
         * @description A taken name answers 400 with a `username` field error (username.validation.username_taken).
         */
        get: operations["checkUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search cities by name */
        get: operations["searchCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timezone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search timezones by name */
        post: operations["searchTimezones"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List campaigns */
        get: operations["listCampaigns"];
        put?: never;
        /**
         * Create a campaign
         * @description The specification gives no path for this call; this path is the contract's choice (the REST collection).
         */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign-top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top campaigns */
        get: operations["listTopCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign-trending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trending campaigns (the carousel shows at least 5) */
        get: operations["listTrendingCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign-trending/by-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trending campaigns of a category or a disease
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["listTrendingCampaignsByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign-featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Featured campaigns for the guest home and an empty feed
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["listFeaturedCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one campaign by slug or id */
        get: operations["fetchCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaign categories */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/campaigns-in-favour": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaigns created in favour of this campaign */
        get: operations["listCampaignsInFavour"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/donations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's donations */
        get: operations["listCampaignDonations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's task list for a campaign (dashboard tasks modal) */
        get: operations["listCampaignTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/metric/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A time series of visits for the owner's dashboard */
        get: operations["getCampaignSessionMetric"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals over a date range for the owner's dashboard */
        get: operations["getCampaignMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        /** Whether the logged-in user follows the campaign */
        get: operations["getCampaignFollow"];
        put?: never;
        /** Follow or unfollow the campaign (toggle) */
        post: operations["toggleCampaignFollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a published post to a campaign (an update) */
        post: operations["attachPostToCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/donations/{id}/thank-you-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a thank-you e-mail to a donor */
        post: operations["sendThankYouEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** (Staff) mark a campaign verified */
        put: operations["verifyCampaign"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Activate, finish or mark a campaign successful */
        put: operations["updateCampaignStatus"];
        post?: never;
        /** Delete a campaign */
        delete: operations["deleteCampaign"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a campaign (guests too) */
        post: operations["reportCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/add-share-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Count a share of the campaign */
        put: operations["addCampaignShare"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a campaign's details
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        put: operations["updateCampaignDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/beneficent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a campaign's beneficiary
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        put: operations["updateCampaignBeneficent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A campaign's verification documents (its owner and staff only), with signed paths
         * @description The specification gives no path for this call; this path is the contract's choice (/edit-documents shows the documents before replacing them).
         */
        get: operations["listCampaignDocuments"];
        /**
         * Replace a campaign's verification documents
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        put: operations["updateCampaignDocuments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a campaign's images (uploaded image ids, one main) and video
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        put: operations["updateCampaignImages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/donation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a donation and start its payment
         * @description The specification gives no path for this call; this path is the contract's choice. Guests
         *     may donate. The answer carries the donation (PROCESSING) and what the checkout needs to
         *     complete the payment with the chosen method. The built-in sandbox provider sends a card
         *     payment (STRIPE, SAFE_CHARGE, APPLE_PAY) to its own hosted payment page (`redirect_url`,
         *     a test card form), which sends the donor back to `return_url` with
         *     `donation=<id>&payment_id=<id>&status=<PaymentStatus>` once the payment is PROCESSED,
         *     FAILED or CANCELLED; PayPal and bank transfers it confirms by itself, without a redirect.
         *     With Stripe configured, STRIPE and APPLE_PAY payments are Stripe PaymentIntents of the
         *     donation's amount and tip in its currency, made once per donation: the answer carries
         *     `client_secret` and `publishable_key` for Stripe.js, and the donation stays PROCESSING
         *     until Stripe's signed webhook (receiveStripeWebhook) says how it ended. When the provider
         *     does not answer, nothing is stored or charged (502). Only verified campaigns accept
         *     donations.
         */
        post: operations["createDonation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's signed events about the donations' payments (issue 29)
         * @description The specification gives no path for this call; this path is the contract's choice.
         *     Stripe calls this endpoint; nothing else should. Answered only when Stripe is configured
         *     (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET); 404 otherwise. The
         *     body is verified as sent against the `Stripe-Signature` header with the endpoint's secret
         *     (the stripe SDK's `constructEvent`): a forged, altered, unsigned or stale delivery answers
         *     400 (`validation.invalid` under `stripe-signature`) and changes nothing. `payment_intent.succeeded` makes the donation PROCESSED (raised,
         *     balances, the owner's notification, the receipt), `payment_intent.payment_failed` FAILED
         *     and `payment_intent.canceled` CANCELLED; a donation that is PROCESSED or CANCELLED stays
         *     so, and a FAILED one becomes PROCESSED only when the donor then pays. Each event applies
         *     once: a delivery of an event already applied answers 200 with `duplicate` and changes
         *     nothing. An event about a payment the server does not know yet answers 409, and Stripe
         *     delivers it again. `refund.created`, `refund.updated`, `refund.failed` and
         *     `charge.refund.updated` tell of refunds: one Causeway asked for (refundDonation) is marked
         *     done, or, when it failed, its money counts for the campaign again; one made in Stripe's
         *     dashboard is recorded and applied to the donation (the raised amount and balances follow).
         *     Other event types, and PaymentIntents not made for a donation, answer 200 and change
         *     nothing.
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/paypal/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where PayPal sends the donor back once they approved the order (issue 29)
         * @description The specification gives no path for this call; this path is the contract's choice.
         *     Answered only when PayPal is configured (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET,
         *     PAYPAL_WEBHOOK_ID); 404 otherwise. PayPal adds the order's id (`token`) and the payer's
         *     (`PayerID`). A donation still PROCESSING has its order captured (once: PayPal-Request-Id
         *     `causeway-capture-<order>`, and an order captured before is read instead): a completed
         *     capture makes it PROCESSED, a declined one FAILED, a pending one waits for PayPal's webhook.
         *     The donor is then sent (303) to the donation's return address with `donation`,
         *     `payment_id` and `status`, as the sandbox's page does. PayPal not reached: the donation
         *     waits, and PayPal's CHECKOUT.ORDER.APPROVED event captures it.
         */
        get: operations["returnFromPayPal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/paypal/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where PayPal sends the donor who left its page without paying (issue 29)
         * @description The specification gives no path for this call; this path is the contract's choice.
         *     Answered only when PayPal is configured; 404 otherwise. A donation still PROCESSING is
         *     CANCELLED (nothing was charged), and the donor is sent (303) to its return address with
         *     `status`, where the donate form is kept for another try.
         */
        get: operations["cancelPayPal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/paypal/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PayPal's signed events about the donations' orders (issue 29)
         * @description The specification gives no path for this call; this path is the contract's choice.
         *     PayPal calls this endpoint; nothing else should. Answered only when PayPal is configured;
         *     404 otherwise. Each delivery is verified with PayPal's verify-webhook-signature call (the
         *     webhook's id, the PayPal-Transmission-* headers and the body as received): a forged,
         *     altered or unsigned one answers 400 (`validation.invalid` under
         *     `paypal-transmission-sig`) and changes nothing; PayPal unreachable answers 502 and PayPal
         *     delivers it again. `PAYMENT.CAPTURE.COMPLETED` makes the donation PROCESSED,
         *     `PAYMENT.CAPTURE.DENIED` FAILED, `CHECKOUT.ORDER.APPROVED` captures an order whose donor
         *     never came back, and `PAYMENT.CAPTURE.REFUNDED` marks a refund Causeway asked for done or
         *     records one made in PayPal's dashboard. Each event applies once: a delivery of an event
         *     already applied answers 200 with `duplicate`. An event about an order the server does not
         *     know yet answers 409, and PayPal delivers it again. Other event types answer 200.
         */
        post: operations["receivePayPalWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/donation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A donation and its payment status (PROCESSING until the provider reports the outcome)
         * @description The specification gives no path for this call; this path is the contract's choice. Readable by its donor, the campaign owner, or anyone holding its payment_id.
         */
        get: operations["getDonation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/donation/payment/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The donation a payment belongs to, found by the payment id
         * @description The specification gives no path for this call; this path is the contract's choice. A
         *     payment provider's page sends the donor back to the site's checkout page
         *     (`/campaign/{campaign}/checkout?payment_id=…`) knowing only its own payment id; the
         *     donation exists (PROCESSING) before the donor leaves for the provider, and this call finds
         *     it, so the page shows its result. Holding the payment id is what lets one read it (a
         *     guest donor too), as with `getDonation`'s `payment_id`; the answer carries the id.
         */
        get: operations["getDonationByPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/donation/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The certificate of a processed donation
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["getDonationCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/donation/{id}/certificate.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The certificate of a processed donation, as a PDF document
         * @description The specification gives no path for this call; this path is the contract's choice. The document getDonationCertificate points at: one A4 page naming the donor (or "Anonymous" for an anonymous donation), the campaign, the amount in the campaign currency, the date and the certificate number. The same access rules as the donation (the donor, the campaign owner, staff, or anyone holding the payment id); 404 until the donation is PROCESSED.
         */
        get: operations["getDonationCertificatePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The currencies, their fees, taxes and payment methods
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["listCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user's feed (more pages exist while a page comes back full) */
        get: operations["getFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/campaign/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's posts (updates) */
        get: operations["listCampaignPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post by id or slug */
        get: operations["getPost"];
        put?: never;
        /** Publish a post */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/post/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user's bookmarked posts */
        get: operations["listBookmarkedPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/post/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a post (author or admin)
         * @description The specification writes this call `PUT /api/v2/post/{id}` and the delete call
         *     `DELETE /api/v2/post/{slug}`. OpenAPI forbids two templates that differ only by parameter
         *     name, so both live here; the segment accepts the post's numeric id or its slug.
         */
        put: operations["updatePost"];
        post?: never;
        /** Delete a post (author or admin) */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/post/{slug}/karma": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give karma to a post (not one's own) */
        post: operations["addKarma"];
        /**
         * Take back karma from a post
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        delete: operations["removeKarma"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/post/{slug}/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bookmark or un-bookmark a post (toggle) */
        post: operations["toggleBookmark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/post/{slug}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a post (guests too) */
        post: operations["reportPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/post/{slug}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        /**
         * A post's comments
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        get: operations["listPostComments"];
        put?: never;
        /**
         * Comment on a post, or reply to a comment
         * @description The specification gives no path for this call; this path is the contract's choice.
         */
        post: operations["createPostComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/report/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report options for a kind of item */
        get: operations["listReportTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Metadata and Open Graph tags of a link (post link previews) */
        get: operations["getLinkMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search posts */
        get: operations["searchPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search users and campaigns (the search overlay and /search)
         * @description Members whose username or name holds every word (a username that is the words first, then usernames, then names, starting with the first word), and live campaigns whose name holds every word, newest first.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in user's conversations, those with unread messages first, then the most recent
         * @description One conversation per other user, with its last message and how many of their messages the user has not read (`unseen`). Paged (001 §9: messages page 25): conversations with unread messages come first, each group newest first; a page that comes back full may have more.
         */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/conversations/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The unread-messages badge count */
        get: operations["getConversationsMeta"];
        /** Reset the badge count (messages icon clicked) */
        put: operations["updateConversationsMeta"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages exchanged with one user, newest first */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}/readed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark the conversation with one user read (the spec's spelling is kept) */
        put: operations["markMessagesRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notifications with their counters (the bell asks 12, the page 8) */
        get: operations["listNotifications"];
        /** Mark notifications seen or read */
        put: operations["updateNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notifications (legacy v1; same answer as v2) */
        get: operations["listNotificationsV1"];
        /** Mark notifications read (an empty list marks all) */
        put: operations["markNotificationsRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One notification */
        get: operations["getNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every notification seen (the bell was opened) */
        put: operations["markNotificationsSeen"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reset the unviewed counter */
        put: operations["markNotificationsViewed"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Health: {
            /**
             * @example ok
             * @constant
             */
            status: "ok";
        };
        Readiness: {
            /**
             * @example ready
             * @enum {string}
             */
            status: "ready" | "starting" | "stopping" | "unavailable";
            /**
             * @description Each check run (database, storage, realtime) and its outcome; empty unless ready.
             * @example {
             *       "database": "ok",
             *       "storage": "ok",
             *       "realtime": "ok"
             *     }
             */
            checks: {
                [key: string]: "ok" | "failed";
            };
        };
        /**
         * Format: int64
         * @description Money in minor units (major × 100; 12.50 EUR is 1250). Never a float.
         * @example 125000
         */
        MinorAmount: number;
        /**
         * Format: int64
         * @description Unix seconds.
         * @example 1763798400
         */
        UnixTime: number;
        /**
         * @description The id of an uploaded image or file.
         * @example 5521
         */
        MediaId: number;
        /**
         * @description A bearer JWT. The web app stores it in the `jwt` cookie for 14 days (7 days, the other reading of the specification, is accepted).
         * @example eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsImV4cCI6MTc2NTAwODAwMH0.c2lnbmF0dXJl
         */
        Jwt: string;
        /** @enum {string} */
        LanguageCode: "en" | "bg" | "es" | "de" | "pl" | "ru" | "fr" | "tr" | "pt" | "uk" | "el" | "it" | "ro" | "hu";
        /**
         * @description Latin letters, digits, underscore, hyphen and dot; 4 to 20 characters.
         * @example maria.petrova
         */
        Username: string;
        /**
         * @description An ISO date, or an empty string when the date is incomplete.
         * @example 1990-04-17
         */
        Birthday: string | unknown | "";
        /**
         * @default male
         * @enum {string}
         */
        Gender: "male" | "female";
        /**
         * @description Dictionary key to ICU message.
         * @example {
         *       "withdraw.validator.sum_greater_zero": "Enter an amount greater than zero.",
         *       "post.no_content": "Write something first."
         *     }
         * @example {
         *       "withdraw.validator.sum_greater_zero": "Въведете сума, по-голяма от нула.",
         *       "post.no_content": "Първо напишете нещо."
         *     }
         */
        Translations: {
            [key: string]: string;
        };
        /**
         * @example {
         *       "code": 404,
         *       "message": "Not found."
         *     }
         */
        Error: {
            /** @description The HTTP status. */
            code: number;
            /** @description A dictionary key or a human-readable message. */
            message: string;
        };
        /**
         * @description Field key (dotted for nested payload fields) to a dictionary key or translated message.
         *     Keys used by the forms: amount, reasons, receiverName, provider.iban, provider.bic,
         *     provider.holder_name, comment, invoices, campaign_to, motivational_message, username, name,
         *     bio, logo, organization_size, sectors, location, birthday, gender, email, password, content.
         * @example {
         *       "amount": "withdraw.validator.sum_greater_zero",
         *       "provider.iban": "withdraw.enter_iban"
         *     }
         * @example {
         *       "username": "username.validation.username_taken"
         *     }
         */
        FieldErrors: {
            [key: string]: string;
        };
        /**
         * @description The 400 body. `message` is the per-field map (a JSON string holding the same map is accepted by the client).
         * @example {
         *       "code": 400,
         *       "message": {
         *         "amount": "withdraw.validator.sum_greater_zero",
         *         "provider.holder_name": "withdraw.validator.enter_recipient"
         *       }
         *     }
         */
        ValidationError: {
            /** @constant */
            code: 400;
            message: components["schemas"]["FieldErrors"];
        };
        ContactMessage: {
            /** @description Who writes (one line). */
            name: string;
            /**
             * Format: email
             * @description Where the team answers.
             */
            email: string;
            /** @description What it is about (one line). */
            subject: string;
            /** @description The message itself. */
            message: string;
        };
        ClientErrorReport: {
            /**
             * @description What failed.
             * @enum {string}
             */
            kind: "chunk_load" | "hydration_mismatch";
            /** @description The browser's error message. */
            message: string;
            /** @description The page the visitor was on (path and query). */
            path: string;
            /** @description How long the failure had been on screen. */
            shown_ms: number;
        };
        Success: {
            response: {
                /** @constant */
                success: true;
            };
        };
        Token: {
            token: components["schemas"]["Jwt"];
        };
        ImagePath: {
            /** @example /media/campaigns/1042/square/maria.jpg */
            path: string;
        };
        SizedImage: {
            path: string;
            width: number;
            height: number;
        };
        Avatar: {
            square: components["schemas"]["ImagePath"];
        };
        /**
         * @example {
         *       "id": 5521,
         *       "main": true,
         *       "square": {
         *         "path": "/media/campaigns/1042/square/maria.jpg"
         *       },
         *       "compressed": {
         *         "path": "/media/campaigns/1042/compressed/maria.jpg"
         *       },
         *       "original": {
         *         "path": "/media/campaigns/1042/original/maria.jpg"
         *       }
         *     }
         */
        CampaignImage: {
            id: components["schemas"]["MediaId"];
            main: boolean;
            square: components["schemas"]["ImagePath"];
            compressed: components["schemas"]["ImagePath"];
            original: components["schemas"]["ImagePath"];
        };
        /**
         * @example {
         *       "id": 5530,
         *       "path": "/media/uploads/2026/11/clinic-visit.jpg",
         *       "width": 1280,
         *       "height": 960
         *     }
         */
        UploadedImage: {
            id: components["schemas"]["MediaId"];
            path: string;
            width: number;
            height: number;
        };
        /**
         * @example {
         *       "id": 5602,
         *       "name": "invoice-2026-118.pdf",
         *       "path": "/media/files/2026/11/invoice-2026-118.pdf",
         *       "mime_type": "application/pdf",
         *       "size": 184320
         *     }
         */
        UploadedFile: {
            id: components["schemas"]["MediaId"];
            name: string;
            path: string;
            mime_type: string;
            /** @description Bytes. */
            size: number;
        };
        /**
         * @example {
         *       "id": 5602,
         *       "type": "file"
         *     }
         */
        InvoiceRef: {
            id: components["schemas"]["MediaId"];
            /** @enum {string} */
            type: "file" | "image";
        };
        /**
         * @example {
         *       "id": 5602,
         *       "type": "file",
         *       "path": "/media/files/2026/11/invoice-2026-118.pdf",
         *       "name": "invoice-2026-118.pdf"
         *     }
         */
        Invoice: {
            id: components["schemas"]["MediaId"];
            /** @enum {string} */
            type: "file" | "image";
            path: string;
            name?: string;
        };
        /**
         * @example {
         *       "url": "https://causeway.example/certificates/donation-90211.pdf"
         *     }
         */
        Certificate: {
            /** Format: uri */
            url: string;
        };
        /**
         * @example {
         *       "id": 1,
         *       "abbreviation": "EUR",
         *       "name": "Euro"
         *     }
         * @example {
         *       "id": 2,
         *       "abbreviation": "BGN",
         *       "name": "Bulgarian lev"
         *     }
         * @example {
         *       "id": 3,
         *       "abbreviation": "PLN",
         *       "name": "Polish złoty"
         *     }
         */
        CurrencyRef: {
            id: number;
            /** @description ISO 4217 code. */
            abbreviation: string;
            name: string;
        };
        /**
         * @example {
         *       "amount": 2500000,
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       }
         *     }
         * @example {
         *       "amount": 480000,
         *       "currency": {
         *         "id": 2,
         *         "abbreviation": "BGN",
         *         "name": "Bulgarian lev"
         *       }
         *     }
         */
        MoneyAmount: {
            amount: components["schemas"]["MinorAmount"];
            currency: components["schemas"]["CurrencyRef"];
        };
        /** @enum {string} */
        PaymentMethod: "STRIPE" | "SAFE_CHARGE" | "PAYPAL" | "BANK" | "APPLE_PAY";
        /** @enum {string} */
        TaxType: "FIXED_PERCENT" | "FIXED_AMOUNT";
        CurrencyTax: {
            type: components["schemas"]["TaxType"];
            /** @description A percent for FIXED_PERCENT; minor units for FIXED_AMOUNT. */
            value: number;
            paymentMethod: components["schemas"]["PaymentMethod"];
        };
        /**
         * @example {
         *       "id": 1,
         *       "name": "Euro",
         *       "abbreviation": "EUR",
         *       "currencySign": "€",
         *       "minValue": 500,
         *       "popular": true,
         *       "zeroBased": false,
         *       "active": true,
         *       "default": true,
         *       "stripeFees": {
         *         "stripeFee": 25,
         *         "stripeFeePercent": 1.5
         *       },
         *       "taxes": [
         *         {
         *           "type": "FIXED_PERCENT",
         *           "value": 0,
         *           "paymentMethod": "STRIPE"
         *         }
         *       ],
         *       "paymentMethods": {
         *         "methods": [
         *           {
         *             "id": 1,
         *             "name": "STRIPE"
         *           },
         *           {
         *             "id": 3,
         *             "name": "PAYPAL"
         *           },
         *           {
         *             "id": 5,
         *             "name": "APPLE_PAY"
         *           }
         *         ],
         *         "payoutCurrency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         }
         *       }
         *     }
         * @example {
         *       "id": 7,
         *       "name": "Hungarian forint",
         *       "abbreviation": "HUF",
         *       "currencySign": "Ft",
         *       "minValue": 200000,
         *       "popular": false,
         *       "zeroBased": true,
         *       "active": true,
         *       "default": false,
         *       "stripeFees": {
         *         "stripeFee": 8500,
         *         "stripeFeePercent": 1.5
         *       },
         *       "taxes": [
         *         {
         *           "type": "FIXED_AMOUNT",
         *           "value": 10000,
         *           "paymentMethod": "BANK"
         *         }
         *       ],
         *       "paymentMethods": {
         *         "methods": [
         *           {
         *             "id": 1,
         *             "name": "STRIPE"
         *           },
         *           {
         *             "id": 4,
         *             "name": "BANK"
         *           }
         *         ],
         *         "payoutCurrency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         }
         *       }
         *     }
         */
        Currency: {
            id: number;
            name: string;
            abbreviation: string;
            currencySign: string;
            minValue: components["schemas"]["MinorAmount"];
            popular: boolean;
            /** @description True for currencies without minor units in display (HUF, JPY); amounts are still × 100 on the wire. */
            zeroBased: boolean;
            active: boolean;
            default: boolean;
            stripeFees: {
                stripeFee: components["schemas"]["MinorAmount"];
                stripeFeePercent: number;
            };
            taxes: components["schemas"]["CurrencyTax"][];
            paymentMethods: {
                methods: {
                    id: number;
                    name: components["schemas"]["PaymentMethod"];
                }[];
                payoutCurrency: components["schemas"]["CurrencyRef"];
            };
        };
        /** @enum {string} */
        UserType: "personal" | "business";
        /** @enum {string} */
        Role: "ROLE_USER" | "ROLE_EDITOR" | "ROLE_ADMIN" | "ROLE_SUPER_ADMIN" | "ROLE_TRANSLATOR";
        /**
         * @example {
         *       "place_id": "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ",
         *       "formatted_address": "Sofia, Bulgaria"
         *     }
         * @example {
         *       "place_id": "ChIJAZ-GmmbMHkcR_NPqiCq-8HI",
         *       "formatted_address": "Kraków, Poland"
         *     }
         */
        Location: {
            place_id: string;
            formatted_address: string;
        };
        /**
         * @example {
         *       "name": "Europe/Sofia",
         *       "utc_offset": "+02:00"
         *     }
         * @example {
         *       "name": "Europe/Madrid",
         *       "utc_offset": "+01:00"
         *     }
         */
        Timezone: {
            /** @description IANA name. */
            name: string;
            utc_offset: string;
        };
        /**
         * @example {
         *       "id": 1,
         *       "name": "1-10"
         *     }
         * @example {
         *       "id": 2,
         *       "name": "11-50"
         *     }
         */
        BusinessSize: {
            id: number;
            name: string;
        };
        /**
         * @example {
         *       "id": 4,
         *       "name": "Healthcare"
         *     }
         * @example {
         *       "id": 9,
         *       "name": "Education"
         *     }
         */
        BusinessSector: {
            id: number;
            name: string;
        };
        /**
         * @example {
         *       "id": 42,
         *       "username": "maria.petrova",
         *       "name": "Мария Петрова",
         *       "avatar": {
         *         "square": {
         *           "path": "/media/avatars/42/square.jpg"
         *         }
         *       },
         *       "default_avatar_color": "#3f7be0",
         *       "type": "personal"
         *     }
         * @example {
         *       "id": 88,
         *       "username": "lucia.garcia",
         *       "name": "Lucía García",
         *       "avatar": null,
         *       "default_avatar_color": "#d9480f",
         *       "type": "personal"
         *     }
         * @example {
         *       "id": 120,
         *       "username": "zdrowie-fundacja",
         *       "name": "Fundacja Zdrowie",
         *       "avatar": {
         *         "square": {
         *           "path": "/media/avatars/120/square.png"
         *         }
         *       },
         *       "default_avatar_color": "#2b8a3e",
         *       "type": "business"
         *     }
         */
        UserSummary: {
            id: number;
            username: string;
            name: string;
            avatar: components["schemas"]["Avatar"] | null;
            default_avatar_color?: string;
            type?: components["schemas"]["UserType"];
        };
        BusinessInfo: {
            mission: string;
            representative_name: string;
            /** @description Company registration number. */
            bulstat: string;
            organization: string;
            sectors: components["schemas"]["BusinessSector"][];
            organization_size: components["schemas"]["BusinessSize"] | null;
            cover: {
                compressed: components["schemas"]["ImagePath"];
            } | null;
        };
        /**
         * @example {
         *       "id": 42,
         *       "username": "maria.petrova",
         *       "name": "Мария Петрова",
         *       "only_name": false,
         *       "email": "maria.petrova@example.bg",
         *       "phone": "+359 88 123 4567",
         *       "bio": "Събирам средства за рехабилитацията на сина си.",
         *       "email_verified": true,
         *       "type": "personal",
         *       "fbid": null,
         *       "avatar": {
         *         "square": {
         *           "path": "/media/avatars/42/square.jpg"
         *         }
         *       },
         *       "default_avatar_color": "#3f7be0",
         *       "can_username_change": false,
         *       "donation_settings": {
         *         "visibility": true
         *       },
         *       "location": {
         *         "place_id": "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ",
         *         "formatted_address": "Sofia, Bulgaria"
         *       },
         *       "timezone": "Europe/Sofia",
         *       "gender": "female",
         *       "birthday": "1986-03-12",
         *       "language": "bg",
         *       "register_step": 2,
         *       "total_followers": 37,
         *       "follows_campaigns": true,
         *       "roles": [
         *         "ROLE_USER"
         *       ],
         *       "business_info": null,
         *       "personal_info": {
         *         "gender": "female"
         *       }
         *     }
         * @example {
         *       "id": 120,
         *       "username": "zdrowie-fundacja",
         *       "name": "Fundacja Zdrowie",
         *       "only_name": true,
         *       "bio": "Pomagamy dzieciom w leczeniu od 2009 roku.",
         *       "email_verified": true,
         *       "type": "business",
         *       "fbid": null,
         *       "avatar": {
         *         "square": {
         *           "path": "/media/avatars/120/square.png"
         *         }
         *       },
         *       "default_avatar_color": "#2b8a3e",
         *       "can_username_change": true,
         *       "donation_settings": {
         *         "visibility": false
         *       },
         *       "location": {
         *         "place_id": "ChIJAZ-GmmbMHkcR_NPqiCq-8HI",
         *         "formatted_address": "Kraków, Poland"
         *       },
         *       "timezone": "Europe/Warsaw",
         *       "gender": null,
         *       "birthday": null,
         *       "language": "pl",
         *       "register_step": 3,
         *       "total_followers": 1204,
         *       "follows_campaigns": false,
         *       "roles": [
         *         "ROLE_USER"
         *       ],
         *       "business_info": {
         *         "mission": "Każde dziecko zasługuje na leczenie.",
         *         "representative_name": "Anna Nowak",
         *         "bulstat": "PL5260250274",
         *         "organization": "Fundacja Zdrowie",
         *         "sectors": [
         *           {
         *             "id": 4,
         *             "name": "Healthcare"
         *           }
         *         ],
         *         "organization_size": {
         *           "id": 2,
         *           "name": "11-50"
         *         },
         *         "cover": {
         *           "compressed": {
         *             "path": "/media/covers/120/compressed.jpg"
         *           }
         *         }
         *       },
         *       "personal_info": null
         *     }
         */
        User: {
            id: number;
            username: string;
            name: string;
            /** @description Show the name only, without the username. */
            only_name: boolean;
            /**
             * Format: email
             * @description Present for the user themself and staff only.
             */
            email?: string;
            /** @description Present for the user themself and staff only. */
            phone?: string | null;
            bio: string;
            email_verified: boolean;
            type: components["schemas"]["UserType"];
            fbid?: string | null;
            avatar: components["schemas"]["Avatar"] | null;
            default_avatar_color: string;
            can_username_change: boolean;
            donation_settings?: {
                /** @description True when the donations are shown on the profile. */
                visibility: boolean;
            };
            location?: components["schemas"]["Location"] | null;
            timezone?: string | null;
            gender?: components["schemas"]["Gender"] | null;
            /** Format: date */
            birthday?: string | null;
            language: components["schemas"]["LanguageCode"];
            /** @description Greater than 1 means sign-up is complete. */
            register_step: number;
            total_followers?: number;
            follows_campaigns?: boolean;
            roles: components["schemas"]["Role"][];
            business_info?: components["schemas"]["BusinessInfo"] | null;
            personal_info?: {
                gender: components["schemas"]["Gender"] | null;
            } | null;
        };
        /** @enum {string} */
        CampaignType: "medical" | "other";
        /**
         * @description Derived by the client - FINISHED if finished, else SUCCESSFUL if successful, else ACTIVE if active, else INACTIVE.
         * @enum {string}
         */
        CampaignDisplayState: "FINISHED" | "SUCCESSFUL" | "ACTIVE" | "INACTIVE";
        /**
         * @example {
         *       "id": 3,
         *       "name": "Health",
         *       "slug": "health",
         *       "type": "category",
         *       "status": "active",
         *       "campaigns": 412
         *     }
         * @example {
         *       "id": 21,
         *       "name": "Cerebral palsy",
         *       "slug": "cerebral-palsy",
         *       "type": "disease",
         *       "status": "active",
         *       "campaigns": 38
         *     }
         */
        Category: {
            id: number;
            name: string;
            slug: string;
            /** @enum {string} */
            type: "category" | "disease";
            /** @enum {string} */
            status: "active" | "inactive";
            /** @description Number of active campaigns. */
            campaigns?: number;
        };
        CategoryDonationTotal: {
            category: components["schemas"]["Category"];
            amount: components["schemas"]["MinorAmount"];
            currency: components["schemas"]["CurrencyRef"];
        };
        /**
         * @example {
         *       "id": 1042,
         *       "name": "Help Maria walk again",
         *       "url": "help-maria-walk-again",
         *       "cover": {
         *         "square": {
         *           "path": "/media/campaigns/1042/square/maria.jpg"
         *         }
         *       }
         *     }
         */
        CampaignLink: {
            id: number;
            name: string;
            /** @description The campaign slug. */
            url: string;
            /** @description Square cover. */
            cover?: components["schemas"]["Avatar"] | null;
        };
        BeneficentOther: {
            name: string;
            /** @enum {string} */
            other_type: "campaign" | "person";
            /** @example mother */
            relation?: string | null;
            receiver?: string | null;
            /** @enum {string|null} */
            receiver_type?: "individual" | "business" | null;
            target_campaign?: components["schemas"]["CampaignLink"] | null;
        };
        Beneficent: {
            name: string;
            business_name?: string | null;
            other?: components["schemas"]["BeneficentOther"] | null;
        };
        /**
         * @example {
         *       "id": 1042,
         *       "name": "Help Maria walk again",
         *       "url": "help-maria-walk-again",
         *       "short_url": "mrw42",
         *       "images": [
         *         {
         *           "id": 5521,
         *           "main": true,
         *           "square": {
         *             "path": "/media/campaigns/1042/square/maria.jpg"
         *           },
         *           "compressed": {
         *             "path": "/media/campaigns/1042/compressed/maria.jpg"
         *           },
         *           "original": {
         *             "path": "/media/campaigns/1042/original/maria.jpg"
         *           }
         *         }
         *       ],
         *       "video": "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
         *       "content": "<p>Maria needs six months of rehabilitation after her accident.</p>",
         *       "total_amount": 2500000,
         *       "donated_amount": 1834050,
         *       "donations_count": "412",
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "payoutCurrency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "created_by": {
         *         "id": 42,
         *         "username": "maria.petrova",
         *         "name": "Мария Петрова",
         *         "avatar": {
         *           "square": {
         *             "path": "/media/avatars/42/square.jpg"
         *           }
         *         }
         *       },
         *       "date_added": 1759276800,
         *       "amount": 1790000,
         *       "type": "medical",
         *       "category": {
         *         "id": 3,
         *         "name": "Health",
         *         "slug": "health",
         *         "type": "category",
         *         "status": "active"
         *       },
         *       "followers_count": 318,
         *       "beneficent_individual": {
         *         "name": "Maria Petrova",
         *         "business_name": null,
         *         "other": null
         *       },
         *       "beneficent_business": null,
         *       "deleted": false,
         *       "active": true,
         *       "verified": true,
         *       "urgent": true,
         *       "finished": false,
         *       "successful": false,
         *       "trust_club": true,
         *       "is_followed": false,
         *       "is_reported": false,
         *       "attention_required": false,
         *       "can_withdraw": true
         *     }
         * @example {
         *       "id": 2077,
         *       "name": "Nueva biblioteca para la escuela de Tarifa",
         *       "url": "nueva-biblioteca-tarifa",
         *       "short_url": null,
         *       "images": [],
         *       "video": null,
         *       "content": "<p>Queremos llenar la biblioteca con 2.000 libros.</p>",
         *       "total_amount": 1200000,
         *       "donated_amount": 356000,
         *       "donations_count": "57",
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "payoutCurrency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "created_by": {
         *         "id": 88,
         *         "username": "lucia.garcia",
         *         "name": "Lucía García",
         *         "avatar": null
         *       },
         *       "date_added": 1761955200,
         *       "amount": 349000,
         *       "type": "other",
         *       "category": {
         *         "id": 5,
         *         "name": "Education",
         *         "slug": "education",
         *         "type": "category",
         *         "status": "active"
         *       },
         *       "followers_count": 41,
         *       "beneficent_individual": null,
         *       "beneficent_business": {
         *         "name": "CEIP Tarifa",
         *         "business_name": "Colegio Público de Tarifa",
         *         "other": null
         *       },
         *       "deleted": false,
         *       "active": true,
         *       "verified": false,
         *       "urgent": false,
         *       "finished": false,
         *       "successful": false,
         *       "trust_club": false,
         *       "is_followed": true,
         *       "is_reported": false,
         *       "attention_required": false,
         *       "can_withdraw": false
         *     }
         */
        Campaign: {
            id: number;
            name: string;
            /** @description The slug used in /campaign/{campaign}. */
            url: string;
            /** @description Used by /help/{short_url}. */
            short_url: string | null;
            images: components["schemas"]["CampaignImage"][];
            /** @description A YouTube or Twitch URL. */
            video: string | null;
            /** @description HTML. */
            content: string;
            /** @description The goal. */
            total_amount: components["schemas"]["MinorAmount"];
            donated_amount: components["schemas"]["MinorAmount"];
            /** @description A count, sent as a string as the specification shows. */
            donations_count: string;
            currency: components["schemas"]["CurrencyRef"];
            payoutCurrency: components["schemas"]["CurrencyRef"];
            created_by: components["schemas"]["UserSummary"];
            date_added: components["schemas"]["UnixTime"];
            /** @description Net amount collected after fees. */
            amount: components["schemas"]["MinorAmount"];
            type: components["schemas"]["CampaignType"];
            category: components["schemas"]["Category"] | null;
            /** @description A medical campaign's disease (a category of type disease), when it names one. */
            disease?: components["schemas"]["Category"] | null;
            followers_count: number;
            beneficent_individual?: components["schemas"]["Beneficent"] | null;
            beneficent_business?: components["schemas"]["Beneficent"] | null;
            deleted: boolean;
            active: boolean;
            verified: boolean;
            urgent: boolean;
            finished: boolean;
            successful: boolean;
            trust_club: boolean;
            is_followed: boolean;
            is_reported: boolean;
            attention_required: boolean;
            can_withdraw: boolean;
        };
        /**
         * @example {
         *       "campaign_id": 1042,
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "total_amount": 2500000,
         *       "donated_amount": 1834050,
         *       "donations_count": 412,
         *       "withdrawn_amount": 600000,
         *       "available_amount": 1190000,
         *       "followers_count": 318,
         *       "posts_count": 9
         *     }
         */
        CampaignSummary: {
            campaign_id: number;
            currency: components["schemas"]["CurrencyRef"];
            total_amount: components["schemas"]["MinorAmount"];
            donated_amount: components["schemas"]["MinorAmount"];
            donations_count: number;
            withdrawn_amount: components["schemas"]["MinorAmount"];
            available_amount: components["schemas"]["MinorAmount"];
            followers_count: number;
            posts_count: number;
        };
        /**
         * @description The documents policy's inputs for one campaign and its owner (getDocumentsPolicy).
         * @example {
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "available": 1190000,
         *       "eur_rate": 1000000,
         *       "rate_date": "2026-11-20",
         *       "limits": {
         *         "free_eur": 100000,
         *         "share_percent": 40,
         *         "cap_eur": 500000,
         *         "hold_days": 60
         *       },
         *       "threshold": 476000,
         *       "overdue": []
         *     }
         * @example {
         *       "currency": {
         *         "id": 2,
         *         "abbreviation": "BGN",
         *         "name": "Bulgarian lev"
         *       },
         *       "available": 150000,
         *       "eur_rate": 511292,
         *       "rate_date": "2026-11-20",
         *       "limits": {
         *         "free_eur": 100000,
         *         "share_percent": 40,
         *         "cap_eur": 500000,
         *         "hold_days": 60
         *       },
         *       "threshold": 195582,
         *       "overdue": [
         *         {
         *           "withdraw_id": 311,
         *           "campaign_id": 1042,
         *           "campaign_name": "Help Maria walk again",
         *           "slug": "help-maria-walk-again",
         *           "requested_at": 1757937600,
         *           "due_at": 1763121600
         *         }
         *       ]
         *     }
         */
        DocumentsPolicy: {
            currency: components["schemas"]["CurrencyRef"];
            /** @description The campaign's available amount, minor units of its currency (negative only if staff re-took refused money). */
            available: number;
            /** @description The campaign currency's rate to the euro on `rate_date`, euro cents per minor unit times 1,000,000 (1,000,000 for the euro); null when no rate is known, and then every withdrawal needs documents. */
            eur_rate: number | null;
            /**
             * Format: date
             * @description The day (UTC) of the rate.
             */
            rate_date: string;
            limits: {
                /** @description Euro cents a withdrawal may always be without documents (100000: €1,000). */
                free_eur: components["schemas"]["MinorAmount"];
                /** @description …or up to this share of the available amount… */
                share_percent: number;
                /** @description …capped at these euro cents (500000: €5,000). */
                cap_eur: components["schemas"]["MinorAmount"];
                /** @description Days documents may take before the owner's next withdrawals are put on hold. */
                hold_days: number;
            };
            /** @description The most a withdrawal may be without documents now */
            threshold: components["schemas"]["MinorAmount"];
            /** @description The owner's withdrawals (of any of their campaigns) still waiting for documents `hold_days` after they were asked for; any puts new withdrawals on hold. */
            overdue: {
                withdraw_id: number;
                campaign_id: number;
                campaign_name: string;
                slug: string;
                requested_at: components["schemas"]["UnixTime"];
                due_at: components["schemas"]["UnixTime"];
            }[];
        };
        /** @description Every amount in minor units. */
        BalanceAmounts: {
            withdrawAmount: components["schemas"]["MinorAmount"];
            availableAmount: components["schemas"]["MinorAmount"];
            subscriptionsAmount: components["schemas"]["MinorAmount"];
            donationAmount: components["schemas"]["MinorAmount"];
            bankAmount: components["schemas"]["MinorAmount"];
            paymentProviderAmount: components["schemas"]["MinorAmount"];
            allTaxes: components["schemas"]["MinorAmount"];
            tipAmount: components["schemas"]["MinorAmount"];
            paymentProviderTax: components["schemas"]["MinorAmount"];
            marketingCampaignTax: components["schemas"]["MinorAmount"];
            marketingCampaignCollectedAmount: components["schemas"]["MinorAmount"];
        };
        /**
         * @example {
         *       "currency": {
         *         "id": 2,
         *         "abbreviation": "BGN",
         *         "name": "Bulgarian lev"
         *       },
         *       "payoutCurrency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "original": {
         *         "withdrawAmount": 117300,
         *         "availableAmount": 2211900,
         *         "subscriptionsAmount": 30000,
         *         "donationAmount": 2400000,
         *         "bankAmount": 150000,
         *         "paymentProviderAmount": 2250000,
         *         "allTaxes": 70800,
         *         "tipAmount": 12000,
         *         "paymentProviderTax": 36000,
         *         "marketingCampaignTax": 0,
         *         "marketingCampaignCollectedAmount": 0
         *       },
         *       "converted": {
         *         "withdrawAmount": 59975,
         *         "availableAmount": 1130936,
         *         "subscriptionsAmount": 15339,
         *         "donationAmount": 1227101,
         *         "bankAmount": 76694,
         *         "paymentProviderAmount": 1150407,
         *         "allTaxes": 36200,
         *         "tipAmount": 6135,
         *         "paymentProviderTax": 18407,
         *         "marketingCampaignTax": 0,
         *         "marketingCampaignCollectedAmount": 0
         *       }
         *     }
         */
        Balance: {
            currency: components["schemas"]["CurrencyRef"];
            payoutCurrency: components["schemas"]["CurrencyRef"];
            /** @description In the campaign currency. */
            original: components["schemas"]["BalanceAmounts"];
            /** @description In the payout currency. */
            converted: components["schemas"]["BalanceAmounts"];
        };
        /**
         * @example {
         *       "id": 1,
         *       "key": "campaign.task.add_video",
         *       "done": false
         *     }
         * @example {
         *       "id": 2,
         *       "key": "campaign.task.first_update",
         *       "done": true
         *     }
         */
        CampaignTask: {
            id: number;
            /** @description Dictionary key of the task's title. */
            key: string;
            done: boolean;
        };
        /**
         * @example {
         *       "type": "visits",
         *       "format": "day",
         *       "points": [
         *         {
         *           "date": 1763683200,
         *           "value": 212
         *         },
         *         {
         *           "date": 1763769600,
         *           "value": 187
         *         }
         *       ]
         *     }
         */
        MetricSeries: {
            type: string;
            /** @enum {string} */
            format: "day" | "week" | "month";
            points: {
                date: components["schemas"]["UnixTime"];
                value: number;
            }[];
        };
        /**
         * @example {
         *       "from": 1761955200,
         *       "to": 1763769600,
         *       "visits": 4810,
         *       "shares": 96,
         *       "followers": 41,
         *       "donations_count": 73,
         *       "donated_amount": 412500,
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       }
         *     }
         */
        CampaignMetrics: {
            from: components["schemas"]["UnixTime"];
            to: components["schemas"]["UnixTime"];
            visits: number;
            shares: number;
            followers: number;
            donations_count: number;
            donated_amount: components["schemas"]["MinorAmount"];
            currency: components["schemas"]["CurrencyRef"];
        };
        BeneficentPayload: {
            /** @enum {string} */
            beneficent_type: "individual" | "business" | "other";
            name: string;
            business_name?: string | null;
            other?: components["schemas"]["BeneficentOther"] | null;
        };
        CampaignDetailsPayload: {
            name: string;
            /** @description HTML. */
            content: string;
            /** @description The goal in minor units, from 1.00 to 100,000,000,000.00. A negative goal answers 400 `campaign.validation.goal_negative` on `total_amount`, a smaller one `campaign.validation.goal_min`, a larger one `campaign.validation.goal_max`. */
            total_amount: components["schemas"]["MinorAmount"];
            /** @description Currency id. */
            currency: number;
            type: components["schemas"]["CampaignType"];
            /** @description Category id. */
            category: number;
            /** @description A medical campaign's disease: the id of a category of type disease (the /campaign/diseases/{disease} pages list it). Ignored for other campaigns. */
            disease?: number | null;
            /** @default false */
            urgent?: boolean;
        };
        /** @description Details, beneficiary, images and documents in one go; `in_favour_of` creates a campaign in favour of another (/campaign/create-in-favour). */
        CampaignCreatePayload: components["schemas"]["CampaignDetailsPayload"] & {
            beneficent: components["schemas"]["BeneficentPayload"];
            image_ids?: components["schemas"]["MediaId"][];
            /** Format: uri */
            video?: string | null;
            documents?: components["schemas"]["InvoiceRef"][];
            in_favour_of?: number | null;
        };
        /**
         * @description Payment status of a withdrawal; PENDING and WAITING_DOCUMENTS are both shown as pending.
         * @enum {string}
         */
        WithdrawState: "PAYED" | "REFUSED" | "PENDING" | "WAITING_DOCUMENTS";
        /**
         * @description service - paid to a provider's IBAN (withdraw_iban); personal - paid to the owner's bank account (bank_account); transfer - moved to another campaign (inner_transfer).
         * @enum {string}
         */
        WithdrawKind: "service" | "personal" | "transfer";
        /**
         * @example {
         *       "id": 1,
         *       "text": "withdraw.reason.medical_treatment"
         *     }
         * @example {
         *       "id": 2,
         *       "text": "withdraw.reason.medicines"
         *     }
         * @example {
         *       "id": 3,
         *       "text": "withdraw.reason.rehabilitation"
         *     }
         */
        WithdrawReason: {
            id: number;
            /** @description Dictionary key of the reason; the client sorts by its translation. */
            text: string;
        };
        WithdrawIban: {
            id: number;
            iban: string;
            bic: string;
            bank: string;
            /** @description ISO 3166-1 alpha-2. */
            country: string;
            holder_name: string;
            currency: components["schemas"]["CurrencyRef"];
        };
        InnerTransfer: {
            id: number;
            campaign_to_id: number;
            name: string;
            campaign_to_name: string;
            images: components["schemas"]["CampaignImage"][];
            campaign_to_image: string | null;
            slug: string;
            campaign_to_slug: string;
            /** @description The donation the transfer created in the target campaign. */
            donation_id: number | null;
            receiver_name: string;
            /** @description The owner's letter to the other campaign, as sent with the transfer (000 §3). */
            motivational_message: string;
        };
        Withdraw: {
            id: number;
            kind: components["schemas"]["WithdrawKind"];
            amount: components["schemas"]["MinorAmount"];
            /** @description 9.4% of amount, rounded half up to a minor unit. */
            tax: components["schemas"]["MinorAmount"];
            /** @description amount + tax. */
            total: components["schemas"]["MinorAmount"];
            currency: components["schemas"]["CurrencyRef"];
            state: components["schemas"]["WithdrawState"];
            reasons: components["schemas"]["WithdrawReason"][];
            receiverName?: string | null;
            clinicName?: string | null;
            hospitalName?: string | null;
            IBAN?: string | null;
            comment: string;
            invoices: components["schemas"]["Invoice"][];
            invoiceNotAvailable: boolean;
            notes: components["schemas"]["WithdrawNote"][];
            reference: string | null;
            date_added: components["schemas"]["UnixTime"];
            withdraw_iban?: components["schemas"]["WithdrawIban"] | null;
            bank_account?: {
                id: number;
                iban: string;
            } | null;
            inner_transfer?: components["schemas"]["InnerTransfer"] | null;
        };
        /**
         * @description A withdrawal paid to a provider's IBAN.
         * @example {
         *       "id": 311,
         *       "kind": "service",
         *       "amount": 150000,
         *       "tax": 14100,
         *       "total": 164100,
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "state": "PENDING",
         *       "reasons": [
         *         {
         *           "id": 3,
         *           "text": "withdraw.reason.rehabilitation"
         *         }
         *       ],
         *       "receiverName": "Rehabilitation Centre Vita",
         *       "clinicName": "Vita",
         *       "hospitalName": null,
         *       "IBAN": "BG80BNBG96611020345678",
         *       "comment": "Invoice for the first month of therapy.",
         *       "invoices": [
         *         {
         *           "id": 5602,
         *           "type": "file",
         *           "path": "/media/files/2026/11/invoice-2026-118.pdf",
         *           "name": "invoice-2026-118.pdf"
         *         }
         *       ],
         *       "invoiceNotAvailable": false,
         *       "notes": [],
         *       "reference": "INV-2026-118",
         *       "date_added": 1763539200,
         *       "withdraw_iban": {
         *         "id": 9,
         *         "iban": "BG80BNBG96611020345678",
         *         "bic": "BNBGBGSD",
         *         "bank": "Bulgarian National Bank",
         *         "country": "BG",
         *         "holder_name": "Rehabilitation Centre Vita",
         *         "currency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         }
         *       },
         *       "bank_account": null,
         *       "inner_transfer": null
         *     }
         */
        ServiceWithdraw: components["schemas"]["Withdraw"] & {
            /** @constant */
            kind: "service";
            withdraw_iban: components["schemas"]["WithdrawIban"];
        };
        /**
         * @description A withdrawal paid to the owner's verified bank account.
         * @example {
         *       "id": 298,
         *       "kind": "personal",
         *       "amount": 48000,
         *       "tax": 4512,
         *       "total": 52512,
         *       "currency": {
         *         "id": 3,
         *         "abbreviation": "PLN",
         *         "name": "Polish złoty"
         *       },
         *       "state": "PAYED",
         *       "reasons": [
         *         {
         *           "id": 2,
         *           "text": "withdraw.reason.medicines"
         *         }
         *       ],
         *       "receiverName": "Anna Nowak",
         *       "clinicName": null,
         *       "hospitalName": null,
         *       "IBAN": null,
         *       "comment": "Leki na październik.",
         *       "invoices": [
         *         {
         *           "id": 5590,
         *           "type": "image",
         *           "path": "/media/uploads/2026/10/paragon.jpg"
         *         }
         *       ],
         *       "invoiceNotAvailable": false,
         *       "notes": [],
         *       "reference": null,
         *       "date_added": 1761004800,
         *       "withdraw_iban": null,
         *       "bank_account": {
         *         "id": 14,
         *         "iban": "PL61109010140000071219812874"
         *       },
         *       "inner_transfer": null
         *     }
         */
        PersonalWithdraw: components["schemas"]["Withdraw"] & {
            /** @constant */
            kind: "personal";
            bank_account: {
                id: number;
                iban: string;
            };
        };
        /**
         * @description A transfer of funds to another campaign.
         * @example {
         *       "id": 305,
         *       "kind": "transfer",
         *       "amount": 20000,
         *       "tax": 1880,
         *       "total": 21880,
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "state": "PAYED",
         *       "reasons": [],
         *       "receiverName": null,
         *       "clinicName": null,
         *       "hospitalName": null,
         *       "IBAN": null,
         *       "comment": "",
         *       "invoices": [],
         *       "invoiceNotAvailable": true,
         *       "notes": [],
         *       "reference": null,
         *       "date_added": 1762214400,
         *       "withdraw_iban": null,
         *       "bank_account": null,
         *       "inner_transfer": {
         *         "id": 77,
         *         "campaign_to_id": 2077,
         *         "name": "Help Maria walk again",
         *         "campaign_to_name": "Nueva biblioteca para la escuela de Tarifa",
         *         "images": [],
         *         "campaign_to_image": null,
         *         "slug": "help-maria-walk-again",
         *         "campaign_to_slug": "nueva-biblioteca-tarifa",
         *         "donation_id": 90233,
         *         "receiver_name": "Lucía García",
         *         "motivational_message": "We fight for the same children; the library will be their second home."
         *       }
         *     }
         */
        TransferWithdraw: components["schemas"]["Withdraw"] & {
            /** @constant */
            kind: "transfer";
            inner_transfer: components["schemas"]["InnerTransfer"];
        };
        AnyWithdraw: components["schemas"]["ServiceWithdraw"] | components["schemas"]["PersonalWithdraw"] | components["schemas"]["TransferWithdraw"];
        /**
         * @description A withdrawal to a provider (000 §3). Amounts in minor units.
         * @example {
         *       "amount": 150000,
         *       "currency": 1,
         *       "reasons": [
         *         3
         *       ],
         *       "provider": {
         *         "bic": "BNBGBGSD",
         *         "country": "BG",
         *         "bank": "Bulgarian National Bank",
         *         "iban": "BG80BNBG96611020345678",
         *         "holder_name": "Rehabilitation Centre Vita",
         *         "currency": 1
         *       },
         *       "comment": "Invoice for the first month of therapy.",
         *       "invoices": [
         *         {
         *           "id": 5602,
         *           "type": "file"
         *         }
         *       ],
         *       "reference": "INV-2026-118"
         *     }
         */
        ProviderWithdrawalPayload: {
            /** @description The form's whole units × 100, at most 999,999,999 units. A negative amount answers 400 `forms.amount.error.sign` on `amount`, a fractional one `forms.amount.error.decimal`, a larger one `forms.amount.error.too_long`; zero `withdraw.validator.sum_greater_zero`. */
            amount: components["schemas"]["MinorAmount"];
            /** @description Currency id. */
            currency: number;
            reasons: number[];
            provider: {
                bic: string;
                country: string;
                bank: string;
                iban: string;
                holder_name: string;
                currency: number;
            };
            /** @description Required (non-empty) when invoiceNotAvailable is true. */
            comment: string;
            invoices: components["schemas"]["InvoiceRef"][];
            /** @default false */
            invoiceNotAvailable?: boolean;
            reference: string | null;
        };
        /**
         * @description A withdrawal to the owner's verified bank account (000 §3).
         * @example {
         *       "amount": 48000,
         *       "reasons": [
         *         2
         *       ],
         *       "bank_account": 14,
         *       "usage_report": "",
         *       "comment": "Leki na październik.",
         *       "invoices": [
         *         {
         *           "id": 5590,
         *           "type": "image"
         *         }
         *       ],
         *       "currency": 3
         *     }
         */
        OwnerWithdrawalPayload: {
            /** @description The form's whole units × 100, at most 999,999,999 units. A negative amount answers 400 `forms.amount.error.sign` on `amount`, a fractional one `forms.amount.error.decimal`, a larger one `forms.amount.error.too_long`; zero `withdraw.validator.sum_greater_zero`. */
            amount: components["schemas"]["MinorAmount"];
            reasons: number[];
            /** @description Bank account id. */
            bank_account: number;
            /**
             * @description Always an empty string.
             * @constant
             */
            usage_report: "";
            comment: string;
            invoices: components["schemas"]["InvoiceRef"][];
            /** @default false */
            invoiceNotAvailable?: boolean;
            currency: number;
        };
        WithdrawalPayload: components["schemas"]["ProviderWithdrawalPayload"] | components["schemas"]["OwnerWithdrawalPayload"];
        /**
         * @example {
         *       "state": "accepted"
         *     }
         */
        WithdrawStateUpdate: {
            /**
             * @description accepted sets PAYED, declined REFUSED, pending PENDING.
             * @enum {string}
             */
            state: "accepted" | "declined" | "pending";
        };
        /**
         * @example {
         *       "amount": 20000,
         *       "campaign_from": 1042,
         *       "campaign_to": 2077,
         *       "currency": 1,
         *       "quote": null,
         *       "motivational_message": "Maria's family wants to share what is left with the school."
         *     }
         */
        TransferFundsPayload: {
            /** @description The form's whole units × 100, at most 999,999,999 units. A negative amount answers 400 `forms.amount.error.sign` on `amount`, a fractional one `forms.amount.error.decimal`, a larger one `forms.amount.error.too_long`; zero `withdraw.validator.sum_greater_zero`. */
            amount: components["schemas"]["MinorAmount"];
            campaign_from: number;
            campaign_to: number;
            currency: number;
            /** @description The id of the exchange-rate quote shown to the owner, if any. */
            quote?: string | null;
            motivational_message: string;
        };
        /**
         * @description A reverted note goes back to OPEN.
         * @enum {string}
         */
        WithdrawNoteState: "OPEN" | "FOR_REVIEW" | "COMPLETED";
        /**
         * @example {
         *       "id": 17,
         *       "withdraw_id": 311,
         *       "text": "Invoice total differs from the amount; asked for a corrected invoice.",
         *       "state": "FOR_REVIEW",
         *       "author": {
         *         "id": 7,
         *         "username": "ops.elena",
         *         "name": "Elena Ivanova",
         *         "avatar": null
         *       },
         *       "date_added": 1763625600
         *     }
         */
        WithdrawNote: {
            id: number;
            withdraw_id: number;
            text: string;
            state: components["schemas"]["WithdrawNoteState"];
            author: components["schemas"]["UserSummary"];
            date_added: components["schemas"]["UnixTime"];
        };
        /**
         * @example {
         *       "iban": "DE89370400440532013000",
         *       "bic": "COBADEFFXXX",
         *       "bank": "Commerzbank",
         *       "country": "DE",
         *       "valid": true
         *     }
         */
        IbanVerification: {
            iban: string;
            bic: string;
            bank: string;
            country: string;
            valid: boolean;
        };
        /**
         * @example {
         *       "iban": "BG80BNBG96611020345678",
         *       "bic": "BNBGBGSD",
         *       "bank": "Bulgarian National Bank",
         *       "country": "BG",
         *       "holder_name": "Rehabilitation Centre Vita",
         *       "currency": {
         *         "id": 2,
         *         "abbreviation": "BGN",
         *         "name": "Bulgarian lev"
         *       }
         *     }
         * @example {
         *       "iban": "RO49AAAA1B31007593840000",
         *       "bic": "RNCBROBU",
         *       "bank": "Banca Comercială Română",
         *       "country": "RO",
         *       "holder_name": "Spitalul Clinic de Urgență",
         *       "currency": {
         *         "id": 6,
         *         "abbreviation": "RON",
         *         "name": "Romanian leu"
         *       }
         *     }
         */
        ProviderSuggestion: {
            iban: string;
            bic: string;
            bank: string;
            country: string;
            holder_name: string;
            currency: components["schemas"]["CurrencyRef"];
        };
        /**
         * @example {
         *       "id": 3,
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "amount": 1190000
         *     }
         * @example {
         *       "id": 4,
         *       "currency": {
         *         "id": 2,
         *         "abbreviation": "BGN",
         *         "name": "Bulgarian lev"
         *       },
         *       "amount": 230000
         *     }
         */
        CampaignAccount: {
            id: number;
            currency: components["schemas"]["CurrencyRef"];
            amount: components["schemas"]["MinorAmount"];
        };
        /**
         * @example {
         *       "id": 2,
         *       "name": "Georgi Dimitrov",
         *       "email": "accounting@causeway.example",
         *       "phone": "+359 2 987 6543",
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       }
         *     }
         */
        Accountant: {
            id: number;
            name: string;
            /** Format: email */
            email: string;
            phone?: string | null;
            currency: components["schemas"]["CurrencyRef"];
        };
        /**
         * @description APPROVED is the contract's spelling; the server accepts ACCEPTED (the other reading of the specification) on input and answers APPROVED. WAITING is the start value when none exists.
         * @enum {string}
         */
        BankAccountState: "PENDING" | "APPROVED" | "REFUSED" | "WAITING";
        BankAccountDocumentRef: {
            id: components["schemas"]["MediaId"];
            /** @enum {string} */
            type: "account" | "certificate";
        };
        /**
         * @example {
         *       "id": 14,
         *       "campaign_id": 1042,
         *       "state": "APPROVED",
         *       "deleted": false,
         *       "iban": "BG18RZBB91550123456789",
         *       "holder_name": "Мария Петрова",
         *       "bic": "RZBBBGSF",
         *       "bank": "Raiffeisenbank Bulgaria",
         *       "country": "BG",
         *       "currency": {
         *         "id": 2,
         *         "abbreviation": "BGN",
         *         "name": "Bulgarian lev"
         *       },
         *       "documents": [
         *         {
         *           "media": {
         *             "id": 5610,
         *             "path": "/media/files/2026/11/bank-certificate.pdf",
         *             "name": "bank-certificate.pdf"
         *           },
         *           "type": "certificate"
         *         }
         *       ],
         *       "verified": true
         *     }
         */
        BankAccount: {
            id: number;
            campaign_id: number;
            state: components["schemas"]["BankAccountState"];
            deleted: boolean;
            iban: string;
            holder_name: string;
            bic: string;
            bank: string;
            country: string;
            currency: components["schemas"]["CurrencyRef"];
            documents: {
                media: {
                    id: components["schemas"]["MediaId"];
                    path: string;
                    name?: string;
                };
                /** @enum {string} */
                type: "account" | "certificate";
            }[];
            verified: boolean;
            /** @description The staff note of the last decision (why it was refused), if any. */
            note?: string | null;
        };
        /**
         * @description A staff decision on a bank account. A refusal carries a note (validation.required without one).
         * @example {
         *       "state": "REFUSED",
         *       "note": "The bank certificate names another account holder."
         *     }
         */
        BankAccountDecision: {
            /** @enum {string} */
            state: "APPROVED" | "ACCEPTED" | "REFUSED" | "WAITING";
            /** @description Why; required for REFUSED, shown to the owner. */
            note?: string | null;
        };
        /**
         * @example {
         *       "campaign_id": 1042,
         *       "bic": "RZBBBGSF",
         *       "country": "BG",
         *       "bank": "Raiffeisenbank Bulgaria",
         *       "iban": "BG18RZBB91550123456789",
         *       "holder_name": "Мария Петрова",
         *       "currency": 2,
         *       "documents": [
         *         {
         *           "id": 5610,
         *           "type": "certificate"
         *         }
         *       ]
         *     }
         */
        BankAccountPayload: {
            campaign_id: number;
            bic: string;
            country: string;
            bank: string;
            iban: string;
            /** @description The account holder, the person's or organisation's name as the bank writes it. Without it the campaign's beneficiary is the holder. */
            holder_name?: string;
            currency: number;
            documents: components["schemas"]["BankAccountDocumentRef"][];
        };
        /**
         * @description A campaign as the staff console's verification queue shows it.
         * @example {
         *       "campaign": {
         *         "id": 2110,
         *         "name": "Plovdiv community garden",
         *         "url": "plovdiv-community-garden",
         *         "short_url": null,
         *         "images": [],
         *         "video": null,
         *         "content": "<p>Neighbours turning an empty lot into a garden for everyone.</p>",
         *         "total_amount": 800000,
         *         "donated_amount": 0,
         *         "donations_count": "0",
         *         "currency": {
         *           "id": 2,
         *           "abbreviation": "BGN",
         *           "name": "Bulgarian lev"
         *         },
         *         "payoutCurrency": {
         *           "id": 2,
         *           "abbreviation": "BGN",
         *           "name": "Bulgarian lev"
         *         },
         *         "created_by": {
         *           "id": 42,
         *           "username": "maria.petrova",
         *           "name": "Мария Петрова",
         *           "avatar": {
         *             "square": {
         *               "path": "/media/avatars/42/square.jpg"
         *             }
         *           }
         *         },
         *         "date_added": 1763971200,
         *         "amount": 0,
         *         "type": "other",
         *         "category": {
         *           "id": 7,
         *           "name": "Community",
         *           "slug": "community",
         *           "type": "category",
         *           "status": "active"
         *         },
         *         "followers_count": 0,
         *         "beneficent_individual": {
         *           "name": "Мария Петрова",
         *           "business_name": null,
         *           "other": null
         *         },
         *         "beneficent_business": null,
         *         "deleted": false,
         *         "active": true,
         *         "verified": false,
         *         "urgent": false,
         *         "finished": false,
         *         "successful": false,
         *         "trust_club": false,
         *         "is_followed": false,
         *         "is_reported": false,
         *         "attention_required": false,
         *         "can_withdraw": false
         *       },
         *       "documents": [
         *         {
         *           "id": 5701,
         *           "type": "file",
         *           "path": "/media/files/2026/11/lot-lease.pdf",
         *           "name": "lot-lease.pdf"
         *         }
         *       ]
         *     }
         * @example {
         *       "campaign": {
         *         "id": 2134,
         *         "name": "A new wheelchair for Ivan",
         *         "url": "new-wheelchair-ivan",
         *         "short_url": null,
         *         "images": [],
         *         "video": null,
         *         "content": "<p>Ivan's wheelchair broke after eight years; a new one costs €3,400.</p>",
         *         "total_amount": 340000,
         *         "donated_amount": 2500,
         *         "donations_count": "1",
         *         "currency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         },
         *         "payoutCurrency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         },
         *         "created_by": {
         *           "id": 131,
         *           "username": "elena.dimitrova",
         *           "name": "Elena Dimitrova",
         *           "avatar": null
         *         },
         *         "date_added": 1764057600,
         *         "amount": 2500,
         *         "type": "medical",
         *         "category": {
         *           "id": 3,
         *           "name": "Health",
         *           "slug": "health",
         *           "type": "category",
         *           "status": "active"
         *         },
         *         "followers_count": 2,
         *         "beneficent_individual": {
         *           "name": "Ivan Dimitrov",
         *           "business_name": null,
         *           "other": null
         *         },
         *         "beneficent_business": null,
         *         "deleted": false,
         *         "active": true,
         *         "verified": false,
         *         "urgent": false,
         *         "finished": false,
         *         "successful": false,
         *         "trust_club": false,
         *         "is_followed": false,
         *         "is_reported": false,
         *         "attention_required": false,
         *         "can_withdraw": false
         *       },
         *       "documents": []
         *     }
         */
        StaffCampaign: {
            campaign: components["schemas"]["Campaign"];
            /** @description The documents the owner gave (updateCampaignDocuments), with signed paths. */
            documents: components["schemas"]["Invoice"][];
        };
        /**
         * @description A bank account as the staff console lists it, with whose it is.
         * @example {
         *       "account": {
         *         "id": 21,
         *         "campaign_id": 2077,
         *         "state": "PENDING",
         *         "deleted": false,
         *         "iban": "ES9121000418450200051332",
         *         "holder_name": "Lucía García",
         *         "bic": "CAIXESBBXXX",
         *         "bank": "CaixaBank",
         *         "country": "ES",
         *         "currency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         },
         *         "documents": [
         *           {
         *             "media": {
         *               "id": 5650,
         *               "path": "/media/files/2026/11/certificado-bancario.pdf",
         *               "name": "certificado-bancario.pdf"
         *             },
         *             "type": "certificate"
         *           }
         *         ],
         *         "verified": false,
         *         "note": null
         *       },
         *       "campaign": {
         *         "id": 2077,
         *         "name": "Nueva biblioteca para la escuela de Tarifa",
         *         "url": "nueva-biblioteca-tarifa",
         *         "cover": null
         *       },
         *       "owner": {
         *         "id": 88,
         *         "username": "lucia.garcia",
         *         "name": "Lucía García",
         *         "avatar": null,
         *         "default_avatar_color": "#d9480f",
         *         "type": "personal"
         *       },
         *       "date_added": 1763884800
         *     }
         * @example {
         *       "account": {
         *         "id": 23,
         *         "campaign_id": 2140,
         *         "state": "PENDING",
         *         "deleted": false,
         *         "iban": "PL61109010140000071219812874",
         *         "holder_name": "Fundacja Zdrowie",
         *         "bic": "WBKPPLPPXXX",
         *         "bank": "Santander Bank Polska",
         *         "country": "PL",
         *         "currency": {
         *           "id": 3,
         *           "abbreviation": "PLN",
         *           "name": "Polish złoty"
         *         },
         *         "documents": [
         *           {
         *             "media": {
         *               "id": 5661,
         *               "path": "/media/files/2026/11/umowa-rachunku.pdf",
         *               "name": "umowa-rachunku.pdf"
         *             },
         *             "type": "account"
         *           }
         *         ],
         *         "verified": false,
         *         "note": null
         *       },
         *       "campaign": {
         *         "id": 2140,
         *         "name": "Sprzęt do rehabilitacji dla dzieci",
         *         "url": "sprzet-rehabilitacja-dzieci",
         *         "cover": null
         *       },
         *       "owner": {
         *         "id": 120,
         *         "username": "zdrowie-fundacja",
         *         "name": "Fundacja Zdrowie",
         *         "avatar": {
         *           "square": {
         *             "path": "/media/avatars/120/square.png"
         *           }
         *         },
         *         "default_avatar_color": "#2b8a3e",
         *         "type": "business"
         *       },
         *       "date_added": 1763971200
         *     }
         */
        StaffBankAccount: {
            account: components["schemas"]["BankAccount"];
            campaign: components["schemas"]["CampaignLink"];
            owner: components["schemas"]["UserSummary"];
            /** @description When the owner submitted it. */
            date_added: components["schemas"]["UnixTime"];
        };
        /**
         * @description A withdrawal as the staff console shows it, with the campaign and owner it belongs to.
         * @example {
         *       "withdraw": {
         *         "id": 311,
         *         "kind": "service",
         *         "amount": 150000,
         *         "tax": 14100,
         *         "total": 164100,
         *         "currency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         },
         *         "state": "PENDING",
         *         "reasons": [
         *           {
         *             "id": 3,
         *             "text": "withdraw.reason.rehabilitation"
         *           }
         *         ],
         *         "receiverName": "Rehabilitation Centre Vita",
         *         "clinicName": "Vita",
         *         "hospitalName": null,
         *         "IBAN": "BG80BNBG96611020345678",
         *         "comment": "Invoice for the first month of therapy.",
         *         "invoices": [
         *           {
         *             "id": 5602,
         *             "type": "file",
         *             "path": "/media/files/2026/11/invoice-2026-118.pdf",
         *             "name": "invoice-2026-118.pdf"
         *           }
         *         ],
         *         "invoiceNotAvailable": false,
         *         "notes": [
         *           {
         *             "id": 17,
         *             "withdraw_id": 311,
         *             "text": "Invoice total differs from the amount; asked for a corrected invoice.",
         *             "state": "FOR_REVIEW",
         *             "author": {
         *               "id": 7,
         *               "username": "ops.elena",
         *               "name": "Elena Ivanova",
         *               "avatar": null
         *             },
         *             "date_added": 1763625600
         *           }
         *         ],
         *         "reference": "INV-2026-118",
         *         "date_added": 1763539200,
         *         "withdraw_iban": {
         *           "id": 9,
         *           "iban": "BG80BNBG96611020345678",
         *           "bic": "BNBGBGSD",
         *           "bank": "Bulgarian National Bank",
         *           "country": "BG",
         *           "holder_name": "Rehabilitation Centre Vita",
         *           "currency": {
         *             "id": 1,
         *             "abbreviation": "EUR",
         *             "name": "Euro"
         *           }
         *         },
         *         "bank_account": null,
         *         "inner_transfer": null
         *       },
         *       "campaign": {
         *         "id": 1042,
         *         "name": "Help Maria walk again",
         *         "url": "help-maria-walk-again",
         *         "cover": {
         *           "square": {
         *             "path": "/media/campaigns/1042/square/maria.jpg"
         *           }
         *         }
         *       },
         *       "owner": {
         *         "id": 42,
         *         "username": "maria.petrova",
         *         "name": "Мария Петрова",
         *         "avatar": {
         *           "square": {
         *             "path": "/media/avatars/42/square.jpg"
         *           }
         *         },
         *         "default_avatar_color": "#3f7be0",
         *         "type": "personal"
         *       }
         *     }
         * @example {
         *       "withdraw": {
         *         "id": 316,
         *         "kind": "personal",
         *         "amount": 48000,
         *         "tax": 4512,
         *         "total": 52512,
         *         "currency": {
         *           "id": 3,
         *           "abbreviation": "PLN",
         *           "name": "Polish złoty"
         *         },
         *         "state": "WAITING_DOCUMENTS",
         *         "reasons": [
         *           {
         *             "id": 2,
         *             "text": "withdraw.reason.medicines"
         *           }
         *         ],
         *         "receiverName": "Anna Nowak",
         *         "clinicName": null,
         *         "hospitalName": null,
         *         "IBAN": null,
         *         "comment": "Leki na listopad; faktura dojdzie w przyszłym tygodniu.",
         *         "invoices": [],
         *         "invoiceNotAvailable": true,
         *         "notes": [],
         *         "reference": null,
         *         "date_added": 1763712000,
         *         "withdraw_iban": null,
         *         "bank_account": {
         *           "id": 14,
         *           "iban": "PL61109010140000071219812874"
         *         },
         *         "inner_transfer": null
         *       },
         *       "campaign": {
         *         "id": 1990,
         *         "name": "Anna's football team to the finals",
         *         "url": "anna-football-finals",
         *         "cover": null
         *       },
         *       "owner": {
         *         "id": 61,
         *         "username": "anna.nowak",
         *         "name": "Anna Nowak",
         *         "avatar": null,
         *         "default_avatar_color": "#7048e8",
         *         "type": "personal"
         *       }
         *     }
         */
        StaffWithdraw: {
            withdraw: components["schemas"]["AnyWithdraw"];
            campaign: components["schemas"]["CampaignLink"];
            owner: components["schemas"]["UserSummary"];
        };
        /**
         * @description A user as the staff console's lookup shows them (e-mail and roles included).
         * @example {
         *       "id": 42,
         *       "username": "maria.petrova",
         *       "name": "Мария Петрова",
         *       "email": "maria.petrova@example.bg",
         *       "type": "personal",
         *       "roles": [
         *         "ROLE_USER"
         *       ],
         *       "avatar": {
         *         "square": {
         *           "path": "/media/avatars/42/square.jpg"
         *         }
         *       },
         *       "default_avatar_color": "#3f7be0",
         *       "email_verified": true,
         *       "register_step": 2,
         *       "date_added": 1746057600
         *     }
         * @example {
         *       "id": 120,
         *       "username": "zdrowie-fundacja",
         *       "name": "Fundacja Zdrowie",
         *       "email": "kontakt@zdrowie.example.pl",
         *       "type": "business",
         *       "roles": [
         *         "ROLE_USER"
         *       ],
         *       "avatar": {
         *         "square": {
         *           "path": "/media/avatars/120/square.png"
         *         }
         *       },
         *       "default_avatar_color": "#2b8a3e",
         *       "email_verified": true,
         *       "register_step": 2,
         *       "date_added": 1748736000
         *     }
         * @example {
         *       "id": 7,
         *       "username": "ops.elena",
         *       "name": "Elena Ivanova",
         *       "email": "elena@causeway.example",
         *       "type": "personal",
         *       "roles": [
         *         "ROLE_USER",
         *         "ROLE_ADMIN"
         *       ],
         *       "avatar": null,
         *       "default_avatar_color": "#c2255c",
         *       "email_verified": true,
         *       "register_step": 2,
         *       "date_added": 1735689600
         *     }
         */
        StaffUser: {
            id: number;
            username: string;
            name: string;
            /** Format: email */
            email: string;
            type: components["schemas"]["UserType"];
            roles: components["schemas"]["Role"][];
            avatar: components["schemas"]["Avatar"] | null;
            default_avatar_color: string;
            email_verified: boolean;
            /** @description Above 1: the sign-up is complete. */
            register_step: number;
            /** @description When the account was made. */
            date_added: components["schemas"]["UnixTime"];
        };
        /**
         * @description A message of the outbox as the staff console lists it (its words are not).
         * @example {
         *       "id": 318,
         *       "to": "lucia.garcia@example.es",
         *       "subject": "Verify your e-mail address",
         *       "template": "verification",
         *       "state": "FAILED",
         *       "attempts": 1,
         *       "error": "550 5.1.1 <lucia.garcia@example.es>: Recipient address rejected: User unknown",
         *       "date_added": 1764892800,
         *       "date_failed": 1764892803,
         *       "date_sent": null
         *     }
         * @example {
         *       "id": 322,
         *       "to": "jonas.weber@example.de",
         *       "subject": "Vielen Dank für Ihre Spende an Gemeinschaftsgarten Plovdiv",
         *       "template": "donation_receipt",
         *       "state": "FAILED",
         *       "attempts": 8,
         *       "error": "connect ECONNREFUSED 10.0.4.12:587",
         *       "date_added": 1764900000,
         *       "date_failed": 1764986400,
         *       "date_sent": null
         *     }
         */
        StaffEmail: {
            id: number;
            /** @description The address it is for. */
            to: string;
            subject: string;
            /** @description What kind of message (verification, password_reset, thank_you, donation_receipt, notification, contact …). */
            template: string;
            /** @enum {string} */
            state: "FAILED" | "PENDING" | "SENT";
            /** @description Tries so far (counted afresh after a resend). */
            attempts: number;
            /** @description The mail server's last answer, when a try failed. */
            error: string | null;
            date_added: components["schemas"]["UnixTime"];
            date_failed: components["schemas"]["UnixTime"] | null;
            date_sent: components["schemas"]["UnixTime"] | null;
        };
        PostImage: {
            id: components["schemas"]["MediaId"];
            compressed: components["schemas"]["SizedImage"];
        };
        /**
         * @example {
         *       "id": 9001,
         *       "slug": "first-week-of-rehabilitation",
         *       "url": "/campaign/help-maria-walk-again/first-week-of-rehabilitation",
         *       "title": "Първа седмица рехабилитация",
         *       "content": "<p>Благодарим на всички! Мария вече прави първите си крачки.</p>",
         *       "raw_content": "Благодарим на всички! Мария вече прави първите си крачки.",
         *       "date_added": 1763712000,
         *       "edited": false,
         *       "user": {
         *         "id": 42,
         *         "username": "maria.petrova",
         *         "name": "Мария Петрова",
         *         "avatar": {
         *           "square": {
         *             "path": "/media/avatars/42/square.jpg"
         *           }
         *         }
         *       },
         *       "image": [
         *         {
         *           "id": 5530,
         *           "compressed": {
         *             "path": "/media/uploads/2026/11/clinic-visit.jpg",
         *             "width": 1280,
         *             "height": 960
         *           }
         *         }
         *       ],
         *       "karma": 57,
         *       "is_karmed": false,
         *       "is_bookmarked": true,
         *       "is_reported": false,
         *       "is_anonymous": false,
         *       "comments": 6,
         *       "campaign": {
         *         "id": 1042,
         *         "name": "Help Maria walk again",
         *         "url": "help-maria-walk-again",
         *         "cover": {
         *           "square": {
         *             "path": "/media/campaigns/1042/square/maria.jpg"
         *           }
         *         }
         *       }
         *     }
         * @example {
         *       "id": 9017,
         *       "slug": "hemos-llegado-a-300-libros",
         *       "url": "/campaign/nueva-biblioteca-tarifa/hemos-llegado-a-300-libros",
         *       "title": null,
         *       "content": "<p>¡Ya tenemos 300 libros en las estanterías!</p>",
         *       "raw_content": "¡Ya tenemos 300 libros en las estanterías!",
         *       "date_added": 1763625600,
         *       "edited": true,
         *       "user": {
         *         "id": 88,
         *         "username": "lucia.garcia",
         *         "name": "Lucía García",
         *         "avatar": null
         *       },
         *       "image": [],
         *       "karma": 12,
         *       "is_karmed": true,
         *       "is_bookmarked": false,
         *       "is_reported": false,
         *       "is_anonymous": false,
         *       "comments": 0,
         *       "campaign": {
         *         "id": 2077,
         *         "name": "Nueva biblioteca para la escuela de Tarifa",
         *         "url": "nueva-biblioteca-tarifa",
         *         "cover": null
         *       }
         *     }
         */
        Post: {
            id: number;
            slug: string;
            /** @description The path of the post page, /campaign/{campaign url}/{post slug} or the author's profile. */
            url: string;
            title: string | null;
            /** @description HTML. */
            content: string;
            /** @description The content without markup (excerpts - 50 characters with a title, else 200). */
            raw_content: string;
            date_added: components["schemas"]["UnixTime"];
            /** @default false */
            edited?: boolean;
            /** @description Null for an anonymous post. */
            user: components["schemas"]["UserSummary"] | null;
            image: components["schemas"]["PostImage"][];
            karma: number;
            is_karmed: boolean;
            is_bookmarked: boolean;
            is_reported: boolean;
            is_anonymous: boolean;
            /** @description Number of comments. */
            comments: number;
            campaign: components["schemas"]["CampaignLink"] | null;
        };
        /**
         * @example {
         *       "title": "Първа седмица рехабилитация",
         *       "is_anonymous": false,
         *       "content": "<p>Благодарим на всички!</p>",
         *       "image_ids": [
         *         5530
         *       ]
         *     }
         */
        PostPayload: {
            /** @description Single line. */
            title: string | null;
            is_anonymous: boolean;
            /** @description HTML; must not be empty (post.no_content). */
            content: string;
            image_ids: components["schemas"]["MediaId"][];
        };
        /**
         * @example {
         *       "id": 501,
         *       "post_id": 9001,
         *       "parent_id": null,
         *       "content": "Успех, Мария!",
         *       "user": {
         *         "id": 88,
         *         "username": "lucia.garcia",
         *         "name": "Lucía García",
         *         "avatar": null
         *       },
         *       "date_added": 1763715600
         *     }
         */
        PostComment: {
            id: number;
            post_id: number;
            /** @description The comment this one replies to. */
            parent_id: number | null;
            content: string;
            user: components["schemas"]["UserSummary"];
            date_added: components["schemas"]["UnixTime"];
        };
        /**
         * @example {
         *       "meta": {
         *         "title": "Help Maria walk again",
         *         "description": "Maria needs six months of rehabilitation."
         *       },
         *       "og": {
         *         "title": "Help Maria walk again",
         *         "description": "Maria needs six months of rehabilitation.",
         *         "image": "https://causeway.example/media/campaigns/1042/original/maria.jpg",
         *         "url": "https://causeway.example/campaign/help-maria-walk-again",
         *         "site_name": "Causeway"
         *       }
         *     }
         */
        LinkMeta: {
            meta: {
                title?: string;
                description?: string;
                image?: string;
            };
            og: {
                title?: string;
                description?: string;
                image?: string;
                url?: string;
                site_name?: string;
            };
        };
        /**
         * @example {
         *       "id": 1,
         *       "name": "report.type.spam"
         *     }
         * @example {
         *       "id": 2,
         *       "name": "report.type.fraud"
         *     }
         * @example {
         *       "id": 3,
         *       "name": "report.type.offensive"
         *     }
         */
        ReportType: {
            id: number;
            /** @description Dictionary key. */
            name: string;
        };
        /**
         * @example {
         *       "type": 2,
         *       "description": "The same photos appear on another fundraiser.",
         *       "email": "jan.kowalski@example.pl",
         *       "name": "Jan Kowalski"
         *     }
         */
        ReportPayload: {
            /** @description The selected report type id (report.validator.no_option_selected). */
            type: number;
            /** @description report.validator.description_empty */
            description: string;
            /**
             * Format: email
             * @description Required for anonymous visitors (report.validator.email_empty).
             */
            email?: string;
            /** @description Required when the user has no full name (report.validator.name_empty). */
            name?: string;
        };
        /** @description A stored report (what staff see). */
        Report: {
            id: number;
            type: components["schemas"]["ReportType"];
            description: string;
            email?: string | null;
            name?: string | null;
            date_added: components["schemas"]["UnixTime"];
        };
        /** @enum {string} */
        DonatorType: "USER" | "OTHER" | "CAMPAIGN" | "ORGANIZATION";
        /**
         * @description PROCESSING until the provider reports how the payment ended: PROCESSED (paid; only these
         *     count anywhere), FAILED (declined, or its 3-D Secure check failed) or CANCELLED (the donor
         *     gave up on the provider's page). Nothing was charged for FAILED or CANCELLED. REFUNDED: paid,
         *     then given back in full (refundDonation); a partly refunded donation stays PROCESSED with
         *     `refunded` above 0.
         * @enum {string}
         */
        PaymentStatus: "PROCESSED" | "PROCESSING" | "FAILED" | "CANCELLED" | "REFUNDED";
        /**
         * @example {
         *       "id": 90211,
         *       "donator_type": "USER",
         *       "donator": {
         *         "id": 88,
         *         "name": "Lucía García",
         *         "username": "lucia.garcia",
         *         "avatar": null
         *       },
         *       "is_anon": false,
         *       "payment_status": "PROCESSED",
         *       "payment_id": "pi_3QbX2eLkdIwHu7ix0Yt8aZQe",
         *       "payment_method": "STRIPE",
         *       "date_modified": 1763640000,
         *       "initiatedAmount": 5000,
         *       "initiatedTip": 500,
         *       "initiatedCurrency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "amount": 5000,
         *       "tip": 500,
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "certificate": "https://causeway.example/certificates/donation-90211.pdf",
         *       "thank_you": true,
         *       "refunded": 0,
         *       "campaign": {
         *         "id": 1042,
         *         "name": "Help Maria walk again",
         *         "url": "help-maria-walk-again"
         *       }
         *     }
         * @example {
         *       "id": 90240,
         *       "donator_type": "ORGANIZATION",
         *       "donator": null,
         *       "is_anon": true,
         *       "payment_status": "PROCESSING",
         *       "payment_id": "bank_20261121_0042",
         *       "payment_method": "BANK",
         *       "date_modified": 1763726400,
         *       "initiatedAmount": 100000,
         *       "initiatedTip": 0,
         *       "initiatedCurrency": {
         *         "id": 3,
         *         "abbreviation": "PLN",
         *         "name": "Polish złoty"
         *       },
         *       "amount": 23500,
         *       "tip": 0,
         *       "currency": {
         *         "id": 1,
         *         "abbreviation": "EUR",
         *         "name": "Euro"
         *       },
         *       "certificate": null,
         *       "thank_you": false,
         *       "refunded": 0,
         *       "campaign": {
         *         "id": 1042,
         *         "name": "Help Maria walk again",
         *         "url": "help-maria-walk-again"
         *       }
         *     }
         */
        Donation: {
            id: number;
            donator_type: components["schemas"]["DonatorType"];
            /** @description Who gave; null when anonymous. */
            donator: {
                id?: number | null;
                name: string;
                username?: string | null;
                avatar?: components["schemas"]["Avatar"] | null;
            } | null;
            is_anon: boolean;
            payment_status: components["schemas"]["PaymentStatus"];
            /** @description The provider's payment id; holding it lets one read the donation and its certificate. Empty ("") unless the viewer is the donor or staff (or already holds it, as the checkout page does). */
            payment_id: string;
            payment_method: components["schemas"]["PaymentMethod"];
            date_modified: components["schemas"]["UnixTime"];
            /** @description In the donor's currency. */
            initiatedAmount: components["schemas"]["MinorAmount"];
            initiatedTip: components["schemas"]["MinorAmount"];
            initiatedCurrency: components["schemas"]["CurrencyRef"];
            /** @description In the campaign currency: what counts, less what was refunded. */
            amount: components["schemas"]["MinorAmount"];
            tip: components["schemas"]["MinorAmount"];
            currency: components["schemas"]["CurrencyRef"];
            /** @description URL of the certificate once PROCESSED. */
            certificate: string | null;
            /** @description A thank-you e-mail was sent. */
            thank_you: boolean;
            /** @description Given back to the donor, in the donor's currency (refundDonation). */
            refunded: components["schemas"]["MinorAmount"];
            campaign: components["schemas"]["CampaignLink"];
            /** @description A bank transfer still waiting, for one who may see its reference (the donor, staff, the holder of the payment id): the same details as the checkout gave, on a single donation's read only (getDonation, getDonationByPayment). Absent otherwise. */
            bank_transfer?: components["schemas"]["BankTransfer"];
        };
        /**
         * @example {
         *       "amount": 5000,
         *       "tip": 500,
         *       "currency": 1,
         *       "payment_method": "STRIPE",
         *       "is_anon": false,
         *       "donator_type": "USER",
         *       "return_url": "https://causeway.example/campaign/help-maria-walk-again/checkout"
         *     }
         * @example {
         *       "amount": 2000000,
         *       "tip": 0,
         *       "currency": 7,
         *       "payment_method": "BANK",
         *       "is_anon": true,
         *       "donator_type": "ORGANIZATION",
         *       "donator_name": "Zöld Jövő Kft.",
         *       "email": "penzugy@zoldjovo.example.hu",
         *       "return_url": "https://causeway.example/campaign/help-maria-walk-again/checkout"
         *     }
         */
        DonationPayload: {
            /** @description At least the currency's minValue and at most 99,999,999 minor units (999,999.99; 999,999 of a zeroBased currency), the card processor's per-payment maximum; amount and tip together may not exceed it either. Above it the answer is a 400 with `amount: donate.error.amount_max`. */
            amount: components["schemas"]["MinorAmount"];
            /** @description An optional tip to the platform (the platform fee is 0%), charged in the same payment: amount + tip is at most 99,999,999. */
            tip: components["schemas"]["MinorAmount"];
            /** @description Currency id. */
            currency: number;
            payment_method: components["schemas"]["PaymentMethod"];
            is_anon: boolean;
            donator_type: components["schemas"]["DonatorType"];
            /** @description For OTHER and ORGANIZATION donors. */
            donator_name?: string;
            /**
             * Format: email
             * @description Required for guests (receipt and certificate).
             */
            email?: string;
            /** @description For CAMPAIGN donors. */
            campaign_from?: number;
            /**
             * Format: uri
             * @description Where the payment provider sends the donor back (http or https), with donation, payment_id and status added to its query.
             */
            return_url: string;
        };
        /**
         * @example {
         *       "donation": {
         *         "id": 90211,
         *         "donator_type": "USER",
         *         "donator": {
         *           "id": 88,
         *           "name": "Lucía García",
         *           "username": "lucia.garcia",
         *           "avatar": null
         *         },
         *         "is_anon": false,
         *         "payment_status": "PROCESSED",
         *         "payment_id": "pi_3QbX2eLkdIwHu7ix0Yt8aZQe",
         *         "payment_method": "STRIPE",
         *         "date_modified": 1763640000,
         *         "initiatedAmount": 5000,
         *         "initiatedTip": 500,
         *         "initiatedCurrency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         },
         *         "amount": 3000,
         *         "tip": 500,
         *         "currency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         },
         *         "certificate": "https://causeway.example/certificates/donation-90211.pdf",
         *         "thank_you": true,
         *         "refunded": 2000,
         *         "campaign": {
         *           "id": 1042,
         *           "name": "Help Maria walk again",
         *           "url": "help-maria-walk-again"
         *         }
         *       },
         *       "donor_name": "Lucía García",
         *       "email": "lucia.garcia@example.es",
         *       "refundable": 3500
         *     }
         */
        StaffDonation: {
            donation: components["schemas"]["Donation"];
            /** @description Who gave, even when the gift is anonymous. */
            donor_name: string;
            email: string | null;
            /** @description What may still be refunded, in the donor's currency (0 unless PROCESSED). */
            refundable: components["schemas"]["MinorAmount"];
        };
        StaffDonationDetail: components["schemas"]["StaffDonation"] & {
            refunds: components["schemas"]["DonationRefund"][];
            /**
             * Format: int64
             * @description What the donation's campaign owes, in its currency: how far a refund made at the payment provider after the money was withdrawn took its available balance below zero (0 when it does not).
             * @example 0
             */
            campaign_owes: number;
        };
        /**
         * @example {
         *       "id": 311,
         *       "amount": 2000,
         *       "campaign_amount": 2000,
         *       "campaign_tip": 0,
         *       "reason": "The donor gave twice by mistake.",
         *       "status": "SUCCEEDED",
         *       "provider_refund_id": "re_3QbX9kLkdIwHu7ix1Tq0aZQe",
         *       "failure": null,
         *       "by_staff": true,
         *       "created_at": 1763726400
         *     }
         */
        DonationRefund: {
            id: number;
            /** @description Minor units of the currency the donor paid. */
            amount: number;
            /** @description Taken from the donation's count, in the campaign's currency. */
            campaign_amount: number;
            /** @description Taken from the tip, in the campaign's currency. */
            campaign_tip: number;
            reason: string;
            /**
             * @description PENDING until the provider says it is done; FAILED gave the money back to the campaign's count.
             * @enum {string}
             */
            status: "PENDING" | "SUCCEEDED" | "FAILED";
            provider_refund_id: string | null;
            /** @description The provider's words when it refused or failed. */
            failure: string | null;
            /** @description False for a refund made in the provider's own dashboard. */
            by_staff: boolean;
            created_at: components["schemas"]["UnixTime"];
        };
        /**
         * @example {
         *       "key": "2026120100042",
         *       "booked_on": "2026-12-01",
         *       "amount": 2500,
         *       "currency": "EUR",
         *       "remittance": "RF49CW1XMY",
         *       "counterparty": "Ana Lima",
         *       "reference": "RF49CW1XMY",
         *       "outcome": "MATCHED",
         *       "donation_id": 90250
         *     }
         */
        BankStatementLine: {
            /** @description The line's own key (the bank's entry reference, else a hash of what it says): what matchBankStatementLine names. */
            key: string;
            /** Format: date */
            booked_on: string | null;
            /** @description Minor units of `currency`. */
            amount: number;
            currency: string;
            /** @description What the payer wrote (the structured reference and the free text). */
            remittance: string;
            /** @description The payer's name as the bank gives it. */
            counterparty: string;
            /** @description The creditor reference found in the remittance. */
            reference: string | null;
            /** @enum {string} */
            outcome: "MATCHED" | "NO_REFERENCE" | "UNKNOWN_REFERENCE" | "AMOUNT_DIFFERS" | "ALREADY_PAID";
            /** @description The donation the line paid (MATCHED). */
            donation_id: number | null;
        };
        /** @description Where and how the donor transfers (bank transfers to the platform's account). */
        BankTransfer: {
            beneficiary: string;
            iban: string;
            bic: string | null;
            /** @description The donation's ISO 11649 creditor reference (RF…): the transfer's reference. */
            reference: string;
            /** @description Minor units of `currency` (the donation and its tip). */
            amount: number;
            currency: string;
            /** @description The EPC QR code's text (EPC069-12 v002) for a banking app to scan; euros only. */
            epc_qr: string | null;
        };
        /**
         * @example {
         *       "donation": {
         *         "id": 90250,
         *         "donator_type": "USER",
         *         "donator": {
         *           "id": 88,
         *           "name": "Lucía García",
         *           "username": "lucia.garcia",
         *           "avatar": null
         *         },
         *         "is_anon": false,
         *         "payment_status": "PROCESSING",
         *         "payment_id": "pi_3QbX9kLkdIwHu7ix1Pq0Zc3M",
         *         "payment_method": "STRIPE",
         *         "date_modified": 1763798400,
         *         "initiatedAmount": 5000,
         *         "initiatedTip": 500,
         *         "initiatedCurrency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         },
         *         "amount": 5000,
         *         "tip": 500,
         *         "currency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         },
         *         "certificate": null,
         *         "thank_you": false,
         *         "refunded": 0,
         *         "campaign": {
         *           "id": 1042,
         *           "name": "Help Maria walk again",
         *           "url": "help-maria-walk-again"
         *         }
         *       },
         *       "payment": {
         *         "provider": "STRIPE",
         *         "status": "PROCESSING",
         *         "redirect_url": null,
         *         "client_secret": "pi_3QbX9kLkdIwHu7ix1Pq0Zc3M_secret_sandbox",
         *         "publishable_key": null,
         *         "bank_transfer": null
         *       }
         *     }
         */
        DonationCheckout: {
            donation: components["schemas"]["Donation"];
            payment: {
                provider: components["schemas"]["PaymentMethod"];
                status: components["schemas"]["PaymentStatus"];
                /**
                 * Format: uri
                 * @description Where to send the donor (PayPal, SafeCharge, bank instructions), if anywhere.
                 */
                redirect_url: string | null;
                /** @description For in-page card and Apple Pay confirmation. */
                client_secret: string | null;
                /** @description Stripe's publishable key, for the card step in the page (Stripe.js and its Payment Element) with client_secret, when Stripe takes the method; null for the sandbox. */
                publishable_key: string | null;
                /** @description A bank transfer to the platform's account (BANK with BANK_TRANSFER_IBAN set); null otherwise. */
                bank_transfer: components["schemas"]["BankTransfer"] | null;
            };
        };
        /**
         * @description CAMPAIGN_FOLLOWED (members followed the owner's campaign), POST_KARMA and POST_COMMENTED (members gave karma to, or commented on, the author's post) are grouped: one notification a campaign or post and kind gathers the members who acted while it is unread and its last action is less than a day old, naming the latest (`data.actor`) and counting the others (`data.others`); it comes back to the top, unseen, when someone joins. A member taking it back (an unfollow, karma taken back) leaves it; one left empty is deleted.
         * @enum {string}
         */
        NotificationType: "CAMPAIGN_FUNDS_COLLECTED" | "CAMPAIGN_VERIFIED" | "CAMPAIGN_DELETED" | "CAMPAIGN_ACTIVATED" | "CAMPAIGN_DEACTIVATED" | "CAMPAIGN_SUCCEEDED" | "CAMPAIGN_NEW_TASKS" | "CAMPAIGN_WEEKLY_STATISTICS" | "CAMPAIGN_MONTHLY_STATISTICS" | "CAMPAIGN_UPDATE_REMINDER" | "TRANSFER_PROCESSING" | "TRANSFER_APPROVED" | "TRANSFER_DECLINED" | "TRANSFER_PROCESSING_DOCUMENTS" | "BANK_ACCOUNT_PROCESSING" | "BANK_ACCOUNT_APPROVED" | "BANK_ACCOUNT_DECLINED" | "CAMPAIGN_FOLLOWED" | "POST_KARMA" | "POST_COMMENTED";
        /**
         * @description Update reminders at 10, 60 and 120 days.
         * @enum {string}
         */
        ReminderType: "TEN_DAYS_REMINDER" | "SIXTY_DAYS_REMINDER" | "HUNDRED_TWENTY_DAYS_REMINDER";
        /** @description Every field is optional; which ones are present depends on the type. */
        NotificationData: {
            campaign_name?: string;
            slug?: string;
            images?: components["schemas"]["CampaignImage"][];
            video_url?: string | null;
            cover_path?: string | null;
            withdraw_id?: number;
            bank_account_id?: number;
            iban?: string;
            amount?: components["schemas"]["MinorAmount"];
            collected_amount?: components["schemas"]["MinorAmount"];
            currency?: components["schemas"]["CurrencyRef"];
            date_from?: components["schemas"]["UnixTime"];
            date_to?: components["schemas"]["UnixTime"];
            reminder_type?: components["schemas"]["ReminderType"];
            /** @description The campaign the notification is about (the reminders and the scheduled notifications keep one per campaign). */
            campaign_id?: number;
            /** @description CAMPAIGN_NEW_TASKS: the dictionary keys of the campaign's tasks still to do (campaign.task.*), in the dashboard's order. */
            tasks?: string[];
            /** @description POST_KARMA, POST_COMMENTED: the post. */
            post_id?: number;
            /** @description The post's slug: its page is /campaign/{slug}/{post_slug} when it belongs to a campaign (`slug`). */
            post_slug?: string;
            /** @description The post's title, when it has one. */
            post_title?: string;
            /** @description The post's author (the notified member): a post without a campaign is listed on /{author_username}?tab=posts. */
            author_username?: string;
            actor?: components["schemas"]["NotificationActor"];
            /** @description How many other members the grouped notification gathers besides `actor` ("{name} and {others} others …"). */
            others?: number;
        };
        /**
         * @description The member who acted last in a grouped notification (CAMPAIGN_FOLLOWED, POST_KARMA, POST_COMMENTED), as they are named now.
         * @example {
         *       "id": 88,
         *       "username": "lucia.garcia",
         *       "name": "Lucía García"
         *     }
         */
        NotificationActor: {
            id: number;
            username: string;
            name: string;
        };
        /**
         * @example {
         *       "id": 7001,
         *       "text": "notification.transfer.approved",
         *       "type": "TRANSFER_APPROVED",
         *       "date_added": 1763712000,
         *       "seen": false,
         *       "read": false,
         *       "isOpened": false,
         *       "data": {
         *         "campaign_name": "Help Maria walk again",
         *         "slug": "help-maria-walk-again",
         *         "withdraw_id": 298,
         *         "amount": 48000,
         *         "currency": {
         *           "id": 3,
         *           "abbreviation": "PLN",
         *           "name": "Polish złoty"
         *         }
         *       }
         *     }
         * @example {
         *       "id": 7002,
         *       "text": "notification.campaign.weekly_statistics",
         *       "type": "CAMPAIGN_WEEKLY_STATISTICS",
         *       "date_added": 1763366400,
         *       "seen": true,
         *       "read": false,
         *       "isOpened": false,
         *       "data": {
         *         "campaign_name": "Nueva biblioteca para la escuela de Tarifa",
         *         "slug": "nueva-biblioteca-tarifa",
         *         "collected_amount": 41200,
         *         "currency": {
         *           "id": 1,
         *           "abbreviation": "EUR",
         *           "name": "Euro"
         *         },
         *         "date_from": 1762761600,
         *         "date_to": 1763366400
         *       }
         *     }
         * @example {
         *       "id": 7003,
         *       "text": "notification.campaign.update_reminder",
         *       "type": "CAMPAIGN_UPDATE_REMINDER",
         *       "date_added": 1763280000,
         *       "seen": true,
         *       "read": true,
         *       "isOpened": true,
         *       "data": {
         *         "campaign_name": "Help Maria walk again",
         *         "slug": "help-maria-walk-again",
         *         "reminder_type": "SIXTY_DAYS_REMINDER"
         *       }
         *     }
         * @example {
         *       "id": 7004,
         *       "text": "notification.post.karma",
         *       "type": "POST_KARMA",
         *       "date_added": 1763200000,
         *       "seen": true,
         *       "read": true,
         *       "isOpened": true,
         *       "data": {
         *         "post_id": 5001,
         *         "post_slug": "first-week-of-rehabilitation",
         *         "post_title": "Първа седмица рехабилитация",
         *         "campaign_name": "Help Maria walk again",
         *         "slug": "help-maria-walk-again",
         *         "author_username": "maria.petrova",
         *         "actor": {
         *           "id": 88,
         *           "username": "lucia.garcia",
         *           "name": "Lucía García"
         *         },
         *         "others": 3
         *       }
         *     }
         */
        Notification: {
            id: number;
            /** @description Dictionary key of the text; data fills its placeholders. */
            text: string;
            type: components["schemas"]["NotificationType"];
            date_added: components["schemas"]["UnixTime"];
            seen: boolean;
            read: boolean;
            isOpened: boolean;
            data: components["schemas"]["NotificationData"];
        };
        /**
         * @example {
         *       "total": 23,
         *       "total_seen": 20,
         *       "total_in_response": 3,
         *       "totalNotifications": 23,
         *       "totalUnviewedNotifications": 3
         *     }
         */
        NotificationsMeta: {
            total: number;
            total_seen: number;
            total_in_response: number;
            totalNotifications: number;
            totalUnviewedNotifications: number;
        };
        /**
         * @example {
         *       "id": 3301,
         *       "sender": {
         *         "id": 88,
         *         "username": "lucia.garcia",
         *         "name": "Lucía García",
         *         "avatar": null
         *       },
         *       "receiver": {
         *         "id": 42,
         *         "username": "maria.petrova",
         *         "name": "Мария Петрова",
         *         "avatar": null
         *       },
         *       "message": "¡Hola Maria! ¿Cómo va la rehabilitación?",
         *       "readed": true,
         *       "date_added": 1763640000
         *     }
         * @example {
         *       "id": 3302,
         *       "sender": {
         *         "id": 42,
         *         "username": "maria.petrova",
         *         "name": "Мария Петрова",
         *         "avatar": null
         *       },
         *       "receiver": {
         *         "id": 88,
         *         "username": "lucia.garcia",
         *         "name": "Lucía García",
         *         "avatar": null
         *       },
         *       "message": "Much better, thank you!",
         *       "readed": false,
         *       "date_added": 1763643600
         *     }
         */
        ConversationMessage: {
            id: number;
            sender: components["schemas"]["UserSummary"];
            receiver: components["schemas"]["UserSummary"];
            message: string;
            /** @description Read by the receiver (the specification's spelling). */
            readed: boolean;
            date_added: components["schemas"]["UnixTime"];
        };
        /**
         * @example {
         *       "id": 88,
         *       "user": {
         *         "id": 88,
         *         "username": "lucia.garcia",
         *         "name": "Lucía García",
         *         "avatar": null,
         *         "default_avatar_color": "#d9480f",
         *         "type": "personal"
         *       },
         *       "last_message": {
         *         "id": 3305,
         *         "sender": {
         *           "id": 88,
         *           "username": "lucia.garcia",
         *           "name": "Lucía García",
         *           "avatar": null
         *         },
         *         "receiver": {
         *           "id": 42,
         *           "username": "maria.petrova",
         *           "name": "Мария Петрова",
         *           "avatar": null
         *         },
         *         "message": "We are organising a run for him 🏃‍♀️",
         *         "readed": false,
         *         "date_added": 1763722800
         *       },
         *       "unseen": 2
         *     }
         * @example {
         *       "id": 120,
         *       "user": {
         *         "id": 120,
         *         "username": "zdrowie-fundacja",
         *         "name": "Fundacja Zdrowie",
         *         "avatar": {
         *           "square": {
         *             "path": "/media/avatars/120/square.png"
         *           }
         *         },
         *         "default_avatar_color": "#2b8a3e",
         *         "type": "business"
         *       },
         *       "last_message": {
         *         "id": 3290,
         *         "sender": {
         *           "id": 42,
         *           "username": "maria.petrova",
         *           "name": "Мария Петрова",
         *           "avatar": null
         *         },
         *         "receiver": {
         *           "id": 120,
         *           "username": "zdrowie-fundacja",
         *           "name": "Fundacja Zdrowie",
         *           "avatar": null
         *         },
         *         "message": "Thank you for the books!",
         *         "readed": true,
         *         "date_added": 1763550000
         *       },
         *       "unseen": 0
         *     }
         */
        Conversation: {
            /** @description The other user's id (the /messages/{user} route). */
            id: number;
            user: components["schemas"]["UserSummary"];
            last_message: components["schemas"]["ConversationMessage"];
            /** @description How many of the other user's messages in it the user has not read. */
            unseen: number;
        };
        /**
         * @example {
         *       "total_unseen": 2
         *     }
         */
        ConversationsMeta: {
            total_unseen: number;
        };
        /**
         * @example {
         *       "languages": [
         *         "en",
         *         "bg",
         *         "es",
         *         "de",
         *         "pl",
         *         "ru",
         *         "fr",
         *         "tr",
         *         "pt",
         *         "uk",
         *         "el",
         *         "it",
         *         "ro",
         *         "hu"
         *       ],
         *       "default_language": "en",
         *       "maps_api_key": "sandbox-maps-key",
         *       "page_metadata": true,
         *       "help_centre_url": "https://help.causeway.example",
         *       "social_page_url": "https://www.facebook.com/causeway",
         *       "stripe_publishable_key": null,
         *       "paypal_client_id": null
         *     }
         */
        PublicSettings: {
            languages: components["schemas"]["LanguageCode"][];
            default_language: components["schemas"]["LanguageCode"];
            /** @description The maps provider key used for geolocation. */
            maps_api_key: string;
            /** @description When false the client skips the page-metadata call and uses default metadata. */
            page_metadata: boolean;
            /** Format: uri */
            help_centre_url: string;
            /** Format: uri */
            social_page_url: string;
            stripe_publishable_key?: string | null;
            paypal_client_id?: string | null;
        };
        /**
         * @example {
         *       "type": "weekly_statistics",
         *       "subscribed": true
         *     }
         * @example {
         *       "type": "newsletter",
         *       "subscribed": false
         *     }
         */
        EmailSubscription: {
            /** @description The e-mail template family. */
            type: string;
            /** @description Whether the member gets this family. A family they never chose is on, except the newsletter, which is off until they opt in. */
            subscribed: boolean;
        };
        /**
         * @example {
         *       "profile_type": "personal",
         *       "email": "ayse.yilmaz@example.com.tr",
         *       "username": "ayse.yilmaz",
         *       "password": "correct-horse-battery",
         *       "newsletter": false
         *     }
         */
        SignupEmailPayload: {
            profile_type: components["schemas"]["UserType"];
            /** Format: email */
            email: string;
            username: components["schemas"]["Username"];
            /** Format: password */
            password: string;
            /**
             * @description The sign-up's newsletter box (unticked unless the person opts in). Marketing e-mail goes only to a member who said yes; when absent the newsletter is off. The account's own e-mails (donations, messages, statistics, reminders) are on either way.
             * @default false
             */
            newsletter?: boolean;
        };
        /**
         * @example {
         *       "username": "ayse.yilmaz",
         *       "name": "Ayşe Yılmaz",
         *       "gender": "female",
         *       "birthday": "1994-08-21",
         *       "location": {
         *         "place_id": "ChIJawhoAASnyhQR0LABvJj-zOE",
         *         "formatted_address": "İstanbul, Türkiye"
         *       },
         *       "timezone": "Europe/Istanbul",
         *       "bio": ""
         *     }
         */
        SignupDetailsPayload: {
            username: components["schemas"]["Username"];
            name: string;
            gender: components["schemas"]["Gender"];
            birthday: components["schemas"]["Birthday"];
            location: components["schemas"]["Location"];
            timezone: string;
            bio: string;
        };
        /** @description The second form of the personal details submit (same fields, the order of the other form). */
        SignupPersonalPayload: components["schemas"]["SignupDetailsPayload"];
        /**
         * @example {
         *       "bio": "Pomagamy dzieciom w leczeniu.",
         *       "name": "Fundacja Zdrowie",
         *       "logo": 5540,
         *       "username": "zdrowie-fundacja",
         *       "sectors": [
         *         4
         *       ],
         *       "timezone": "Europe/Warsaw",
         *       "location": {
         *         "place_id": "ChIJAZ-GmmbMHkcR_NPqiCq-8HI",
         *         "formatted_address": "Kraków, Poland"
         *       },
         *       "organization_size": 2
         *     }
         */
        SignupBusinessDetailsPayload: {
            bio: string;
            name: string;
            logo: components["schemas"]["MediaId"];
            username: components["schemas"]["Username"];
            sectors: number[];
            timezone: string;
            location: components["schemas"]["Location"];
            organization_size: number;
        };
        /**
         * @description The second form of the business details submit.
         * @example {
         *       "bio": "Pomagamy dzieciom w leczeniu.",
         *       "name": "Fundacja Zdrowie",
         *       "avatar": 5540,
         *       "username": "zdrowie-fundacja",
         *       "timezone": "Europe/Warsaw",
         *       "location": {
         *         "place_id": "ChIJAZ-GmmbMHkcR_NPqiCq-8HI",
         *         "formatted_address": "Kraków, Poland"
         *       },
         *       "businessSize": 2,
         *       "businessSector": 4
         *     }
         */
        SignupBusinessPayload: {
            bio: string;
            name: string;
            avatar: components["schemas"]["MediaId"];
            username: components["schemas"]["Username"];
            timezone: string;
            location: components["schemas"]["Location"];
            businessSize: number;
            businessSector: number;
        };
    };
    responses: {
        /** @description Per-field validation errors. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description No token, or an expired or revoked token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 401,
                 *       "message": "Expired JWT Token"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The token is valid but the user may not do this (not the owner, not staff). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 403,
                 *       "message": "Access denied."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such item. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 404,
                 *       "message": "Not found."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than the server takes (1 MB of JSON; an upload's limit is MAX_UPLOAD_BYTES). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 413,
                 *       "message": "Request body too large."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests; wait as the Retry-After header says. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 429,
                 *       "message": "Too many requests."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A member may not report their own post or campaign (the menu does not offer it). */
        ReportOwnItem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 403,
                 *       "message": "report.validator.own_item"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The item was already reported by this member, or by a guest with this e-mail address; an item is reported once. Also answered while a request with the same Idempotency-Key is still running (its message says so); retry it in a moment to get its answer. */
        AlreadyReported: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 409,
                 *       "message": "report.validator.already_reported"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A request with this Idempotency-Key is still running; retry it in a moment to get its answer. */
        IdempotencyInProgress: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 409,
                 *       "message": "A request with this Idempotency-Key is in progress."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The Idempotency-Key was already used with a different request; nothing was done. Send a new key for a new request. */
        IdempotencyMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 422,
                 *       "message": "The Idempotency-Key \"5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10\" was already used with a different request. Send a new key for a new request."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Done. */
        SuccessOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Success"];
            };
        };
        /** @description The address is verified, now or by an earlier opening of the same link. */
        EmailVerificationOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        /** @constant */
                        success: true;
                        /** @description The link had verified it before. */
                        already_verified: boolean;
                    };
                };
            };
        };
        /** @description A fresh token. */
        TokenOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: components["schemas"]["Token"];
                };
            };
        };
        /** @description The user. */
        UserOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: components["schemas"]["User"];
                };
            };
        };
        /** @description The completed user and a token to store. */
        SignupOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        user: components["schemas"]["User"];
                        token: components["schemas"]["Jwt"];
                    };
                };
            };
        };
        /** @description The withdrawal. */
        WithdrawOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: components["schemas"]["AnyWithdraw"];
                };
            };
        };
        /** @description The note. */
        WithdrawNoteOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: components["schemas"]["WithdrawNote"];
                };
            };
        };
        /** @description The bank account. */
        BankAccountOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: components["schemas"]["BankAccount"];
                };
            };
        };
        /** @description The campaign. */
        CampaignOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: components["schemas"]["Campaign"];
                };
            };
        };
        /** @description A page of campaigns. */
        CampaignsOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        campaigns: components["schemas"]["Campaign"][];
                        total: number;
                    };
                };
            };
        };
        /** @description The follow state. */
        FollowOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        is_followed: boolean;
                        followers_count: number;
                    };
                };
            };
        };
        /** @description A page of donations. */
        DonationsOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        donations: components["schemas"]["Donation"][];
                        total: number;
                    };
                };
            };
        };
        /** @description Totals, one per currency. */
        AmountsOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        amounts: components["schemas"]["MoneyAmount"][];
                    };
                };
            };
        };
        /** @description Where to download the certificate (PDF). */
        CertificateOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: components["schemas"]["Certificate"];
                };
            };
        };
        /** @description The post. */
        PostOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: components["schemas"]["Post"];
                };
            };
        };
        /** @description A page of posts; a full page means more may follow. */
        PostsOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        posts: components["schemas"]["Post"][];
                    };
                };
            };
        };
        /** @description A page of comments. */
        CommentsOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        comments: components["schemas"]["PostComment"][];
                    };
                };
            };
        };
        /** @description The post's karma after the change. */
        KarmaOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        karma: number;
                        is_karmed: boolean;
                    };
                };
            };
        };
        /** @description The stored image. */
        ImagesOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        images: components["schemas"]["UploadedImage"][];
                    };
                };
            };
        };
        /** @description The options. */
        BusinessSizesOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        sizes: components["schemas"]["BusinessSize"][];
                    };
                };
            };
        };
        /** @description The options. */
        BusinessSectorsOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        sectors: components["schemas"]["BusinessSector"][];
                    };
                };
            };
        };
        /** @description The subscriptions. */
        EmailSubscriptionsOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        types: components["schemas"]["EmailSubscription"][];
                    };
                };
            };
        };
        /** @description The counters. */
        ConversationsMetaOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: components["schemas"]["ConversationsMeta"];
                };
            };
        };
        /** @description A page of notifications with the counters. */
        NotificationsOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    response: {
                        notifications: components["schemas"]["Notification"][];
                        meta: components["schemas"]["NotificationsMeta"];
                    };
                };
            };
        };
    };
    parameters: {
        /**
         * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
         * @example bg
         */
        Lang: components["schemas"]["LanguageCode"];
        /** @example 1042 */
        Id: number;
        /**
         * @description The campaign id.
         * @example 1042
         */
        CampaignId: number;
        /** @example 311 */
        WithdrawId: number;
        /** @example 17 */
        NoteId: number;
        /**
         * @description The post slug (its numeric id is accepted too).
         * @example first-week-of-rehabilitation
         */
        PostSlug: string;
        /** @example 5b1e0c7f2d9a4e38 */
        Hash: string;
        Offset: number;
        /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
        Limit: number;
        /** @description The staff console's page size. */
        StaffLimit: number;
        TrendingLimit: number;
        BusinessLimit: number;
        /** @description The bell asks for 12, the notifications page for 8. */
        NotificationsLimit: number;
        /**
         * @description The words to find, every one of them, each anywhere in what is searched (a member's username or name, a campaign's name, a post's title or text), in any case. Any run of white space is one gap between words ("maria  petrova" is "maria" and "petrova"); a leading `@` of a word is dropped, so `@maria.petrova` finds the member. At most 200 characters once the gaps are single spaces; nothing but white space answers 400 `validation.required`.
         * @example rehabilitation
         */
        Words: string;
        /** @description Start of the range, Unix seconds. */
        From: components["schemas"]["UnixTime"];
        /** @description End of the range, Unix seconds. */
        To: components["schemas"]["UnixTime"];
        /**
         * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
         * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
         */
        IdempotencyKey: string;
    };
    requestBodies: {
        FileUpload: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
    };
    headers: {
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description The answer is about this moment; never kept by a cache. */
        NoStore: "no-store";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready now (starting, stopping, or a check failed); ask again. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "stopping",
                     *       "checks": {}
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    listWithdrawReasons: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reasons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            reasons: components["schemas"]["WithdrawReason"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    verifyIban: {
        parameters: {
            query: {
                /**
                 * @description Whitespace stripped, upper-cased.
                 * @example BG80BNBG96611020345678
                 */
                iban: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank behind the IBAN. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["IbanVerification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Withdrawal list page size (spec 000 §9). */
                limit?: number;
                /** @description PENDING also returns WAITING_DOCUMENTS (both are shown as pending). */
                state?: components["schemas"]["WithdrawState"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of withdrawals, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            withdraws: components["schemas"]["AnyWithdraw"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createWithdrawal: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalPayload"];
            };
        };
        responses: {
            201: components["responses"]["WithdrawOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    transferFunds: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferFundsPayload"];
            };
        };
        responses: {
            201: components["responses"]["WithdrawOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateWithdrawal: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
                /** @example 311 */
                withdrawId: components["parameters"]["WithdrawId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderWithdrawalPayload"] | components["schemas"]["OwnerWithdrawalPayload"] | components["schemas"]["WithdrawStateUpdate"];
            };
        };
        responses: {
            200: components["responses"]["WithdrawOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateWithdrawalInvoices: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
                /** @example 311 */
                withdrawId: components["parameters"]["WithdrawId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only invoices with a media id count. */
                    invoices: components["schemas"]["InvoiceRef"][];
                    /** @default false */
                    invoiceNotAvailable?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["WithdrawOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getWithdrawal: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["WithdrawOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listWithdrawNotes: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            notes: components["schemas"]["WithdrawNote"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addWithdrawNote: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            201: components["responses"]["WithdrawNoteOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
        };
    };
    markWithdrawNoteForReview: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 17 */
                noteId: components["parameters"]["NoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["WithdrawNoteOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    markWithdrawNoteCompleted: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 17 */
                noteId: components["parameters"]["NoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["WithdrawNoteOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    markWithdrawNoteReverted: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 17 */
                noteId: components["parameters"]["NoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["WithdrawNoteOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    searchWithdrawProviders: {
        parameters: {
            query: {
                /**
                 * @description At least one non-empty character; an IBAN prefix or a name.
                 * @example BG80
                 */
                search: string;
                limit?: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            providers: components["schemas"]["ProviderSuggestion"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listCampaignAccounts: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            accounts: components["schemas"]["CampaignAccount"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCampaignAccountant: {
        parameters: {
            query: {
                /**
                 * @description Currency id.
                 * @example 1
                 */
                currency: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accountant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["Accountant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCampaignBalance: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance, in the campaign currency and converted to the payout currency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["Balance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCampaignSummary: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["CampaignSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentsPolicy: {
        parameters: {
            query?: {
                /** @description The withdrawal being edited, if any. */
                withdraw?: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy's inputs for this campaign and owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["DocumentsPolicy"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBankAccount: {
        parameters: {
            query: {
                /** @example 1042 */
                campaign_id: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BankAccountOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createBankAccount: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountPayload"];
            };
        };
        responses: {
            201: components["responses"]["BankAccountOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
        };
    };
    deleteBankAccount: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    declineBankAccount: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateBankAccountDocuments: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documents: components["schemas"]["BankAccountDocumentRef"][];
                };
            };
        };
        responses: {
            200: components["responses"]["BankAccountOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    decideBankAccount: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountDecision"];
            };
        };
        responses: {
            200: components["responses"]["BankAccountOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listStaffCampaigns: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description The staff console's page size. */
                limit?: components["parameters"]["StaffLimit"];
                /** @description Which campaigns; the console's queue asks for the unverified ones. */
                verified?: boolean;
                /** @description Only campaigns whose name holds this text (any case). */
                name?: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of campaigns, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            campaigns: components["schemas"]["StaffCampaign"][];
                            /** @example 2 */
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStaffBankAccounts: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description The staff console's page size. */
                limit?: components["parameters"]["StaffLimit"];
                /** @description ACCEPTED (the specification's other reading) is read as APPROVED. */
                state?: "PENDING" | "APPROVED" | "ACCEPTED" | "REFUSED";
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bank accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            bank_accounts: components["schemas"]["StaffBankAccount"][];
                            /** @example 2 */
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStaffWithdrawals: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description The staff console's page size. */
                limit?: components["parameters"]["StaffLimit"];
                state?: components["schemas"]["WithdrawState"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of withdrawals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            withdraws: components["schemas"]["StaffWithdraw"][];
                            /** @example 2 */
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffWithdrawal: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdrawal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["StaffWithdraw"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchStaffUsers: {
        parameters: {
            query?: {
                /**
                 * @description An id, or text found in the username, name or e-mail.
                 * @example maria
                 */
                search?: string;
                offset?: components["parameters"]["Offset"];
                /** @description The staff console's page size. */
                limit?: components["parameters"]["StaffLimit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users; exact username or id matches first, then the newest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            users: components["schemas"]["StaffUser"][];
                            /** @example 3 */
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    importBankStatement: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The statement (CAMT.053 XML or CSV).
                     */
                    file: Blob;
                    amount_column?: string;
                    reference_column?: string;
                    currency_column?: string;
                    currency?: string;
                    date_column?: string;
                    counterparty_column?: string;
                };
            };
        };
        responses: {
            /** @description What the statement's new lines did. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** @description Lines seen for the first time. */
                            imported: number;
                            /** @description Lines imported before, left as they were. */
                            repeated: number;
                            /** @description Lines that paid a waiting donation. */
                            matched: number;
                            lines: components["schemas"]["BankStatementLine"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    matchBankStatementLine: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line: string;
                    donation_id: number;
                };
            };
        };
        responses: {
            /** @description The line, MATCHED to the donation it paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["BankStatementLine"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listBankStatementLines: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description The staff console's page size. */
                limit?: components["parameters"]["StaffLimit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            lines: components["schemas"]["BankStatementLine"][];
                            total: number;
                            /** @description Whether bank transfers go to the platform's account (BANK_TRANSFER_IBAN is set). */
                            enabled: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStaffDonations: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description The staff console's page size. */
                limit?: components["parameters"]["StaffLimit"];
                search?: string;
                status?: components["schemas"]["PaymentStatus"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of donations, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            donations: components["schemas"]["StaffDonation"][];
                            total: number;
                            /**
                             * @description The methods a live provider takes (its keys are set); the others go to the built-in sandbox, where no money moves.
                             * @example [
                             *       "STRIPE",
                             *       "APPLE_PAY",
                             *       "BANK"
                             *     ]
                             */
                            live_methods: components["schemas"]["PaymentMethod"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffDonation: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The donation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["StaffDonationDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    refundDonation: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Minor units of the currency the donor paid. */
                    amount: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The same request again (its Idempotency-Key); nothing more was refunded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["StaffDonationDetail"];
                    };
                };
            };
            /** @description The refund, made; the donation as it is now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["StaffDonationDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            /** @description The provider could not be reached; nothing was refunded. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 502,
                     *       "message": "refund.error.provider_down"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStaffEmails: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description The staff console's page size. */
                limit?: components["parameters"]["StaffLimit"];
                state?: "FAILED" | "PENDING" | "SENT";
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of e-mails, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            emails: components["schemas"]["StaffEmail"][];
                            /** @example 2 */
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    resendStaffEmail: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message is queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["StaffEmail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    login: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Username or e-mail. */
                    username: string;
                    /** Format: password */
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["TokenOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    renewToken: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TokenOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    impersonateUser: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TokenOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getUser: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description A user id or a username (the profile route /{username} passes the username).
                 * @example maria.petrova
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    checkPasswordResetHash: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 5b1e0c7f2d9a4e38 */
                hash: components["parameters"]["Hash"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            valid: boolean;
                            /** Format: email */
                            email?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 5b1e0c7f2d9a4e38 */
                hash: components["parameters"]["Hash"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: password */
                    password: string;
                    /** Format: password */
                    repeat_password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["TokenOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTranslations: {
        parameters: {
            query?: {
                type?: "desktop" | "mobile";
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                locale: components["schemas"]["LanguageCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dictionary keys to ICU messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            translations: components["schemas"]["Translations"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPublicSettings: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            settings: components["schemas"]["PublicSettings"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportClientError: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "chunk_load",
                 *       "message": "Failed to fetch dynamically imported module: https://causeway.example/assets/route-B_Egdf8h.js",
                 *       "path": "/campaign/help-maria-walk-again",
                 *       "shown_ms": 120000
                 *     }
                 */
                "application/json": components["schemas"]["ClientErrorReport"];
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana Popescu",
                 *       "email": "ana@example.com",
                 *       "subject": "A question about withdrawals",
                 *       "message": "Hello, can I pay the clinic directly from my campaign?"
                 *     }
                 */
                "application/json": components["schemas"]["ContactMessage"];
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateBio: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio: string;
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateName: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updatePhone: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateEmail: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @description The account's current password. */
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["TokenOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateUsername: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            200: components["responses"]["TokenOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updatePassword: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: password */
                    password: string;
                    /** Format: password */
                    new_password: string;
                    /** Format: password */
                    repeat_new_password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateGender: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gender: components["schemas"]["Gender"];
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateBirthday: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    birthday: components["schemas"]["Birthday"];
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateLocation: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    location: components["schemas"]["Location"];
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateTimezone: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example Europe/Sofia */
                    timezone: string;
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateBusinessCover: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cover: components["schemas"]["MediaId"];
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateBusinessMission: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mission: string;
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listBusinessSectorsOfUser: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                limit?: components["parameters"]["BusinessLimit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BusinessSectorsOk"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateBusinessSectors: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sectors: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listBusinessOrganizationSizesOfUser: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                limit?: components["parameters"]["BusinessLimit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BusinessSizesOk"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateBusinessOrganizationSize: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organization_size: number;
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateTranslationLanguage: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    language_code: components["schemas"]["LanguageCode"];
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateDonationsVisibility: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    visibility: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FileUpload"];
        responses: {
            200: components["responses"]["UserOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    uploadImageV1: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FileUpload"];
        responses: {
            200: components["responses"]["ImagesOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    uploadImage: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FileUpload"];
        responses: {
            200: components["responses"]["ImagesOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    uploadFile: {
        parameters: {
            query?: {
                purpose?: "document" | "invoice";
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FileUpload"];
        responses: {
            /** @description The stored file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            files: components["schemas"]["UploadedFile"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listUserDonations: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                year?: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DonationsOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserTotalDonations: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AmountsOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserCampaignsTotalEarned: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AmountsOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserBusinessDonationCategories: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals per category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            categories: components["schemas"]["CategoryDonationTotal"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserCertificate: {
        parameters: {
            query?: {
                year?: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CertificateOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserCertificatePdf: {
        parameters: {
            query?: {
                year?: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate, sent as an attachment (Content-Disposition) named after its number. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDonationYears: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Years, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /**
                             * @example [
                             *       2026,
                             *       2025
                             *     ]
                             */
                            years: number[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listUserPosts: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostsOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listUserComments: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CommentsOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    unsubscribeEmail: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                    checksum: string;
                    /** @example weekly_statistics */
                    template: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getEmailSubscriptions: {
        parameters: {
            query?: {
                user_id?: number;
                signature?: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmailSubscriptionsOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateEmailSubscriptions: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id?: number;
                    signature?: string;
                    types: components["schemas"]["EmailSubscription"][];
                };
            };
        };
        responses: {
            200: components["responses"]["EmailSubscriptionsOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 9f2c4e1ab7 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmailVerificationOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendEmailVerification: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    submitSignupDetails: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDetailsPayload"];
            };
        };
        responses: {
            200: components["responses"]["SignupOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    submitSignupBusinessDetails: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupBusinessDetailsPayload"];
            };
        };
        responses: {
            200: components["responses"]["SignupOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    signupWithEmail: {
        parameters: {
            query?: {
                translation_language?: components["schemas"]["LanguageCode"];
                /** @description When true, an existing account with the same credentials is logged in instead. */
                login_check?: boolean;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupEmailPayload"];
            };
        };
        responses: {
            200: components["responses"]["SignupOk"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    submitSignupPersonal: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupPersonalPayload"];
            };
        };
        responses: {
            200: components["responses"]["SignupOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    submitSignupBusiness: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupBusinessPayload"];
            };
        };
        responses: {
            200: components["responses"]["SignupOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listBusinessSizes: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            businessSizes: components["schemas"]["BusinessSize"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listBusinessSectors: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            businessSectors: components["schemas"]["BusinessSector"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkUsername: {
        parameters: {
            query: {
                username: components["schemas"]["Username"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchCities: {
        parameters: {
            query: {
                /** @example Sofia */
                name: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching places. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            locations: components["schemas"]["Location"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchTimezones: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Matching timezones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            timezones: components["schemas"]["Timezone"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                order_by?: "date_added" | "donated_amount" | "followers_count";
                /** @description Only campaigns of this user (the header menu asks for 20). */
                created_by?: number;
                /** @description Name filter (campaign search, transfer-target search). */
                name?: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CampaignsOk"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createCampaign: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignCreatePayload"];
            };
        };
        responses: {
            201: components["responses"]["CampaignOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
        };
    };
    listTopCampaigns: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CampaignsOk"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTrendingCampaigns: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                limit?: components["parameters"]["TrendingLimit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CampaignsOk"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTrendingCampaignsByCategory: {
        parameters: {
            query?: {
                /** @description Category slug. */
                category?: string;
                disease_slug?: string;
                offset?: components["parameters"]["Offset"];
                limit?: components["parameters"]["TrendingLimit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CampaignsOk"];
            400: components["responses"]["BadRequest"];
        };
    };
    listFeaturedCampaigns: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                limit?: number;
                successful?: 0 | 1;
                verified?: 0 | 1;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CampaignsOk"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    fetchCampaign: {
        parameters: {
            query?: {
                /** @example help-maria-walk-again */
                slug?: string;
                id?: number;
                image_order?: "main_first" | "date_added";
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CampaignOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                limit?: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            categories: components["schemas"]["Category"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCampaignsInFavour: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CampaignsOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCampaignDonations: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                order?: "newest" | "amount";
                /** @description Comma-separated donator types to keep. */
                filters?: string;
                /** @description `processed` (the default): the paid donations everyone sees. `all`, for the campaign's owner and staff only (anyone else 403): also the bank transfers still waiting (PROCESSING) and the donations refunded in full (REFUNDED), for the owner's dashboard. */
                states?: "processed" | "all";
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DonationsOk"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCampaignTasks: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            tasks: components["schemas"]["CampaignTask"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCampaignSessionMetric: {
        parameters: {
            query: {
                type: "visits" | "unique_visits" | "shares" | "donations";
                /** @description Start of the range, Unix seconds. */
                from: components["parameters"]["From"];
                /** @description End of the range, Unix seconds. */
                to: components["parameters"]["To"];
                format?: "day" | "week" | "month";
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["MetricSeries"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCampaignMetrics: {
        parameters: {
            query: {
                type: "date-range";
                /** @description Start of the range, Unix seconds. */
                from: components["parameters"]["From"];
                /** @description End of the range, Unix seconds. */
                to: components["parameters"]["To"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["CampaignMetrics"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCampaignFollow: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FollowOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    toggleCampaignFollow: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FollowOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    attachPostToCampaign: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    post_id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["PostOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
        };
    };
    sendThankYouEmail: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyCampaign: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CampaignOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateCampaignStatus: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    finished?: boolean;
                    successful?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["CampaignOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteCampaign: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    reportCampaign: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportPayload"];
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["ReportOwnItem"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AlreadyReported"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    addCampaignShare: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateCampaignDetails: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignDetailsPayload"];
            };
        };
        responses: {
            200: components["responses"]["CampaignOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateCampaignBeneficent: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficentPayload"];
            };
        };
        responses: {
            200: components["responses"]["CampaignOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listCampaignDocuments: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents, in the order they were given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            documents: components["schemas"]["Invoice"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCampaignDocuments: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documents: components["schemas"]["InvoiceRef"][];
                };
            };
        };
        responses: {
            200: components["responses"]["CampaignOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateCampaignImages: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image_ids: components["schemas"]["MediaId"][];
                    main_image_id?: components["schemas"]["MediaId"];
                    /**
                     * Format: uri
                     * @description A YouTube or Twitch URL.
                     */
                    video?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["CampaignOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    createDonation: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DonationPayload"];
            };
        };
        responses: {
            /** @description The donation and its payment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["DonationCheckout"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
            /** @description The payment provider did not answer; nothing was stored or charged. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 502,
                     *       "message": "The payment provider did not answer. Nothing was charged; try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description Stripe's signature of the body (t=<timestamp>,v1=<HMAC-SHA256>). */
                "Stripe-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_3QbX9kLkdIwHu7ix0aBcDeFg",
                 *       "object": "event",
                 *       "type": "payment_intent.succeeded",
                 *       "data": {
                 *         "object": {
                 *           "id": "pi_3QbX9kLkdIwHu7ix1Pq0Zc3M",
                 *           "object": "payment_intent",
                 *           "metadata": {
                 *             "causeway_donation": "90250"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Received (applied, already applied, or not one Causeway acts on). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        received: true;
                        /**
                         * @description The event was applied by an earlier delivery.
                         * @constant
                         */
                        duplicate?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The event is about a payment this server does not know yet; Stripe delivers it again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 409,
                     *       "message": "The payment is not known yet."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    returnFromPayPal: {
        parameters: {
            query?: {
                /** @description The PayPal order's id (the donation's payment id). */
                token?: string;
                PayerID?: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On to the donation's return address. */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelPayPal: {
        parameters: {
            query?: {
                /** @description The PayPal order's id (the donation's payment id). */
                token?: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On to the donation's return address. */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    receivePayPalWebhook: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "WH-58D329510W468432D-8HN650336L201105X",
                 *       "event_type": "PAYMENT.CAPTURE.COMPLETED",
                 *       "resource": {
                 *         "id": "42311647XV020574X",
                 *         "status": "COMPLETED",
                 *         "supplementary_data": {
                 *           "related_ids": {
                 *             "order_id": "5O190127TN364715T"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Received (applied, already applied, or not one Causeway acts on). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        received: true;
                        /**
                         * @description The event was applied by an earlier delivery.
                         * @constant
                         */
                        duplicate?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The event is about an order this server does not know yet; PayPal delivers it again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 409,
                     *       "message": "The payment is not known yet."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description PayPal could not be asked whether it signed the event; PayPal delivers it again. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 502,
                     *       "message": "PayPal could not verify the event."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDonation: {
        parameters: {
            query?: {
                payment_id?: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The donation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["Donation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDonationByPayment: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The provider's payment id.
                 * @example pi_sandbox_3f9a0c2b7d1e
                 */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The donation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["Donation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getDonationCertificate: {
        parameters: {
            query?: {
                payment_id?: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CertificateOk"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDonationCertificatePdf: {
        parameters: {
            query?: {
                payment_id?: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate, sent as an attachment (Content-Disposition) named after its number. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCurrencies: {
        parameters: {
            query?: {
                active?: boolean;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The currencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            currencies: components["schemas"]["Currency"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFeed: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostsOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listCampaignPosts: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The campaign id.
                 * @example 1042
                 */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostsOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPost: {
        parameters: {
            query?: {
                id?: number;
                /** @example first-week-of-rehabilitation */
                slug?: string;
                /** @description Focus this comment. */
                comment_id?: number;
                /** @description Focus this reply. */
                reply_id?: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createPost: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostPayload"];
            };
        };
        responses: {
            201: components["responses"]["PostOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listBookmarkedPosts: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostsOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updatePost: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostPayload"];
            };
        };
        responses: {
            200: components["responses"]["PostOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deletePost: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    addKarma: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["KarmaOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    removeKarma: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["KarmaOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    toggleBookmark: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the post is now bookmarked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            added: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    reportPost: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportPayload"];
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["ReportOwnItem"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AlreadyReported"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPostComments: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CommentsOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createPostComment: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The post slug (its numeric id is accepted too).
                 * @example first-week-of-rehabilitation
                 */
                slug: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    parent_id?: number | null;
                };
            };
        };
        responses: {
            /** @description The comment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["PostComment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listReportTypes: {
        parameters: {
            query: {
                type: "post" | "campaign" | "user";
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            report_types: components["schemas"]["ReportType"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getLinkMeta: {
        parameters: {
            query: {
                /** @example https://www.youtube.com/watch?v=dQw4w9WgXcQ */
                url: string;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["LinkMeta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchPosts: {
        parameters: {
            query: {
                /**
                 * @description The words to find, every one of them, each anywhere in what is searched (a member's username or name, a campaign's name, a post's title or text), in any case. Any run of white space is one gap between words ("maria  petrova" is "maria" and "petrova"); a leading `@` of a word is dropped, so `@maria.petrova` finds the member. At most 200 characters once the gaps are single spaces; nothing but white space answers 400 `validation.required`.
                 * @example rehabilitation
                 */
                words: components["parameters"]["Words"];
                filter: "posts";
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            posts: components["schemas"]["Post"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    search: {
        parameters: {
            query: {
                /**
                 * @description The words to find, every one of them, each anywhere in what is searched (a member's username or name, a campaign's name, a post's title or text), in any case. Any run of white space is one gap between words ("maria  petrova" is "maria" and "petrova"); a leading `@` of a word is dropped, so `@maria.petrova` finds the member. At most 200 characters once the gaps are single spaces; nothing but white space answers 400 `validation.required`.
                 * @example rehabilitation
                 */
                words: components["parameters"]["Words"];
                offset?: components["parameters"]["Offset"];
                /** @description Page size; the default pagination limit is 8 (feed, donations, campaigns). */
                limit?: components["parameters"]["Limit"];
                /** @description Which result kinds to return. */
                filters?: "users" | "campaigns" | "users,campaigns";
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching users and campaigns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            users: components["schemas"]["UserSummary"][];
                            campaigns: components["schemas"]["Campaign"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                limit?: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            conversations: components["schemas"]["Conversation"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getConversationsMeta: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ConversationsMetaOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateConversationsMeta: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seen: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["ConversationsMetaOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                limit?: number;
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The other user's id.
                 * @example 88
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            messages: components["schemas"]["ConversationMessage"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    markMessagesRead: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /**
                 * @description The other user's id.
                 * @example 88
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    sendMessage: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /**
                 * @description A unique key per submission (a UUID). A retry with the same key and the same request within 24 hours returns the first answer instead of writing (or moving money) twice; the same key with a different request answers 422, and while the first is still running 409. A key shorter than 8 or longer than 255 characters answers 400 on `Idempotency-Key`.
                 * @example 5f0c6a3e-8a4b-4f7e-9d61-2f1b7f6c9a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The receiving user's id. */
                    receiver: number;
                    message: string;
                };
            };
        };
        responses: {
            /** @description The stored message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["ConversationMessage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description The bell asks for 12, the notifications page for 8. */
                limit?: components["parameters"]["NotificationsLimit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NotificationsOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateNotifications: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids to mark seen. */
                    seen?: number[];
                    /** @description Ids to mark read. */
                    read?: number[];
                    /** @description Ids the update applies to (both flags). */
                    notifications?: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listNotificationsV1: {
        parameters: {
            query?: {
                offset?: components["parameters"]["Offset"];
                /** @description The bell asks for 12, the notifications page for 8. */
                limit?: components["parameters"]["NotificationsLimit"];
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NotificationsOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notifications: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getNotification: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @example 1042 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: components["schemas"]["Notification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    markNotificationsSeen: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    markNotificationsViewed: {
        parameters: {
            query?: {
                /**
                 * @description The interface language of the caller; the generated client sends it on every request. Any other value answers 400.
                 * @example bg
                 */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SuccessOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
}
