import { describe, expect, it } from 'vitest';
import {
  AVATAR_SIZES,
  AVATAR_SIZES_PX,
  GENERIC_AVATAR_LABEL,
  avatarImageUrl,
  isGoogleHostedImage,
} from './avatar';

describe('avatar constants', () => {
  it('§9 "Avatar sizes in px: 2xs 16, xs 24, sm 32, md 48, lg 64, xl 96, 2xl 128"', () => {
    expect(AVATAR_SIZES_PX).toEqual({
      '2xs': 16,
      xs: 24,
      sm: 32,
      md: 48,
      lg: 64,
      xl: 96,
      '2xl': 128,
    });
    expect(AVATAR_SIZES).toEqual(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl']);
  });

  it('§8 "The generic avatar label is \'Generic avatar\'"', () => {
    expect(GENERIC_AVATAR_LABEL).toBe('Generic avatar');
  });
});

describe('avatarImageUrl (§5 "Avatar images are requested at a size")', () => {
  describe('Google-hosted images use a size-and-crop suffix', () => {
    it('appends =s{size}-c', () => {
      expect(avatarImageUrl('https://lh3.googleusercontent.com/a/ACg8ocK123', 48)).toBe(
        'https://lh3.googleusercontent.com/a/ACg8ocK123=s48-c',
      );
    });

    it('replaces an existing suffix', () => {
      expect(avatarImageUrl('https://lh3.googleusercontent.com/a/ACg8ocK123=s96-c', 32)).toBe(
        'https://lh3.googleusercontent.com/a/ACg8ocK123=s32-c',
      );
      expect(
        avatarImageUrl('https://lh5.googleusercontent.com/a-/photo_x-Y=w40-h40-c-k-no', 64),
      ).toBe('https://lh5.googleusercontent.com/a-/photo_x-Y=s64-c');
    });

    it('recognises googleusercontent.com and its sub-domains only', () => {
      expect(isGoogleHostedImage('lh3.googleusercontent.com')).toBe(true);
      expect(isGoogleHostedImage('googleusercontent.com')).toBe(true);
      expect(isGoogleHostedImage('LH6.GoogleUserContent.com')).toBe(true);
      expect(isGoogleHostedImage('evilgoogleusercontent.com')).toBe(false);
      expect(isGoogleHostedImage('googleusercontent.com.example.org')).toBe(false);
      expect(avatarImageUrl('https://evilgoogleusercontent.com/a/x', 48)).toBe(
        'https://evilgoogleusercontent.com/a/x?size=48',
      );
    });
  });

  describe('paths starting with /images/ use an @{width}w suffix', () => {
    it('puts the width before the extension', () => {
      expect(avatarImageUrl('/images/foo.png', 48)).toBe('/images/foo@48w.png');
      expect(avatarImageUrl('/images/avatars/owl.v2.webp', 128)).toBe(
        '/images/avatars/owl.v2@128w.webp',
      );
    });

    it('replaces an earlier width and keeps a query', () => {
      expect(avatarImageUrl('/images/foo@96w.png', 32)).toBe('/images/foo@32w.png');
      expect(avatarImageUrl('/images/foo.png?v=3', 24)).toBe('/images/foo@24w.png?v=3');
    });

    it('appends the width when there is no extension', () => {
      expect(avatarImageUrl('/images/foo', 16)).toBe('/images/foo@16w');
    });
  });

  describe('other images get a size query parameter', () => {
    it('adds ?size=', () => {
      expect(avatarImageUrl('https://cdn.example.org/u/1.png', 64)).toBe(
        'https://cdn.example.org/u/1.png?size=64',
      );
    });

    it('replaces an existing size and keeps the other parameters and the hash', () => {
      expect(avatarImageUrl('https://cdn.example.org/u/1.png?size=512&v=2#x', 96)).toBe(
        'https://cdn.example.org/u/1.png?size=96&v=2#x',
      );
    });

    it('keeps relative and protocol-relative addresses so', () => {
      expect(avatarImageUrl('/avatars/1.png?v=2', 48)).toBe('/avatars/1.png?v=2&size=48');
      expect(avatarImageUrl('//cdn.example.org/1.png', 48)).toBe('//cdn.example.org/1.png?size=48');
    });
  });

  it('leaves empty, data: and blob: addresses alone and rounds the size up', () => {
    expect(avatarImageUrl('', 48)).toBe('');
    expect(avatarImageUrl('data:image/png;base64,AAAA', 48)).toBe('data:image/png;base64,AAAA');
    expect(avatarImageUrl('blob:https://x/123', 48)).toBe('blob:https://x/123');
    expect(avatarImageUrl('/images/a.png', 47.2)).toBe('/images/a@48w.png');
    expect(avatarImageUrl('/images/a.png', 0)).toBe('/images/a@1w.png');
  });
});
