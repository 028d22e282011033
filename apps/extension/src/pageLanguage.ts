// The language a page is written in, as a catalogue code (§3 "Supported-language entry"): the
// tools read, define and predict in it. From `<html lang>`; a code the catalogue lacks maps to
// its nearest entry (`fr-BE` → fr-FR), and a page without one is read as en-US (§3 default).
import { findLanguage, type SupportedLanguage } from '@motes/shared';

/** The catalogue entry for `document`'s language. */
export function pageLanguage(document: Document = globalThis.document): SupportedLanguage {
  return findLanguage(document.documentElement.lang);
}
