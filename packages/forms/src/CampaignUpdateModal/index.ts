"use client";
export { CampaignUpdateModal, type CampaignUpdateModalProps } from "./CampaignUpdateModal";
