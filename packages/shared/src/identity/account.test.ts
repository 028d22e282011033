import { describe, expect, it } from 'vitest';
import { AvatarUrlSchema, DeviceSignOutSchema, ProfileUpdateSchema } from './account';

describe('account page contract', () => {
  it('accepts an avatar at an https URL or under /images/ (§5 avatar kinds)', () => {
    expect(AvatarUrlSchema.safeParse('https://lh3.googleusercontent.com/a/abc').success).toBe(true);
    expect(AvatarUrlSchema.safeParse('/images/avatars/owl.png').success).toBe(true);
  });

  it('refuses other avatar addresses', () => {
    for (const bad of [
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/a.png',
      '/images/../secrets',
      '//evil.example/a.png',
    ]) {
      expect(AvatarUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('trims names, allows null to clear, and refuses unknown fields', () => {
    expect(ProfileUpdateSchema.parse({ givenName: '  Ada ', avatarUrl: null })).toEqual({
      givenName: 'Ada',
      avatarUrl: null,
    });
    expect(ProfileUpdateSchema.safeParse({ name: '' }).success).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ primaryEmail: 'x@y.z' }).success).toBe(false);
  });

  it('lets deviceSignOut omit the device id', () => {
    expect(DeviceSignOutSchema.parse({})).toEqual({});
  });
});
