import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  MOTE_AUDIO_LINK_EXPIRY_STEP_MS,
  MOTE_AUDIO_LINK_PARAMS,
  MOTE_AUDIO_LINK_TTL_MS,
  moteAudioPath,
} from '@motes/shared';
import type { Db } from '../../db/database.js';
import { signingSecrets } from '../../db/schema/index.js';

/** The `signing_secrets` row of these links (also the label a configured secret is derived with). */
export const MOTE_AUDIO_LINKS_PURPOSE = 'mote-audio-links';

/** The query of a `GET m/motes/{id}/audio` request, as Fastify parsed it. */
export type AudioLinkQuery = Partial<Record<string, string | string[]>>;

/**
 * Signed links to a mote's audio (issue 6 items 6 and 10). API calls authenticate with a
 * header, which an `<audio src>` or a download link cannot send; so the view of a mote carries
 * a path signed with HMAC-SHA256 over the mote id, an expiry and the download flag, which
 * `GET m/motes/{id}/audio` accepts instead of the header. Changing any of the three, or using
 * the link after it expired, breaks it (answered like a missing mote: 404).
 */
export class MoteAudioLinks {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** The audio path of mote `id`, signed, valid for at least {@link MOTE_AUDIO_LINK_TTL_MS}. */
  signedPath(id: string, download: boolean): string {
    // Rounded up, so views fetched minutes apart share one URL (and the browser's cache).
    const expiresMs =
      Math.ceil((this.now() + MOTE_AUDIO_LINK_TTL_MS) / MOTE_AUDIO_LINK_EXPIRY_STEP_MS) *
      MOTE_AUDIO_LINK_EXPIRY_STEP_MS;
    const expires = String(Math.floor(expiresMs / 1000));
    const flag = download ? '1' : '0';
    const query = new URLSearchParams({
      [MOTE_AUDIO_LINK_PARAMS.expires]: expires,
      [MOTE_AUDIO_LINK_PARAMS.download]: flag,
      [MOTE_AUDIO_LINK_PARAMS.signature]: this.sign(id, expires, flag),
    });
    return `${moteAudioPath(id)}?${query.toString()}`;
  }

  /**
   * Whether `query` signs mote `id`: undefined when it carries no signature (the caller's header
   * decides), 'invalid' when the signature does not match or has expired, else the signed flag.
   */
  verify(id: string, query: AudioLinkQuery): { download: boolean } | 'invalid' | undefined {
    const signature = query[MOTE_AUDIO_LINK_PARAMS.signature];
    if (signature === undefined) return undefined;
    const expires = query[MOTE_AUDIO_LINK_PARAMS.expires];
    const flag = query[MOTE_AUDIO_LINK_PARAMS.download];
    if (
      typeof signature !== 'string' ||
      typeof expires !== 'string' ||
      !/^\d{1,12}$/.test(expires) ||
      (flag !== '0' && flag !== '1')
    ) {
      return 'invalid';
    }
    if (Number(expires) * 1000 <= this.now()) return 'invalid';
    const expected = Buffer.from(this.sign(id, expires, flag));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return { download: flag === '1' };
  }

  private sign(id: string, expires: string, flag: string): string {
    // `expires` (digits) and the flag hold no '.', so the message splits one way from the right.
    return createHmac('sha256', this.key).update(`${id}.${expires}.${flag}`).digest('base64url');
  }
}

/**
 * The audio paths of a mote's view. `audioPath`: plain for a mote shared by link (cacheable, and
 * it works for anyone), signed for a private one (only its owner gets the view at all).
 * `downloadPath`: the owner always may download (signed, so the link needs no header); anyone
 * else only a link-shared mote whose owner allows it. `links` may be left out only for a view
 * that needs no signature (a stranger's view of a link-shared mote); else this throws.
 */
export function moteAudioPaths(
  mote: { id: string; visibility: 'link' | 'private'; allowDownload: boolean },
  isOwner: boolean,
  links: MoteAudioLinks | undefined,
): { audioPath: string; downloadPath: string | null } {
  const signed = (download: boolean) => {
    if (!links) throw new Error('this view of a mote needs signed audio links');
    return links.signedPath(mote.id, download);
  };
  const plainDownload =
    mote.visibility === 'link' && mote.allowDownload
      ? `${moteAudioPath(mote.id)}?${MOTE_AUDIO_LINK_PARAMS.download}=1`
      : null;
  return {
    audioPath: mote.visibility === 'link' ? moteAudioPath(mote.id) : signed(false),
    downloadPath: isOwner ? signed(true) : plainDownload,
  };
}

/**
 * The key of {@link MoteAudioLinks}: derived from `configuredSecret` (SIGNING_SECRET) when set,
 * else the database's secret for {@link MOTE_AUDIO_LINKS_PURPOSE}, made on first use. Every
 * instance reads the same row, so a link one signs, another accepts.
 */
export function loadMoteAudioLinksKey(
  db: Db,
  configuredSecret: string | undefined,
): Promise<Buffer> {
  return loadSigningKey(db, configuredSecret, MOTE_AUDIO_LINKS_PURPOSE);
}

/**
 * An HMAC key for one `purpose`: derived from `configuredSecret` (SIGNING_SECRET) when set, else
 * the `signing_secrets` row of that purpose, made on first use and shared by every instance.
 */
export async function loadSigningKey(
  db: Db,
  configuredSecret: string | undefined,
  purpose: string,
): Promise<Buffer> {
  if (configuredSecret) {
    return createHmac('sha256', configuredSecret).update(purpose).digest();
  }
  // Two instances starting at once both insert; the first wins and both read its secret.
  await db
    .insert(signingSecrets)
    .values({ purpose, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: signingSecrets.secret })
    .from(signingSecrets)
    .where(eq(signingSecrets.purpose, purpose));
  if (!row) throw new Error('signing secret missing after insert');
  return Buffer.from(row.secret, 'base64url');
}

/**
 * {@link MoteAudioLinks} for a server: the key is read once, on first need, and kept. A failed
 * read (the database away for a moment) is tried again on the next request.
 */
export function moteAudioLinksOf(
  db: Db,
  configuredSecret: string | undefined,
  now?: () => number,
): () => Promise<MoteAudioLinks> {
  let loading: Promise<MoteAudioLinks> | undefined;
  return () => {
    loading ??= loadMoteAudioLinksKey(db, configuredSecret).then(
      (key) => new MoteAudioLinks(key, now),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
