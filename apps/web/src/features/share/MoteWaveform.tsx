/**
 * The mote's waveform (the server's peaks, each 0–1) as SVG bars, with the played part in the
 * accent colour. Decorative: the seek slider carries the same information for assistive tech.
 */
export function MoteWaveform({ peaks, progress }: { peaks: readonly number[]; progress: number }) {
  if (peaks.length === 0) return null;
  const played = Math.round(Math.min(Math.max(progress, 0), 1) * peaks.length);
  return (
    <svg
      className="mote-waveform"
      viewBox={`0 0 ${peaks.length * 2} 40`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {peaks.map((peak, index) => {
        const height = Math.max(1, Math.min(peak, 1) * 38);
        return (
          <rect
            key={index}
            x={index * 2 + 0.25}
            y={20 - height / 2}
            width={1.5}
            height={height}
            rx={0.5}
            className={index < played ? 'mote-waveform__bar--played' : 'mote-waveform__bar'}
          />
        );
      })}
    </svg>
  );
}
