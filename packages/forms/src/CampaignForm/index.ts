"use client";
export { BeneficiaryFields, type BeneficiaryFieldsProps } from "./BeneficiaryFields";
export { CampaignCreationForm, type CampaignCreationFormProps } from "./CampaignCreationForm";
export {
  CAMPAIGN_COVER_OUTPUT,
  CoverImageDialog,
  type CoverImageDialogProps,
} from "./CoverImageDialog";
export { DocumentsField, type DocumentsFieldProps } from "./DocumentsField";
export { type CampaignFieldsProps, campaignFieldId } from "./fields";
export {
  fractionDigitsOf,
  type GoalCurrency,
  GoalFields,
  type GoalFieldsProps,
} from "./GoalFields";
export { MediaFields, type MediaFieldsProps } from "./MediaFields";
export { PurposeFields, type PurposeFieldsProps } from "./PurposeFields";
export { StoryFields } from "./StoryFields";
