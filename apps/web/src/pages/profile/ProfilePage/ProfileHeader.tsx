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
    <header className="cw:flex cw:flex-col cw:gap-4">
      {business ? (
        <div className="cw:relative">
          <div
            data-slot="profile-cover"
            className="cw:aspect-[765/312] cw:max-h-72 cw:w-full cw:overflow-hidden cw:rounded-lg cw:bg-gradient-to-r cw:from-primary-soft cw:to-surface-sunken"
          >
            {cover ? <img src={cover} alt="" className="cw:size-full cw:object-cover" /> : null}
          </div>
          {isOwn ? (
            <NativeButton
              variant="secondary"
              size="sm"
              className="cw:absolute cw:end-3 cw:bottom-3 cw:shadow-sm"
              icon={<ImagePlus aria-hidden size={16} />}
              onPress={() => setOpen("cover")}
            >
              {cover ? t("web.profile.change_cover") : t("web.profile.add_cover")}
            </NativeButton>
          ) : null}
        </div>
      ) : null}
      <div className="cw:flex cw:flex-col cw:gap-4 cw:sm:flex-row cw:sm:items-end">
        <div className={business ? "cw:-mt-14 cw:sm:-mt-16 cw:ms-4" : ""}>
          <Avatar
            size="xl"
            name={name}
            src={user.avatar?.square.path}
            alt={t("web.profile.picture", { name })}
            className="cw:ring-4 cw:ring-surface"
          />
        </div>
        <div className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-1">
          <h1 className="cw:break-words cw:font-bold cw:text-3xl">{name}</h1>
          <p className="cw:flex cw:flex-wrap cw:items-center cw:gap-x-3 cw:gap-y-1 cw:text-fg-muted cw:text-sm">
            {user.only_name ? null : <span>@{user.username}</span>}
            {business ? <Badge size="sm">{t("web.search.organisation")}</Badge> : null}
            {user.location?.formatted_address ? (
              <span className="cw:inline-flex cw:items-center cw:gap-1">
                <MapPin aria-hidden size={14} />
                {user.location.formatted_address}
              </span>
            ) : null}
          </p>
        </div>
        {isOwn ? (
          <div className="cw:flex cw:flex-wrap cw:gap-2">
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
          <div className="cw:flex cw:flex-wrap cw:gap-2">
            <MessageButton user={user} />
          </div>
        )}
      </div>
      {mission || (business && isOwn) ? (
        <section aria-labelledby="profile-mission" className="cw:flex cw:flex-col cw:gap-1">
          <div className="cw:flex cw:items-center cw:gap-2">
            <h2 id="profile-mission" className="cw:font-semibold cw:text-lg">
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
          <p className="cw:whitespace-pre-line cw:break-words">
            {mission || t("web.profile.no_mission")}
          </p>
        </section>
      ) : null}
      {bio ? (
        <p data-slot="profile-bio" className="cw:max-w-3xl cw:whitespace-pre-line cw:break-words">
          {bio}
        </p>
      ) : isOwn ? (
        <p className="cw:text-fg-muted">{t("web.profile.no_bio")}</p>
      ) : null}
      {isOwn && loaded ? (
        <Suspense fallback={null}>
          <OwnerDialogs open={open} user={user} onClose={() => setOpen(null)} onSaved={onSaved} />
        </Suspense>
      ) : null}
    </header>
  );
}
