import path from 'node:path';
import { z } from 'zod';
import { FREE_MOTE_PERIOD_DAYS, FREE_MOTES_PER_PERIOD, MonitoringDsnSchema } from '@motes/shared';
import {
  engineConfigOf,
  engineConfigProblems,
  EngineEnvSchema,
  type EngineConfig,
} from './engines/engineConfig.js';
import { DEFAULT_WEB_DIST_DIR } from './paths.js';

/** The issuer of the "Google" preset. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads, validated in this one place. */
const EnvSchema = EngineEnvSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Schema to use on a PostgreSQL server (tests use a fresh one per run). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .default('public'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(true),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Whose X-Forwarded-For to believe: 'loopback' (a proxy on this machine), 'true' (any — only
   * behind a load balancer that strips the header), 'false', or addresses/CIDRs, comma-separated.
   * Rate limits key on the client address, so trusting everyone would let clients spoof it.
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  JOBS_ENABLED: booleanString.default(true),
  /**
   * Mail (sign-in links, invitations) goes through this SMTP server when set, e.g.
   * smtps://user:password@smtp.example:465; else it stays in the outbox (/dev/outbox).
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Motes <no-reply@motes.invalid>'),
  /**
   * The site's origin as browsers reach it: every link the server gives out (share pages,
   * og:url, canonical, embed, oEmbed, sign-in mail, redirect URIs) is built on it, never on the
   * request's Host. Required in production; elsewhere http://localhost:PORT.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** OpenID Connect sign-in; Google is the preset. Off until OIDC_CLIENT_ID is set. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default(GOOGLE_ISSUER),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_DISPLAY_NAME: z.string().min(1).max(40).default('Google'),
  GOOGLE_ONE_TAP_ENABLED: booleanString.default(false),
  /**
   * §6 staff list (god mode, the Admin entry): comma-separated email addresses. Configuration,
   * not code, so staff change without a release.
   */
  STAFF_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.length > 0),
    )
    .pipe(z.array(z.email({ error: 'every entry must be an email address' }))),
  /**
   * §6: events the client marks `restricted` are kept only for signed-in users whose user id
   * starts with one of these characters (e.g. "0123" keeps about a quarter of UUID users).
   * Empty (the default) keeps none.
   */
  ANALYTICS_USER_ID_PREFIX_ALLOWLIST: z
    .string()
    .regex(/^[A-Za-z0-9]*$/, 'letters and digits only, e.g. 0123abc')
    .default(''),
  /**
   * Optional error monitoring of the website: a Sentry-compatible DSN handed to browsers by
   * `GET z/client-config`. Unset (the default), the website loads no monitoring code.
   */
  /**
   * Free-mote rationing (§3, §6): how many motes a free user makes per rolling period, and the
   * period's length in days. The defaults (20 per 30 days) are what the pricing page quotes.
   */
  FREE_MOTES_PER_PERIOD: z.coerce.number().int().min(0).max(100_000).default(FREE_MOTES_PER_PERIOD),
  FREE_MOTE_PERIOD_DAYS: z.coerce.number().int().min(1).max(366).default(FREE_MOTE_PERIOD_DAYS),
  /**
   * Signs short-lived links (a private mote's audio): at least 32 characters of randomness, the
   * same on every instance. Unset, the server makes a secret in the database on first use.
   */
  SIGNING_SECRET: z.string().min(32).optional(),
  /**
   * §9 link domains: the origins share links are given on, e.g. https://mote.example for
   * `/m/{id}`, https://tote.example for `/t/{id}`, https://mo.te for short links. Each points
   * at this same server. Unset: links use the origin the request came in on.
   */
  MOTE_LINK_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  TOTE_LINK_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  SHORT_LINK_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  WEB_MONITORING_DSN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.optional(MonitoringDsnSchema),
  ),
});

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; schema: string };

