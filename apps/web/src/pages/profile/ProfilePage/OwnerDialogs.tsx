import type { User } from "@causeway/api-client";
import {
  AvatarDialog,
  CoverDialog,
  EditMissionModal,
  EditPersonalInfoModal,
  nameLockProblem,
} from "@causeway/forms";

export type OwnerDialog = "info" | "mission" | "avatar" | "cover";

/**
 * The dialog the profile's owner opened (000 §2): edit personal info (name, bio), edit mission,
 * the avatar or the business cover. Each saves through its own calls and hands the user back.
 */
export default function OwnerDialogs({
  open,
  user,
  onClose,
  onSaved,
}: {
  open: OwnerDialog;
  user: User;
  onClose: () => void;
  onSaved: (user: User) => void;
}) {
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  switch (open) {
    case "info":
      return (
        <EditPersonalInfoModal
          user={user}
          // Locked means any other name is refused; "" differs from every stored name.
          isNameLocked={
            nameLockProblem(
              {
                registerStep: user.register_step,
                canChange: user.can_username_change,
                currentName: user.name,
              },
              "",
            ) !== null
          }
          isOpen
          onClose={onClose}
          onSaved={onSaved}
        />
      );
    case "mission":
      return (
        <EditMissionModal
          mission={user.business_info?.mission ?? ""}
          isOpen
          onClose={onClose}
          onSaved={onSaved}
        />
      );
    case "avatar":
      return <AvatarDialog open onOpenChange={onOpenChange} onSaved={onSaved} />;
    case "cover":
      return <CoverDialog open onOpenChange={onOpenChange} onSaved={onSaved} />;
  }
}
