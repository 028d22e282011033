// The §9 avatar numbers live in @motes/shared; Avatar sets `--motes-avatar-size` from them.
export {
  AVATAR_SIZES,
  AVATAR_SIZES_PX,
  GENERIC_AVATAR_LABEL,
  avatarImageUrl,
  type AvatarSize,
} from '@motes/shared';
