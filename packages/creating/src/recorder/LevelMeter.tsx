import { useEffect, useRef } from 'react';
import { useTranslate } from '@motes/ui';
import { levelFromSamples, levelPercent } from './levelMeter';

/**
 * The live microphone level (Web Audio AnalyserNode), drawn every animation frame without
 * re-rendering React. It is a `meter` whose value moves in steps of 5 %, so a screen reader
 * that visits it hears the level; the recorder's status text says the rest (recording,
 * paused). Without an analyser (paused, no Web Audio) it rests at zero.
 */
export function LevelMeter({ analyser }: { analyser: AnalyserNode | undefined }) {
  const t = useTranslate();
  const meterRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const meter = meterRef.current;
    const bar = barRef.current;
    if (!meter || !bar) return;
    const show = (level: number) => {
      bar.style.transform = `scaleX(${level})`;
      const percent = String(levelPercent(level));
      if (meter.getAttribute('aria-valuenow') !== percent) {
        meter.setAttribute('aria-valuenow', percent);
      }
    };
    if (!analyser) {
      show(0);
      return;
    }
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const draw = () => {
      analyser.getFloatTimeDomainData(samples);
      show(levelFromSamples(samples));
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      show(0);
    };
  }, [analyser]);

  return (
    <div
      ref={meterRef}
      className="recorder-level"
      role="meter"
      aria-label={t('recorder-level-label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
    >
      <div ref={barRef} className="recorder-level__bar" />
    </div>
  );
}
