import type { User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Avatar, Badge, NativeButton } from "@causeway/ui";
import { Camera, ImagePlus, MapPin, Pencil } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { MessageButton } from "../../messages/MessageButton";
import type { OwnerDialog } from "./OwnerDialogs";

// The edit dialogs (croppers, forms) load only when their owner opens one.
const OwnerDialogs = lazy(() => import("./OwnerDialogs"));

/**
 * The top of a profile: a business's cover, the picture, the name as the page's heading, the
 * @username (unless the member shows only their name), organisation and location, the bio; a
 * business's mission. The owner gets the buttons that edit each (000 §2 modals); anyone else a
 * Message button.
 */
export function ProfileHeader({
  user,
  isOwn,
  onSaved,
}: {
  user: User;
  isOwn: boolean;
  onSaved: (user: User) => void;
}) {
  const { t } = useTranslator();
  const [open, setOpenDialog] = useState<OwnerDialog | null>(null);
  // The dialogs' code loads at the first opening and stays (closing returns the focus).
  const [loaded, setLoaded] = useState(false);
  const setOpen = (dialog: OwnerDialog | null) => {
    if (dialog) setLoaded(true);
    setOpenDialog(dialog);
  };
  const name = user.name || user.username;
  const business = user.type === "business";
  const cover = business ? (user.business_info?.cover?.compressed.path ?? null) : null;
  const mission = business ? (user.business_info?.mission ?? "").trim() : "";
  const bio = user.bio.trim();

  return (
    <header className="flex flex-col gap-4">
      {business ? (
        <div className="relative">
          <div
            data-slot="profile-cover"
            className="aspect-[765/312] max-h-72 w-full overflow-hidden rounded-lg bg-gradient-to-r from-primary-soft to-surface-sunken"
          >
            {cover ? <img src={cover} alt="" className="size-full object-cover" /> : null}
          </div>
          {isOwn ? (
            <NativeButton
              variant="secondary"
              size="sm"
              className="absolute end-3 bottom-3 shadow-sm"
              icon={<ImagePlus aria-hidden size={16} />}
              onPress={() => setOpen("cover")}
            >
              {cover ? t("web.profile.change_cover") : t("web.profile.add_cover")}
            </NativeButton>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className={business ? "-mt-14 sm:-mt-16 ms-4" : ""}>
          <Avatar
            size="xl"
            name={name}
            src={user.avatar?.square.path}
            alt={t("web.profile.picture", { name })}
            className="ring-4 ring-surface"
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="break-words font-bold text-3xl">{name}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-fg-muted text-sm">
            {user.only_name ? null : <span>@{user.username}</span>}
            {business ? <Badge size="sm">{t("web.search.organisation")}</Badge> : null}
            {user.location?.formatted_address ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden size={14} />
                {user.location.formatted_address}
              </span>
            ) : null}
          </p>
        </div>
        {isOwn ? (
          <div className="flex flex-wrap gap-2">
            <NativeButton
              variant="secondary"
              size="sm"
              icon={<Pencil aria-hidden size={16} />}
              onPress={() => setOpen("info")}
            >
              {t("web.profile.edit")}
            </NativeButton>
            <NativeButton
              variant="secondary"
              size="sm"
              icon={<Camera aria-hidden size={16} />}
              onPress={() => setOpen("avatar")}
            >
              {t("web.profile.change_picture")}
            </NativeButton>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <MessageButton user={user} />
          </div>
        )}
      </div>
      {mission || (business && isOwn) ? (
        <section aria-labelledby="profile-mission" className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <h2 id="profile-mission" className="font-semibold text-lg">
              {t("web.profile.mission")}
            </h2>
            {isOwn ? (
              <NativeButton
                variant="ghost"
                size="sm"
                icon={<Pencil aria-hidden size={16} />}
                onPress={() => setOpen("mission")}
              >
                {t("web.profile.edit_mission")}
              </NativeButton>
            ) : null}
          </div>
          <p className="whitespace-pre-line break-words">
            {mission || t("web.profile.no_mission")}
          </p>
        </section>
      ) : null}
      {bio ? (
        <p data-slot="profile-bio" className="max-w-3xl whitespace-pre-line break-words">
          {bio}
        </p>
      ) : isOwn ? (
        <p className="text-fg-muted">{t("web.profile.no_bio")}</p>
      ) : null}
      {isOwn && loaded ? (
        <Suspense fallback={null}>
          <OwnerDialogs open={open} user={user} onClose={() => setOpen(null)} onSaved={onSaved} />
        </Suspense>
      ) : null}
    </header>
  );
}
