"use client";
export { CampaignPicker, type CampaignPickerProps } from "./CampaignPicker";
