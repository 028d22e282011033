import * as client from 'openid-client';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { GOOGLE_ISSUER } from '../../config.js';

/** What we take from a provider's ID token (and its userinfo, when the token lacks the email). */
export interface OidcIdentityClaims {
  /**
   * The issuer as its discovery document names it (the `iss` of its tokens): the provider
   * key of linked identities, so a trailing slash in the configuration changes nothing.
   */
  issuer: string;
  subject: string;
  email: string | undefined;
  /** True only when the provider vouches for the address (the `email_verified` claim). */
  emailVerified: boolean;
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  picture: string | undefined;
}

/** The secrets of one sign-in attempt, kept server-side between the redirect and the callback. */
export interface AttemptSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider could not be reached (down, timing out, or answering with server errors). */
export class OidcUnavailableError extends Error {
  override name = 'OidcUnavailableError';
}

/** The provider answered, but with something we refuse (a bad code, token or signature). */
export class OidcRejectedError extends Error {
  override name = 'OidcRejectedError';
}

export interface RelyingPartySettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
}

/** The discovery document rarely changes; re-read it hourly so key and endpoint moves arrive. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Every request to the provider; the web app's sign-in must not hang on a slow provider. */
const PROVIDER_TIMEOUT_SECONDS = 5;
/** ID tokens are signed with the provider's private key: never accept MACs or `none`. */
const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
const SCOPE = 'openid email profile';

/**
 * The OpenID Connect relying party: authorization-code flow with PKCE, state and nonce, and
 * verification of one-tap ID tokens. Endpoints and keys come from the issuer's discovery
 * document, fetched on first use and cached; a failed fetch is not cached, so a provider that
 * was down is tried again on the next sign-in.
 */
export class OidcRelyingParty {
  private discovered: { at: number; configuration: Promise<client.Configuration> } | undefined;
  private oneTapKeys: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

  constructor(private readonly settings: RelyingPartySettings) {}

  /** Fresh secrets for one attempt: state (CSRF), nonce (ID-token replay), PKCE verifier. */
  static newAttemptSecrets(): AttemptSecrets {
    return {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
  }

  /** The provider's authorization URL for an attempt. */
  async authorizationUrl(secrets: AttemptSecrets): Promise<URL> {
    const configuration = await this.configuration();
    const parameters: Record<string, string> = {
      redirect_uri: this.settings.redirectUri,
      scope: SCOPE,
      response_type: 'code',
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    };
    // Shared school computers: let the student pick their own Google account rather than
    // silently continuing as whoever used the browser before. (Not every provider knows it.)
    if (isGoogle(configuration.serverMetadata().issuer)) parameters.prompt = 'select_account';
    return client.buildAuthorizationUrl(configuration, parameters);
  }

  /**
   * Exchanges the callback's code (with the attempt's PKCE verifier) and verifies the ID token:
   * signature against the issuer's keys, iss, aud, exp, iat and the attempt's nonce. `state`
   * must already be checked against the browser by the caller; it is checked again here.
   */
  async redeemCallback(
    callbackQuery: string,
    secrets: AttemptSecrets,
  ): Promise<OidcIdentityClaims> {
    const configuration = await this.configuration();
    // The URL the provider redirected to, rebuilt from configuration rather than from the
    // request's Host header, which the caller controls.
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = callbackQuery;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new OidcRejectedError('the provider sent no ID token');
      let profile: Record<string, unknown> = { ...idToken };
      // Conforming providers may put the email in userinfo only (Google puts it in the token).
      if (typeof idToken.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
        const userInfo = await client.fetchUserInfo(
          configuration,
          tokens.access_token,
          idToken.sub,
        );
        profile = {
          ...userInfo,
          ...profile,
          email: userInfo.email,
          email_verified: userInfo.email_verified,
        };
      }
      return identityClaims(configuration, profile, idToken.sub);
    } catch (error) {
      throw classifyProviderError(error);
    }
  }

