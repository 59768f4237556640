"use client";
import {
  campaignMutations,
  isApiFieldErrors,
  type Post,
  postMutations,
  useSubmission,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  existingUpload,
  isPostButtonActive,
  isTitleKeyBlocked,
  POST_TITLE_MAX,
  postCreatorCampaign,
  postProblems,
  RICH_TEXT_TAGS,
  toPostPayload,
  type Upload,
  uploadedFiles,
} from "@causeway/rules";
import {
  Alert,
  Button,
  RichTextEditor,
  Select,
  SelectItem,
  Switch,
  TextField,
  useToast,
  WIDGET_ROOT,
} from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { PenLine } from "lucide-react";
import { type ClipboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { cleanRichHtml } from "../RichText/rich-html";
import { clearPostDraft, loadPostDraft, savePostDraft } from "./draft-store";
import { ImageEditDialog } from "./ImageEditDialog";
import { PostImages } from "./PostImages";
import { createThrottle, PUBLISH_THROTTLE_MS, pasteIntoTitle } from "./post-draft";
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
  /**
   * Edit this post in place (PUT /api/v2/post/{id}): its title, content, images and anonymous
   * flag; no campaign selector. Close calls `onClose`; `onSaved` gets the edited post.
   */
  post?: Post | null;
  onSaved?: (post: Post) => void;
  /**
   * Keep what is typed in this browser under this key (one per member), so a reload or a failed
   * publish loses nothing; cleared once published. Not for edits.
   */
  draftKey?: string;
}

/** Dictionary keys (and the refused file's name), translated when drawn. */
type Errors = Partial<Record<"title" | "content" | "form", string>> & { file?: string };

/**
 * What the content box offers: RICH_TEXT_TAGS without headings (the post has its title), images
 * (a post's pictures are its images) and spans.
 */
const POST_EDITOR_TAGS = RICH_TEXT_TAGS.filter(
  (tag) => !["h2", "h3", "h4", "img", "span"].includes(tag),
);

const imagesOf = (post: Post): Upload[] =>
  post.image.map((image) =>
    existingUpload({ id: image.id, path: image.compressed.path, mimeType: "image/jpeg" }),
  );

/**
 * The post creator (000 §2, §4, §5): collapsible; a single-line title, rich content with the
 * allowed tags, images (cropped and turned here before they are sent), the campaign and the
 * anonymous switch; publishes to POST /api/v2/post and attaches it to the campaign, then resets.
 * With `post` it edits that post in place instead.
 */
