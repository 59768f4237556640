"use client";
import { useTranslator } from "@causeway/i18n/react";
import {
  CAMPAIGN_IMAGES_MAX,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  parseVideoUrl,
} from "@causeway/rules";
import {
  Button,
  FileDropZone,
  TextField,
  VideoEmbed,
  VisuallyHidden,
  WIDGET_ROOT,
} from "@causeway/ui";
import { ImagePlus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type UploadFn, useApiUpload } from "../Uploader";
import { CoverImageDialog } from "./CoverImageDialog";
import { type CampaignFieldsProps, campaignFieldId } from "./fields";
import { useMessage } from "./useMessage";

export interface MediaFieldsProps extends CampaignFieldsProps {
  /** Replaces the API upload of gallery images (stories). */
  upload?: UploadFn;
  /** Tells the host while gallery images are on their way (it waits before going on). */
  onBusyChange?: (busy: boolean) => void;
}

interface Pending {
  key: string;
  name: string;
  error: string | null;
}

/** The cover (cropped to 16:9), more photos for the gallery, and a YouTube or Twitch video. */
export function MediaFields({
  draft,
  errors,
  onChange,
  idPrefix = "campaign",
  isDisabled,
  upload: customUpload,
  onBusyChange,
}: MediaFieldsProps) {
  const { t, locale } = useTranslator();
  const say = useMessage();
  const apiUpload = useApiUpload();
  const upload = customUpload ?? apiUpload;
  const [coverOpen, setCoverOpen] = useState(false);
  const [pending, setPending] = useState<readonly Pending[]>([]);
  const [announcement, setAnnouncement] = useState("");
  // The photos of the last choice added so far: the note names them all, not only the latest.
  const added = useRef<string[]>([]);
  // Uploads finish one by one: each adds to the gallery as it stands then.
  const gallery = useRef(draft.gallery);
  gallery.current = draft.gallery;
  const room = CAMPAIGN_IMAGES_MAX - 1 - draft.gallery.length;
  // The host hears when uploads start and end, after React has drawn the change (telling it from
  // inside a state update would update the host while this component renders).
  const busy = pending.some((p) => p.error === null);
  const reportBusy = useRef(onBusyChange);
  reportBusy.current = onBusyChange;
  const reportedBusy = useRef(false);
  useEffect(() => {
    if (reportedBusy.current === busy) return;
    reportedBusy.current = busy;
    reportBusy.current?.(busy);
  }, [busy]);
  const video = draft.video.trim();
  const videoSource = video ? parseVideoUrl(video) : null;

  const addImages = (files: File[]) => {
    const chosen = files.slice(0, Math.max(0, room - pending.length));
    if (chosen.length === 0) return;
    added.current = [];
    const started = chosen.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      error: null,
    }));
    setPending((all) => [...all, ...started]);
    chosen.forEach((file, i) => {
      const key = started[i]?.key ?? "";
      upload(file, () => {}).then(
        (result) => {
          setPending((all) => all.filter((p) => p.key !== key));
          if (result.path) {
            gallery.current = [...gallery.current, { id: result.id, path: result.path }];
            onChange({ gallery: gallery.current });
            added.current = [...added.current, file.name];
            const [only, ...more] = added.current;
            setAnnouncement(
              more.length === 0
                ? t("forms.campaign_form.gallery.added", { name: only })
                : t("forms.campaign_form.gallery.added_many", {
                    count: added.current.length,
                    names: new Intl.ListFormat(locale).format(added.current),
                  }),
            );
          }
        },
        () =>
          setPending((all) =>
            all.map((p) => (p.key === key ? { ...p, error: t("forms.uploader.failed") } : p)),
          ),
      );
    });
  };
  return (
    <div data-slot="campaign-media" className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-8`}>
      <section aria-labelledby={`${idPrefix}-cover-title`} className="cw:flex cw:flex-col cw:gap-3">
        <h3 id={`${idPrefix}-cover-title`} className="cw:text-base cw:font-semibold">
          {t("forms.campaign_form.cover.label")}
        </h3>
        <p className="cw:text-sm cw:text-fg-muted">{t("forms.campaign_form.cover.hint")}</p>
        {draft.cover ? (
          <div className="cw:flex cw:flex-col cw:gap-2">
            <img
              src={draft.cover.path}
              alt={t("forms.campaign_form.cover.current")}
              className="cw:aspect-video cw:w-full cw:max-w-md cw:rounded-md cw:border cw:border-border cw:object-cover"
            />
            <div className="cw:flex cw:flex-wrap cw:gap-2">
              <Button
                variant="secondary"
                size="sm"
                isDisabled={isDisabled}
                onPress={() => setCoverOpen(true)}
              >
                {t("forms.campaign_form.cover.change")}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 aria-hidden size={16} />}
                isDisabled={isDisabled}
                onPress={() => onChange({ cover: null })}
              >
                {t("forms.campaign_form.cover.remove")}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            id={campaignFieldId(idPrefix, "cover")}
            variant="secondary"
            icon={<ImagePlus aria-hidden size={16} />}
            isDisabled={isDisabled}
            onPress={() => setCoverOpen(true)}
            className="cw:self-start"
          >
            {t("forms.campaign_form.cover.add")}
          </Button>
        )}
        {errors.cover ? (
          <p className="cw:text-xs cw:font-medium cw:text-danger">{say(errors.cover)}</p>
        ) : null}
        <CoverImageDialog
          open={coverOpen}
          onOpenChange={setCoverOpen}
          onSaved={(cover) => onChange({ cover })}
        />
      </section>

      <section
        aria-labelledby={`${idPrefix}-gallery-title`}
        className="cw:flex cw:flex-col cw:gap-3"
      >
        <h3 id={`${idPrefix}-gallery-title`} className="cw:text-base cw:font-semibold">
          {t("forms.campaign_form.gallery.label")}
        </h3>
        {draft.gallery.length > 0 || pending.length > 0 ? (
          <ul
            aria-label={t("forms.campaign_form.gallery.list")}
            className="cw:grid cw:grid-cols-2 cw:gap-3 cw:sm:grid-cols-4"
          >
            {draft.gallery.map((image, index) => (
              <li key={image.id} className="cw:flex cw:flex-col cw:gap-1">
                <img
                  src={image.path}
                  alt={t("forms.campaign_form.gallery.photo", { number: index + 1 })}
                  className="cw:aspect-square cw:w-full cw:rounded-md cw:border cw:border-border cw:object-cover"
                />
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={isDisabled}
                  aria-label={t("forms.campaign_form.gallery.remove", { number: index + 1 })}
                  icon={<Trash2 aria-hidden size={16} />}
                  onPress={() => {
                    onChange({ gallery: draft.gallery.filter((g) => g.id !== image.id) });
                    setAnnouncement(
                      t("forms.campaign_form.gallery.removed", { number: index + 1 }),
                    );
                  }}
                >
                  {t("forms.campaign_form.gallery.remove_short")}
                </Button>
              </li>
            ))}
            {pending.map((item) => (
              <li
                key={item.key}
                className="cw:flex cw:aspect-square cw:flex-col cw:items-center cw:justify-center cw:gap-1 cw:rounded-md cw:border cw:border-dashed cw:border-border cw:p-2 cw:text-center cw:text-xs"
              >
                <span className="cw:break-all">{item.name}</span>
                {item.error ? (
                  <>
                    <span className="cw:font-medium cw:text-danger">{item.error}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      onPress={() => setPending((all) => all.filter((p) => p.key !== item.key))}
                    >
                      {t("forms.uploader.remove", { name: item.name })}
                    </Button>
                  </>
                ) : (
                  <span className="cw:text-fg-muted">
                    {t("forms.campaign_form.gallery.uploading")}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {room - pending.length > 0 ? (
          <FileDropZone
            accept={[...PROFILE_IMAGE_TYPES]}
            maxSize={PROFILE_IMAGE_MAX_BYTES}
            multiple
            isDisabled={isDisabled}
            label={t("forms.campaign_form.gallery.add")}
            onFiles={addImages}
          />
        ) : (
          <p className="cw:text-sm cw:text-fg-muted">
            {t("forms.campaign_form.gallery.full", { count: CAMPAIGN_IMAGES_MAX })}
          </p>
        )}
        {errors.gallery ? (
          <p className="cw:text-xs cw:font-medium cw:text-danger">{say(errors.gallery)}</p>
        ) : null}
      </section>

      <section aria-labelledby={`${idPrefix}-video-title`} className="cw:flex cw:flex-col cw:gap-3">
        <h3 id={`${idPrefix}-video-title`} className="cw:text-base cw:font-semibold">
          {t("forms.campaign_form.video.title")}
        </h3>
        <TextField
          id={campaignFieldId(idPrefix, "video")}
          label={t("forms.campaign_form.video.label")}
          description={t("forms.campaign_form.video.hint")}
          type="url"
          value={draft.video}
          showOptional
          isDisabled={isDisabled}
          errorMessage={say(errors.video)}
          isInvalid={errors.video !== undefined}
          onChange={(value) => onChange({ video: value })}
        />
        {videoSource ? (
          <div className="cw:max-w-md">
            <VideoEmbed source={videoSource} title={t("forms.campaign_form.video.preview")} />
          </div>
        ) : null}
      </section>
      <VisuallyHidden>
        <span aria-live="polite">{announcement}</span>
      </VisuallyHidden>
    </div>
  );
}
