"use client";
import {
  campaignMutations,
  isApiFieldErrors,
  type Post,
  postMutations,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Alert,
  Button,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
  WIDGET_ROOT,
} from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { PenLine } from "lucide-react";
import { type ClipboardEvent, useCallback, useId, useRef, useState } from "react";
import {
  isPostButtonActive,
  isTitleKeyBlocked,
  POST_TITLE_MAX,
  postCreatorCampaign,
  postProblems,
  toPostPayload,
} from "../rules";
import { PostImages } from "./PostImages";
import { createThrottle, PUBLISH_THROTTLE_MS, pasteIntoTitle, plainTextToHtml } from "./post-draft";
import { type PostImageUpload, usePostImages } from "./usePostImages";

export interface PostCreatorCampaign {
  id: number;
  name: string;
}

export interface PostCreatorProps {
  /** The user's campaigns; the creator shows only when there is one (or the selector is hidden). */
  campaigns: readonly PostCreatorCampaign[];
  /** The campaign to preselect; the first one otherwise. Exactly one is always selected. */
  preselectedCampaignId?: number | null;
  /** The campaign-update modal has no selector: the post goes to `preselectedCampaignId`. */
  hideCampaignSelector?: boolean;
  /** Open from the start (the campaign-update modal), instead of collapsed behind a button. */
  defaultExpanded?: boolean;
  /** Replaces the API image upload (stories hold it open to show the placeholder). */
  upload?: PostImageUpload;
  onPublished?: (post: Post) => void;
  /** The header's Close button calls this instead of collapsing (the campaign-update modal). */
  onClose?: () => void;
}

type Errors = Partial<Record<"title" | "content" | "form", string>>;