export function PostCreator({
  campaigns,
  preselectedCampaignId,
  hideCampaignSelector = false,
  defaultExpanded = false,
  upload,
  onPublished,
  onClose,
  post = null,
  onSaved,
  draftKey,
}: PostCreatorProps) {
  const { t } = useTranslator();
  const isEdit = post !== null;
  const ids = { region: useId(), heading: useId(), hint: useId() };
  const { visible, preselectedId } = postCreatorCampaign(campaigns, preselectedCampaignId);
  const [expanded, setExpanded] = useState(defaultExpanded || isEdit);
  const [title, setTitle] = useState(post?.title ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  // The editor takes its content once; a new key starts it again (reset, a restored draft).
  const [editor, setEditor] = useState({ key: 0, html: post?.content ?? "" });
  const [anonymous, setAnonymous] = useState(post?.is_anonymous ?? false);
  const [campaignId, setCampaignId] = useState<number | null>(preselectedId);
  const [errors, setErrors] = useState<Errors>({});
  const [published, setPublished] = useState(false);
  // "Published" is a toast where the host mounts a region, else said in place (never both).
  const { toast, hasRegion } = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [throttle] = useState(() => createThrottle(PUBLISH_THROTTLE_MS));
  const root = useRef<HTMLDivElement>(null);
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus());
  // One post per submission: publishing the same post again after a failure (of the post or of
  // its attachment to the campaign) is answered with the first, never a second post.
  const create = useSubmission(postMutations.create());
  const update = useMutation(postMutations.update());
  const attachTo = hideCampaignSelector ? (preselectedCampaignId ?? null) : campaignId;
  const attach = useSubmission(campaignMutations.attachPost(attachTo ?? 0));
  const onRefused = useCallback(
    (name: string) => setErrors({ form: "forms.post.images.wrong_type", file: name }),
    [],
  );
  const images = usePostImages({
    upload,
    onRefused,
    initial: post ? imagesOf(post) : undefined,
  });
  const keep = draftKey && !isEdit ? draftKey : null;

  // A draft kept from before comes back once, after mounting (storage is the browser's).
  const [restored, setRestored] = useState(keep === null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per draft key
  useEffect(() => {
    if (keep === null) return;
    const draft = loadPostDraft(keep);
    if (draft) {
      setTitle(draft.title);
      setContent(draft.content);
      setEditor((current) => ({ key: current.key + 1, html: draft.content }));
      setAnonymous(draft.anonymous);
      if (draft.campaignId !== null && campaigns.some((c) => c.id === draft.campaignId))
        setCampaignId(draft.campaignId);
      if (draft.images.length > 0)
        images.restore(
          draft.images.map((image) =>
            existingUpload({ id: image.mediaId, name: image.name, path: image.path ?? undefined }),
          ),
        );
    }
    setRestored(true);
  }, [keep]);
  useEffect(() => {
    if (keep === null || !restored) return;
    savePostDraft(keep, {
      title,
      content,
      anonymous,
      campaignId,
      images: uploadedFiles(images.images).map((image) => ({
        mediaId: image.mediaId,
        name: image.name,
        path: image.path,
      })),
    });
  }, [keep, restored, title, content, anonymous, campaignId, images.images]);

  if (!visible && !hideCampaignSelector && !isEdit) return null;

  const active = isPostButtonActive({
    content,
    campaignId,
    isEdit,
    campaignSelectorHidden: hideCampaignSelector,
  });
  const requireCampaign = !hideCampaignSelector && !isEdit;
  const blocker = active
    ? null
    : postProblems({ content, campaignId, images: [] }, { requireCampaign })[0];
  const busy = create.isPending || attach.isPending || update.isPending;

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
    setEditor((current) => ({ key: current.key + 1, html: "" }));
    setAnonymous(false);
    setCampaignId(preselectedId);
    setErrors({});
    images.reset();
    if (keep) clearPostDraft(keep);
  };

  const publish = async () => {
    if (busy || !throttle()) return;
    const problems = postProblems(
      { content, campaignId, images: images.images },
      { requireCampaign },
    );
    if (problems.length > 0) {
      setErrors({ form: problems[0] ?? "post.no_content" });
      return;
    }
    setErrors({});
    const payload = toPostPayload({
      title,
      content,
      isAnonymous: anonymous,
      images: images.images,
    });
    try {
      if (post) {
        const saved = await update.mutateAsync({ post: post.id, payload });
        onSaved?.(saved);
        return;
      }
      const created = await create.submitAsync(payload);
      if (!created) return;
      const attached =
        attachTo !== null ? await attach.submitAsync({ postId: created.id }) : created;
      if (!attached) return;
      reset();
      setPublished(true);
      toast({ title: t("forms.post.published"), variant: "success" });
      collapse();
      onPublished?.(attached);
    } catch (error) {
      const fields = isApiFieldErrors(error) ? error.fields : {};
      setErrors({
        title: fields.title,
        content: fields.content,
        form:
          fields.title || fields.content
            ? undefined
            : isEdit
              ? "forms.post.save_failed"
              : "forms.post.failed",
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

  const editingFile = editing ? images.fileOf(editing) : null;

  return (
    <div
      ref={root}
      data-slot="post-creator"
      data-state={expanded ? "expanded" : "collapsed"}
      data-mode={isEdit ? "edit" : "create"}
      className={WIDGET_ROOT}
    >
      {expanded ? (
        renderForm()
      ) : (
        <div className="cw:flex cw:flex-col cw:gap-3">
          <Button
            variant="secondary"
            aria-expanded={false}
            aria-controls={ids.region}
            icon={<PenLine aria-hidden className="cw:size-4" />}
            onPress={open}
            className="cw:self-start"
          >
            {t("forms.post.open")}
          </Button>
          {published && !hasRegion && (
            <Alert variant="success" isLive title={t("forms.post.published")} />
          )}
        </div>
      )}
      <ImageEditDialog
        file={editingFile}
        onCancel={() => setEditing(null)}
        onSave={(file) => {
          if (editing) images.replace(editing, file);
          setEditing(null);
        }}
      />
    </div>
  );

  function renderForm() {
    return (
      <section
        id={ids.region}
        aria-labelledby={ids.heading}
        aria-busy={busy || undefined}
        className="cw:flex cw:w-full cw:max-w-xl cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-4"
      >
        <div className="cw:flex cw:items-center cw:justify-between cw:gap-2">
          <h2 id={ids.heading} className="cw:font-semibold cw:text-base cw:text-fg">
            {t(isEdit ? "forms.post.edit_heading" : "forms.post.heading")}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={onClose ? undefined : true}
            onPress={onClose ?? collapse}
            isDisabled={busy}
          >
            {t(isEdit ? "forms.post.cancel_edit" : "forms.post.close")}
          </Button>
        </div>
        {errors.form && (
          <Alert
            variant="danger"
            isLive
            title={t(errors.form, { name: errors.file ?? "" })}
            description={t("forms.post.kept")}
            action={
              <Button size="sm" variant="secondary" onPress={publish} isDisabled={busy}>
                {t("forms.post.retry")}
              </Button>
            }
          />
        )}
        <TextField
          label={t("forms.post.title.label")}
          showOptional
          value={title}
          maxLength={POST_TITLE_MAX}
          onChange={(value) => setTitle(value.replace(/[\r\n]+/g, " "))}
          onKeyDown={(event) => isTitleKeyBlocked(event.key) && event.preventDefault()}
          onPaste={pasteTitle}
          isInvalid={Boolean(errors.title)}
          errorMessage={errors.title ? t(errors.title) : undefined}
          isDisabled={busy}
        />
        <RichTextEditor
          key={editor.key}
          label={t("forms.post.content.label")}
          isRequired
          defaultValue={editor.html}
          allowedTags={POST_EDITOR_TAGS}
          onChange={(html) => setContent(cleanRichHtml(html))}
          errorMessage={errors.content ? t(errors.content) : undefined}
          isDisabled={busy}
        />
        <PostImages
          images={images.images}
          previewOf={images.previewOf}
          onAdd={images.add}
          onRemove={images.remove}
          onEdit={setEditing}
          canEdit={(image) => images.fileOf(image.key) !== null}
          isDisabled={busy}
        />
        {requireCampaign && (
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
        <div className="cw:flex cw:flex-col cw:items-end cw:gap-1">
          <Button
            isDisabled={!active || busy}
            onPress={publish}
            aria-describedby={blocker ? ids.hint : undefined}
          >
            {t(isEdit ? "forms.post.save" : "forms.post.publish")}
          </Button>
          {blocker && (
            <p id={ids.hint} className="cw:text-fg-muted cw:text-sm">
              {t(blocker)}
            </p>
          )}
        </div>
      </section>
    );
  }
}
