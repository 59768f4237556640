"use client";
import { useTranslator } from "@causeway/i18n/react";
import { CAMPAIGN_NAME_MAX, RICH_TEXT_TAGS } from "@causeway/rules";
import { RichTextEditor, TextField, WIDGET_ROOT } from "@causeway/ui";
import { type CampaignFieldsProps, campaignFieldId } from "./fields";
import { useMessage } from "./useMessage";

/** The story's editor offers what the server keeps, except images (the gallery has them). */
const STORY_TAGS = RICH_TEXT_TAGS.filter((tag) => tag !== "img" && tag !== "span");

/** The campaign's title and its story in rich text. */
export function StoryFields({
  draft,
  errors,
  onChange,
  idPrefix = "campaign",
  isDisabled,
}: CampaignFieldsProps) {
  const { t } = useTranslator();
  const say = useMessage();
  return (
    <div data-slot="campaign-story" className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-6`}>
      <TextField
        id={campaignFieldId(idPrefix, "name")}
        label={t("forms.campaign_form.name")}
        description={t("forms.campaign_form.name_hint")}
        value={draft.name}
        maxLength={CAMPAIGN_NAME_MAX}
        showCharacterCount
        isRequired
        isDisabled={isDisabled}
        errorMessage={say(errors.name)}
        isInvalid={errors.name !== undefined}
        onChange={(name) => onChange({ name: name.replace(/[\r\n]+/g, " ") })}
      />
      <RichTextEditor
        id={campaignFieldId(idPrefix, "content")}
        label={t("forms.campaign_form.story")}
        description={t("forms.campaign_form.story_hint")}
        defaultValue={draft.content}
        allowedTags={STORY_TAGS}
        isRequired
        isDisabled={isDisabled}
        errorMessage={say(errors.content)}
        onChange={(content) => onChange({ content })}
      />
    </div>
  );
}