  /**
   * Verifies a Google one-tap credential: an ID token signed by the configured issuer's keys,
   * for our client id, not expired. One-tap tokens carry no nonce of ours; replay is stopped
   * by the caller, which accepts each token once.
   */
  async verifyIdToken(
    credential: string,
  ): Promise<{ claims: OidcIdentityClaims; expiresAt: Date }> {
    const configuration = await this.configuration();
    const metadata = configuration.serverMetadata();
    if (!metadata.jwks_uri) throw new OidcUnavailableError('the provider publishes no jwks_uri');
    if (this.oneTapKeys?.uri !== metadata.jwks_uri) {
      this.oneTapKeys = {
        uri: metadata.jwks_uri,
        keys: createRemoteJWKSet(new URL(metadata.jwks_uri), {
          timeoutDuration: PROVIDER_TIMEOUT_SECONDS * 1000,
        }),
      };
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, this.oneTapKeys.keys, {
        issuer: acceptedIssuers(metadata.issuer),
        audience: this.settings.clientId,
        algorithms: ASYMMETRIC_ALGORITHMS,
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      throw classifyKeyError(error);
    }
    // With several audiences, OIDC Core 3.1.3.7 says the authorized party must be us.
    if (
      Array.isArray(payload.aud) &&
      payload.aud.length > 1 &&
      payload.azp !== this.settings.clientId
    ) {
      throw new OidcRejectedError('the ID token was issued to another party');
    }
    return {
      claims: identityClaims(configuration, payload, String(payload.sub)),
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  }

  /** The discovery-based client configuration, cached for {@link DISCOVERY_TTL_MS}. */
  private configuration(): Promise<client.Configuration> {
    const now = Date.now();
    if (this.discovered && now - this.discovered.at < DISCOVERY_TTL_MS) {
      return this.discovered.configuration;
    }
    const { issuer, clientId, clientSecret } = this.settings;
    const execute = [client.enableNonRepudiationChecks];
    // config.ts allows http only for a provider on this machine (tests, local development).
    if (new URL(issuer).protocol === 'http:') execute.push(client.allowInsecureRequests);
    const configuration = client
      .discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
        { execute, timeout: PROVIDER_TIMEOUT_SECONDS },
      )
      .catch((error: unknown) => {
        if (this.discovered?.configuration === configuration) this.discovered = undefined;
        throw new OidcUnavailableError(`OIDC discovery for ${issuer} failed`, { cause: error });
      });
    this.discovered = { at: now, configuration };
    return configuration;
  }
}

function identityClaims(
  configuration: client.Configuration,
  profile: Record<string, unknown>,
  subject: string,
): OidcIdentityClaims {
  const text = (key: string) => {
    const value = profile[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  // Some providers send the boolean as a string.
  const verified = profile.email_verified === true || profile.email_verified === 'true';
  return {
    issuer: configuration.serverMetadata().issuer,
    subject,
    email: text('email'),
    emailVerified: verified,
    name: text('name'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    picture: text('picture'),
  };
}

function isGoogle(issuer: string): boolean {
  return new URL(issuer).href === new URL(GOOGLE_ISSUER).href;
}

/** Google signs one-tap tokens with `iss` either as its issuer URL or as the bare host. */
function acceptedIssuers(issuer: string): string[] {
  return isGoogle(issuer) ? [issuer, 'accounts.google.com'] : [issuer];
}

function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}

function classifyProviderError(error: unknown): Error {
  if (error instanceof OidcUnavailableError || error instanceof OidcRejectedError) return error;
  if (isNetworkFailure(error))
    return new OidcUnavailableError('the provider did not answer', { cause: error });
  if (error instanceof client.ResponseBodyError && error.status >= 500) {
    return new OidcUnavailableError(`the provider answered ${error.status}`, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new OidcRejectedError(message, { cause: error });
}

function classifyKeyError(error: unknown): Error {
  if (
    isNetworkFailure(error) ||
    error instanceof joseErrors.JWKSTimeout ||
    error instanceof joseErrors.JWKSInvalid
  ) {
    return new OidcUnavailableError('the provider keys could not be fetched', { cause: error });
  }
  // jose's plain JOSEError here means the key set answered with a non-200 status.
  if (error instanceof joseErrors.JOSEError && error.code === 'ERR_JOSE_GENERIC') {
    return new OidcUnavailableError(error.message, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new OidcRejectedError(message, { cause: error });
}
