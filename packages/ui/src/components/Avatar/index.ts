export { Avatar, type AvatarProps } from "./Avatar";
export { AVATAR_COLORS, type AvatarColor, avatarColorFor, initialsOf } from "./avatarFallback";
