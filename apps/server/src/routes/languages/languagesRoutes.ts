import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  DEFAULT_LANGUAGE,
  LanguagesResponseSchema,
  SUPPORTED_LANGUAGES,
  type LanguagesResponse,
} from '@motes/shared';
import { publicAccess } from '../../authorisation/routeAccess.js';
import { languageCapabilities, type EngineRegistry } from '../../engines/registry.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface LanguagesDeps {
  /** The engines this deployment runs (server.ts builds it from the configuration). */
  registry: EngineRegistry;
}

/**
 * `t/` namespace: `GET t/languages`, the §3 language catalogue with what this deployment can do
 * for each language (issue 5), so every tool shows, disables or explains itself. Public: the
 * website needs it before anyone signs in.
 *
 * Computed on the first request and kept: what is installed and configured does not change
 * while the server runs. The answer is checked against its shared schema then, so a catalogue
 * or engine that breaks the contract fails the first request loudly rather than the client.
 */
export function languagesRoutes(deps: LanguagesDeps): FastifyPluginAsync {
  let body: LanguagesResponse | undefined;
  const answer = () =>
    (body ??= LanguagesResponseSchema.parse({
      defaultLanguage: DEFAULT_LANGUAGE.bcp47,
      languages: SUPPORTED_LANGUAGES.map((language) => ({
        ...language,
        capabilities: languageCapabilities(deps.registry, language),
      })),
    }));
  return async (app) => {
    const open = publicAccess('§3 language list: every visitor, signed in or not');
    app.get(namespacePath(API_ROUTES.languages.list), open, async (_request, reply) => {
      // Browsers and caches may keep it for five minutes: a restart with another engine
      // reaches clients within minutes.
      reply.header('cache-control', 'public, max-age=300');
      return answer();
    });
  };
}