export type BlobConfig =
  | { kind: 'filesystem'; root: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** OpenID Connect sign-in (and Google one-tap, which verifies the same issuer's ID tokens). */
export interface OidcConfig {
  /** Issuer identifier; its discovery document is at {issuer}/.well-known/openid-configuration. */
  issuer: string;
  displayName: string;
  /** Absent: the provider is off (the providers endpoint says so). */
  client: { id: string; secret: string | undefined } | undefined;
  oneTapEnabled: boolean;
}

export interface ServerConfig {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  webDistDir: string;
  logLevel: string;
  database: DatabaseConfig;
  blobs: BlobConfig;
  shutdownTimeoutMs: number;
  trustProxy: boolean | string;
  jobsEnabled: boolean;
  /** Never log smtpUrl: it may hold the SMTP password. */
  mail: { smtpUrl: string | undefined; from: string };
  /** The site's origin, no trailing slash (e.g. https://motes.example). */
  publicUrl: string;
  /**
   * Outside production, links may also be built on the loopback origin a request came in on
   * (127.0.0.1:PORT as well as localhost:PORT), so a developer's links work on either. Never in
   * production: there every link uses `publicUrl` and the §9 link domains.
   */
  loopbackLinks: boolean;
  oidc: OidcConfig;
  /** §6: lower-cased emails of staff accounts (god mode). */
  staffEmails: ReadonlySet<string>;
  /** §6: first user-id characters whose `restricted` analytics events are kept. */
  analyticsUserIdPrefixAllowlist: string;
  /** The website's error-monitoring DSN (public by design), or undefined: monitoring off. */
  webMonitoringDsn: string | undefined;
  /** The language engines' providers and data (DESIGN.md "Language engines"). */
  engines: EngineConfig;
  /** Free-mote rationing: motes per rolling period, and its length in days. */
  freeMotes: { perPeriod: number; periodDays: number };
  /** SIGNING_SECRET, or undefined: the database's secret. Never log it. */
  signingSecret: string | undefined;
  /** §9 link domains (origins, no trailing slash); undefined: `publicUrl`. */
  linkOrigins: LinkOrigins;
}

export interface LinkOrigins {
  mote: string | undefined;
  tote: string | undefined;
  short: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment. Throws a ConfigError listing every bad variable, so
 * an operator sees all problems at once instead of fixing them one start at a time.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems = [...productionProblems(e), ...engineConfigProblems(e)];
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    environment: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    blobs: blobConfig(e, dataDir),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    jobsEnabled: e.JOBS_ENABLED,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicUrl: publicUrlOf(e),
    loopbackLinks: e.NODE_ENV !== 'production',
    oidc: oidcConfig(e),
    staffEmails: new Set(e.STAFF_EMAILS),
    analyticsUserIdPrefixAllowlist: e.ANALYTICS_USER_ID_PREFIX_ALLOWLIST,
    webMonitoringDsn: e.WEB_MONITORING_DSN,
    engines: engineConfigOf(e),
    freeMotes: { perPeriod: e.FREE_MOTES_PER_PERIOD, periodDays: e.FREE_MOTE_PERIOD_DAYS },
    signingSecret: e.SIGNING_SECRET,
    linkOrigins: {
      mote: originOnly('MOTE_LINK_ORIGIN', e.MOTE_LINK_ORIGIN),
      tote: originOnly('TOTE_LINK_ORIGIN', e.TOTE_LINK_ORIGIN),
      short: originOnly('SHORT_LINK_ORIGIN', e.SHORT_LINK_ORIGIN),
    },
  };
}

function originOnly(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(
      `Invalid configuration:\n  ${name}: must be an origin only, e.g. https://link.example`,
    );
  }
  return url.origin;
}

/**
 * What production cannot run without. PUBLIC_URL: links are built on it and never on a
 * request's Host (which anyone can set, and a cache would keep), and the development default
 * (http://localhost:PORT) is wrong for every visitor but the server's own machine.
 */
function productionProblems(e: z.infer<typeof EnvSchema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  return e.PUBLIC_URL
    ? []
    : [
        'PUBLIC_URL: required in production — the origin visitors reach the site on, e.g. https://motes.example (links, share pages and sign-in mail are built on it)',
      ];
}

function publicUrlOf(e: z.infer<typeof EnvSchema>): string {
  if (!e.PUBLIC_URL) return `http://localhost:${e.PORT}`;
  const url = new URL(e.PUBLIC_URL);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: must be an origin only, e.g. https://motes.example`,
    );
  }
  return url.origin;
}

function oidcConfig(e: z.infer<typeof EnvSchema>): OidcConfig {
  const problems: string[] = [];
  const issuer = new URL(e.OIDC_ISSUER);
  // Keys and endpoints come from the issuer's discovery document: over plain HTTP anyone on
  // the path could swap in their own signing keys. Only a provider on this machine may use it.
  if (issuer.protocol !== 'https:' && !isLoopbackHost(issuer.hostname)) {
    problems.push('OIDC_ISSUER: must use https (http only for a provider on this machine)');
  }
  if (e.OIDC_CLIENT_SECRET && !e.OIDC_CLIENT_ID) {
    problems.push('OIDC_CLIENT_SECRET: set OIDC_CLIENT_ID too');
  }
  if (e.GOOGLE_ONE_TAP_ENABLED && !e.OIDC_CLIENT_ID) {
    problems.push('GOOGLE_ONE_TAP_ENABLED: one-tap needs OIDC_CLIENT_ID');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    // As configured: OIDC compares issuer identifiers exactly, trailing slash included.
    issuer: e.OIDC_ISSUER,
    displayName: e.OIDC_DISPLAY_NAME,
    client: e.OIDC_CLIENT_ID ? { id: e.OIDC_CLIENT_ID, secret: e.OIDC_CLIENT_SECRET } : undefined,
    oneTapEnabled: e.GOOGLE_ONE_TAP_ENABLED,
  };
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function blobConfig(e: z.infer<typeof EnvSchema>, dataDir: string): BlobConfig {
  const s3Keys = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.every((value) => value === undefined) && !e.S3_ENDPOINT) {
    return { kind: 'filesystem', root: path.join(dataDir, 'blobs') };
  }
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_ENDPOINT for non-AWS stores).',
    );
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
