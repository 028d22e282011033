import { useEffect, useState } from 'react';
import { classNames } from '../classNames';
import { loadFlagUrl, loadedFlagUrl } from './flagUrls';

/** Props of {@link LanguageFlag}. */
export interface LanguageFlagProps {
  /** The catalogue entry's `flag` (§3): `us`, `fr`, `es-ct`. */
  flag: string;
  /** Class of the image, for layout by the caller. */
  className?: string;
}

/** The address loaded for one flag; a new flag starts from what is already known of it. */
interface LoadedFlag {
  flag: string;
  url: string | undefined;
}

/**
 * A language's flag (§3 "Each has a flag image"), 4:3 and one line of text high. Decorative:
 * `alt=""`, because the language's name is always written beside it, and a flag names a
 * country, not a language. Until its image has loaded (and for a flag without one) it keeps
 * the same box empty, so the text beside it does not move.
 */
export function LanguageFlag({ flag, className }: LanguageFlagProps) {
  const [loaded, setLoaded] = useState<LoadedFlag | undefined>(undefined);
  const url = loaded?.flag === flag ? loaded.url : loadedFlagUrl(flag);

  useEffect(() => {
    if (loadedFlagUrl(flag)) return;
    let current = true;
    void loadFlagUrl(flag).then((next) => {
      if (current) setLoaded({ flag, url: next });
    });
    return () => {
      current = false;
    };
  }, [flag]);

  const classes = classNames('motes-language-flag', className);
  return url ? (
    <img className={classes} src={url} alt="" width={20} height={15} decoding="async" />
  ) : (
    <span className={classes} aria-hidden="true" />
  );
}
