// The steps of the avatar and cover dialogs: choose a file, crop it, save it. An error keeps the
// chosen file (and the cropper keeps its position), so the user can save again.

export type ProfileImageStatus = "choosing" | "cropping" | "saving" | "failed" | "saved";

export interface ProfileImageState {
  status: ProfileImageStatus;
  /** The chosen file, kept through saving and errors. */
  file: File | null;
  /** The image the browser could not open, or the save failure (a dictionary key or a message). */
  error: string | null;
}

export type ProfileImageAction =
  | { type: "chosen"; file: File }
  | { type: "unreadable"; message: string }
  | { type: "rejected"; message: string }
  | { type: "saveStarted" }
  | { type: "saveFailed"; message: string }
  | { type: "saved" }
  | { type: "reset" };

export const INITIAL_PROFILE_IMAGE: ProfileImageState = {
  status: "choosing",
  file: null,
  error: null,
};

export function profileImageReducer(
  state: ProfileImageState,
  action: ProfileImageAction,
): ProfileImageState {
  switch (action.type) {
    case "chosen":
      // A new file may be chosen at any step but while saving.
      if (state.status === "saving") return state;
      return { status: "cropping", file: action.file, error: null };
    case "unreadable":
      return { status: "choosing", file: null, error: action.message };
    case "rejected":
      // A file that cannot be used is named; what was chosen before stays.
      if (state.status === "saving") return state;
      return { ...state, status: state.file ? "cropping" : "choosing", error: action.message };
    case "saveStarted":
      if (!state.file || (state.status !== "cropping" && state.status !== "failed")) return state;
      return { ...state, status: "saving", error: null };
    case "saveFailed":
      if (state.status !== "saving") return state;
      return { ...state, status: "failed", error: action.message };
    case "saved":
      if (state.status !== "saving") return state;
      return { ...state, status: "saved", error: null };
    case "reset":
      return INITIAL_PROFILE_IMAGE;
  }
}

/** The cropper and the buttons are locked while the image is being saved. */
export function isBusy(state: ProfileImageState): boolean {
  return state.status === "saving";
}

export const PROFILE_IMAGE_MESSAGE = {
  failed: "forms.profile_image.failed",
  unreadable: "forms.profile_image.unreadable",
} as const;

/**
 * What to say when saving failed: the server's reason for the file when a 400 names one (a
 * dictionary key or a message), else the general "could not be saved".
 */
export function saveFailureMessage(error: unknown): string {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  if (fields && typeof fields === "object") {
    const first = fields.file ?? fields.cover ?? fields.avatar ?? Object.values(fields)[0];
    if (typeof first === "string" && first !== "") return first;
  }
  return PROFILE_IMAGE_MESSAGE.failed;
}
