import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Identity (§3, §4, §6): users, their sign-in methods, sessions, sign-in links, mail,
// analytics events and rate-limit counters. PostgreSQL 15 features only.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person with an account. Flags and plan fields are §3 "User / session record". */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; unique among live accounts. */
    primaryEmail: text('primary_email').notNull(),
    name: text('name'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    avatarUrl: text('avatar_url'),
    isMinor: boolean('is_minor').notNull().default(false),
    isVip: boolean('is_vip').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    /** §3 productEnum, e.g. 'free' or 'unlimited' ('unlimited' without VIP or paid = trial, §4). */
    productEnum: text('product_enum').notNull().default('free'),
    productName: text('product_name'),
    freeTrialExpiresAt: timestamp('free_trial_expires_at', { withTimezone: true }),
    isInstitutional: boolean('is_institutional').notNull().default(false),
    /** §3 institutionalRole: null, 'member' or 'admin'. */
    institutionalRole: text('institutional_role'),
    institutionName: text('institution_name'),
    countryCode: text('country_code'),
    /** §3 preferences saved through i/settings (voice mappings, speed, colours, locales...). */
    settings: jsonb('settings')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** §3 goals: goal name → status (§4 goal states). */
    goals: jsonb('goals')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** This user's own referral code (§5: 1 to 9 characters). */
    referrerCode: text('referrer_code'),
    /** The referral code this account signed up with. */
    referredByCode: text('referred_by_code'),
    /**
     * §3 free motes used in the period that began at free_motes_minted_at (a calendar month,
     * UTC). A count from an earlier period reads as 0: services/freeMotes.ts resets it on the
     * next use, so no monthly sweep is needed. The motes issue calls recordFreeMoteUse().
     */
    freeMotesUsed: integer('free_motes_used').notNull().default(0),
    freeMotesMintedAt: timestamp('free_motes_minted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_primary_email_idx').on(table.primaryEmail),
    uniqueIndex('users_referrer_code_idx').on(table.referrerCode),
  ],
);

/** A way to sign in to an account: 'email' (subject = the address) or an OIDC issuer. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/**
 * A signed-in session on one device. Only a hash of the opaque access token is stored, so a
 * database leak does not leak sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's device id (§7 common headers). */
    deviceId: text('device_id').notNull(),
    clientType: text('client_type').notNull(),
    userAgent: text('user_agent'),
    /** How the session began: 'otl', 'oidc', 'one-tap'. */
    method: text('method').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_device_idx').on(table.userId, table.deviceId),
  ],
);

/** An emailed one-time sign-in link (§7 v1/i/signIn/clientOTL) and the client polling it. */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** Hash of the secret in the emailed link. */
    linkTokenHash: text('link_token_hash').notNull(),
    /** Hash of the secret the requesting client polls with. */
    pollTokenHash: text('poll_token_hash').notNull(),
    /** 'pending' → 'opened' (link clicked) → 'consumed' (client completed login). */
    status: text('status').notNull().default('pending'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    clientType: text('client_type').notNull(),
    requestIp: text('request_ip'),
    returnTo: text('return_to'),
    /** Sign-up extras carried to account creation: referral code, institution name. */
    signUp: jsonb('sign_up'),
    /** Set when the link is opened: whether opening it created the account (login isNewUser). */
    isNewUser: boolean('is_new_user').notNull().default(false),
    /** The client's key for one "send me a link": its retries get this link, not another mail. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** The device that opened the link, when it said: its retries of the open are answered again. */
    openedByDeviceId: text('opened_by_device_id'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sign_in_links_link_token_idx').on(table.linkTokenHash),
    uniqueIndex('sign_in_links_poll_token_idx').on(table.pollTokenHash),
    index('sign_in_links_email_idx').on(table.email, table.createdAt),
    uniqueIndex('sign_in_links_idempotency_idx').on(table.deviceId, table.idempotencyKey),
  ],
);

/**
 * OpenID Connect sign-in attempts between the redirect and the callback. The browser starts
 * the attempt by navigation, without the API client's headers, so the device is only known
 * when the web app exchanges the login code (loginCodes); device_id/client_type stay empty.
 */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to'),
  /** §2 `/login?invoker=extension`: the web app hands the session to the extension after. */
  invoker: text('invoker'),
  deviceId: text('device_id'),
  clientType: text('client_type'),
  signUp: jsonb('sign_up'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One-time login codes: the OIDC callback redirects the browser to the web app with one of
 * these (never with an access token), and the web app exchanges it for a session. Only the
 * hash is stored; a code lives seconds and is deleted when used.
 */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** How the user proved who they are: 'oidc'. */
  method: text('method').notNull(),
  isNewUser: boolean('is_new_user').notNull(),
  returnTo: text('return_to'),
  invoker: text('invoker'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * ID tokens already used to sign in (Google one-tap), kept until they expire, so a captured
 * credential cannot be replayed for a second session. Only a hash of the token is stored.
 */
export const usedIdTokens = pgTable('used_id_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Mail to send: the outbox shown at /dev/outbox, and the queue the SMTP job sends from. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** 'stored' (no SMTP configured), 'queued', 'sent', 'failed'. */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);

/** Events from s/identify/everything, s/track/everything and the §7 event mutations. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name'),
    userId: text('user_id'),
    anonymousId: text('anonymous_id'),
    /** Never set for minors (§6, privacy). */
    ip: text('ip'),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_user_idx').on(table.userId, table.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});
