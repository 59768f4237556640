"use client";
export { CampaignTransferForm, type CampaignTransferFormProps } from "./CampaignTransferForm";