/** The post creator (000 §2, §4, §5): collapsible, publishes to POST /api/v2/post, then resets. */
export function PostCreator({
  campaigns,
  preselectedCampaignId,
  hideCampaignSelector = false,
  defaultExpanded = false,
  upload,
  onPublished,
  onClose,
}: PostCreatorProps) {
  const { t } = useTranslator();
  const ids = { region: useId(), heading: useId(), hint: useId() };
  const { visible, preselectedId } = postCreatorCampaign(campaigns, preselectedCampaignId);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const [campaignId, setCampaignId] = useState<number | null>(preselectedId);
  const [errors, setErrors] = useState<Errors>({});
  const [published, setPublished] = useState(false);
  const [throttle] = useState(() => createThrottle(PUBLISH_THROTTLE_MS));
  const root = useRef<HTMLDivElement>(null);
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus());
  const create = useMutation(postMutations.create());
  const attachTo = hideCampaignSelector ? (preselectedCampaignId ?? null) : campaignId;
  const attach = useMutation(campaignMutations.attachPost(attachTo ?? 0));
  const onRefused = useCallback(
    (name: string) => setErrors({ form: t("forms.post.images.wrong_type", { name }) }),
    [t],
  );
  const images = usePostImages({ upload, onRefused });

  if (!visible && !hideCampaignSelector) return null;

  const html = plainTextToHtml(content);
  const active = isPostButtonActive({
    content: html,
    campaignId,
    isEdit: false,
    campaignSelectorHidden: hideCampaignSelector,
  });
  const blocker = active
    ? null
    : postProblems(
        { content: html, campaignId, images: [] },
        { requireCampaign: !hideCampaignSelector },
      )[0];
  const busy = create.isPending || attach.isPending;

  const open = () => {
    setExpanded(true);
    setPublished(false);
    focusLater("input");
  };
  const collapse = () => {
    setExpanded(false);
    focusLater("button");
  };
  const reset = () => {
    setTitle("");
    setContent("");
    setAnonymous(false);
    setCampaignId(preselectedId);
    setErrors({});
    images.reset();
  };

  const publish = async () => {
    if (busy || !throttle()) return;
    const problems = postProblems(
      { content: html, campaignId, images: images.images },
      { requireCampaign: !hideCampaignSelector },
    );
    if (problems.length > 0) {
      setErrors({ form: t(problems[0] ?? "post.no_content") });
      return;
    }
    setErrors({});
    try {
      const post = await create.mutateAsync(
        toPostPayload({ title, content: html, isAnonymous: anonymous, images: images.images }),
      );
      if (attachTo !== null) await attach.mutateAsync(post.id);
      reset();
      setPublished(true);
      collapse();
      onPublished?.(post);
    } catch (error) {
      const fields = isApiFieldErrors(error) ? error.fields : {};
      setErrors({
        title: fields.title ? t(fields.title) : undefined,
        content: fields.content ? t(fields.content) : undefined,
        form: fields.title || fields.content ? undefined : t("forms.post.failed"),
      });
    }
  };

  const pasteTitle = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const data = event.clipboardData;
    const pasted = data.getData("text/plain") || data.getData("text/html");
    const input = event.currentTarget;
    const next = pasteIntoTitle(
      title,
      { start: input.selectionStart ?? title.length, end: input.selectionEnd ?? title.length },
      pasted,
    );
    setTitle(next.value);
    requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret));
  };

  return (
    <div
      ref={root}
      data-slot="post-creator"
      data-state={expanded ? "expanded" : "collapsed"}
      className={WIDGET_ROOT}
    >
      {expanded ? (
        renderForm()
      ) : (
        <div className="flex flex-col gap-3">
          <Button
            variant="secondary"
            aria-expanded={false}
            aria-controls={ids.region}
            icon={<PenLine aria-hidden className="size-4" />}
            onPress={open}
            className="self-start"
          >
            {t("forms.post.open")}
          </Button>
          {published && <Alert variant="success" isLive title={t("forms.post.published")} />}
        </div>
      )}
    </div>
  );

  function renderForm() {
    return (
      <section
        id={ids.region}
        aria-labelledby={ids.heading}
        aria-busy={busy || undefined}
        className="flex w-full max-w-xl flex-col gap-4 rounded-lg border border-border bg-surface p-4"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={ids.heading} className="font-semibold text-base text-fg">
            {t("forms.post.heading")}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={onClose ? undefined : true}
            onPress={onClose ?? collapse}
          >
            {t("forms.post.close")}
          </Button>
        </div>
        {errors.form && <Alert variant="danger" isLive title={errors.form} />}
        <TextField
          label={t("forms.post.title.label")}
          showOptional
          value={title}
          maxLength={POST_TITLE_MAX}
          onChange={(value) => setTitle(value.replace(/[\r\n]+/g, " "))}
          onKeyDown={(event) => isTitleKeyBlocked(event.key) && event.preventDefault()}
          onPaste={pasteTitle}
          isInvalid={Boolean(errors.title)}
          errorMessage={errors.title}
          isDisabled={busy}
        />
        <TextArea
          label={t("forms.post.content.label")}
          isRequired
          rows={4}
          value={content}
          onChange={setContent}
          isInvalid={Boolean(errors.content)}
          errorMessage={errors.content}
          isDisabled={busy}
        />
        <PostImages
          images={images.images}
          previewOf={images.previewOf}
          onAdd={images.add}
          onRemove={images.remove}
          isDisabled={busy}
        />
        {!hideCampaignSelector && (
          <Select
            label={t("forms.post.campaign.label")}
            items={campaigns}
            selectedKey={campaignId}
            onSelectionChange={(key) => setCampaignId(key === null ? null : Number(key))}
            isDisabled={busy}
          >
            {(campaign) => <SelectItem id={campaign.id}>{campaign.name}</SelectItem>}
          </Select>
        )}
        <Switch isSelected={anonymous} onChange={setAnonymous} isDisabled={busy}>
          {t("forms.post.anonymous")}
        </Switch>
        <div className="flex flex-col items-end gap-1">
          <Button
            isDisabled={!active || busy}
            onPress={publish}
            aria-describedby={blocker ? ids.hint : undefined}
          >
            {t("forms.post.publish")}
          </Button>
          {blocker && (
            <p id={ids.hint} className="text-fg-muted text-sm">
              {t(blocker)}
            </p>
          )}
        </div>
      </section>
    );
  }
}
