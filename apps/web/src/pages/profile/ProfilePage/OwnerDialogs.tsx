import type { User } from "@causeway/api-client";
import {
  AvatarDialog,
  CoverDialog,
  EditMissionModal,
  EditPersonalInfoModal,
} from "@causeway/forms";
import { nameLockProblem } from "@causeway/rules";

export type OwnerDialog = "info" | "mission" | "avatar" | "cover";

/**
 * The profile owner's dialogs (000 §2): edit personal info (name, bio), and for a business edit
 * mission; the avatar; a business's cover. Each saves through its own calls and hands the user
 * back. They stay mounted once loaded and open one at a time, so closing one returns the focus to
 * the button that opened it.
 */
export default function OwnerDialogs({
  open,
  user,
  onClose,
  onSaved,
}: {
  open: OwnerDialog | null;
  user: User;
  onClose: () => void;
  onSaved: (user: User) => void;
}) {
  const business = user.type === "business";
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  // Locked means any other name is refused; "" differs from every stored name.
  const isNameLocked =
    nameLockProblem(
      {
        registerStep: user.register_step,
        canChange: user.can_username_change,
        currentName: user.name,
      },
      "",
    ) !== null;
  return (
    <>
      <EditPersonalInfoModal
        user={user}
        isNameLocked={isNameLocked}
        isOpen={open === "info"}
        onClose={onClose}
        onSaved={onSaved}
      />
      {business ? (
        <EditMissionModal
          mission={user.business_info?.mission ?? ""}
          isOpen={open === "mission"}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
      <AvatarDialog open={open === "avatar"} onOpenChange={onOpenChange} onSaved={onSaved} />
      {business ? (
        <CoverDialog open={open === "cover"} onOpenChange={onOpenChange} onSaved={onSaved} />
      ) : null}
    </>
  );
}
