// `npm run setup:engines`: installs the Debian packages of the embedded language engines
// (speech to text, translation, word translation; DESIGN.md "Language engines"). Text to
// speech, the dictionary, OCR and prediction come from npm and need nothing here.
import { ENGINE_SYSTEM_PACKAGES, ensureSystemPackages } from './lib/systemPackages.mjs';

ensureSystemPackages(ENGINE_SYSTEM_PACKAGES);
console.log('The language engines are installed.');
