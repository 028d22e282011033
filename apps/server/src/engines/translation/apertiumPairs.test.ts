// Issue 5 item 5: "pivoting through Spanish where no direct pair exists". The pairs are read
// from the real Debian modes directory (apertium-eng-spa, -fr-es, -es-pt, -spa-ita, -eng-cat).
import { describe, expect, it } from 'vitest';
import { ApertiumPairs, routeAsBcp47 } from './apertiumPairs.js';

describe('ApertiumPairs', () => {
  const installed = ApertiumPairs.fromModesDir('/usr/share/apertium/modes');

  it('reads mode files as APY does: two- and three-letter codes are one language', () => {
    // fr-es.mode and es-fr.mode name French and Spanish by their two-letter codes.
    expect(installed.route('fr-FR', 'es-ES')).toEqual(['fra', 'spa']);
    expect(installed.route('en-US', 'es-MX')).toEqual(['eng', 'spa']);
  });

  it('goes through Spanish only where no direct pair exists', () => {
    expect(installed.route('en-US', 'ca-ES')).toEqual(['eng', 'cat']);
    expect(installed.route('en-US', 'fr-FR')).toEqual(['eng', 'spa', 'fra']);
    expect(installed.route('it-IT', 'pt-PT')).toEqual(['ita', 'spa', 'por']);
    expect(installed.route('en-US', 'de-DE')).toBeUndefined();
    expect(installed.route('en-US', 'en-GB')).toBeUndefined();
  });

  it('takes a regional variant when a pair has it, else the language', () => {
    expect(installed.route('es-ES', 'pt-BR')).toEqual(['spa', 'por_BR']);
    expect(installed.route('es-ES', 'pt-PT')).toEqual(['spa', 'por']);
    expect(installed.route('es-ES', 'en-US')).toEqual(['spa', 'eng_US']);
  });

  it('answers in BCP 47', () => {
    expect(routeAsBcp47(['eng', 'spa', 'por_BR'])).toEqual(['en', 'es', 'pt-BR']);
    expect(routeAsBcp47(['cat_valencia'])).toEqual(['ca-valencia']);
  });

  it('has nothing for a directory without pairs', () => {
    expect(ApertiumPairs.fromModesDir('/nonexistent/modes').isEmpty).toBe(true);
  });
});
