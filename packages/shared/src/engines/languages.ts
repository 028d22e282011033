// Issue 5 / §3 "Supported-language entry": `GET t/languages`, the catalogue with what this
// deployment can do for each language, so every tool can show, disable or explain itself.
import * as z from 'zod/mini';
import { SupportedLanguageSchema } from '../languages/supportedLanguage';
import { CapabilitySupportSchema, ENGINE_CAPABILITIES } from './capabilities';
import { API_ROUTES } from '../api/apiRoutes';

/** The path of {@link LanguagesResponseSchema} under the API prefix (§7 `t/`: text and translation). */
export const LANGUAGES_PATH = API_ROUTES.languages.list.path;

/** Every capability of {@link ENGINE_CAPABILITIES}, each with its support for one language. */
export const LanguageCapabilitiesSchema = z.record(
  z.enum(ENGINE_CAPABILITIES),
  CapabilitySupportSchema,
);
export type LanguageCapabilities = z.infer<typeof LanguageCapabilitiesSchema>;

export const LanguageWithCapabilitiesSchema = z.extend(SupportedLanguageSchema, {
  capabilities: LanguageCapabilitiesSchema,
});
export type LanguageWithCapabilities = z.infer<typeof LanguageWithCapabilitiesSchema>;

export const LanguagesResponseSchema = z.object({
  /** §3: the code of the first entry, en-US. */
  defaultLanguage: z.string(),
  /** The catalogue in its order, the default first. */
  languages: z.array(LanguageWithCapabilitiesSchema),
});
export type LanguagesResponse = z.infer<typeof LanguagesResponseSchema>;
