import { lazy, Suspense, useEffect, useState } from 'react';
import { runWhenIdle } from '../runWhenIdle';

const HelpWidget = lazy(() =>
  import('./HelpWidget').then(({ HelpWidget }) => ({ default: HelpWidget })),
);

/**
 * §9 "Help widget idle load timeout: 3 s": the widget's code is fetched once the browser is
 * idle (at the latest after 3 s), so it never competes with the page's first paint.
 */
export function IdleHelpWidget({ inert = false }: { inert?: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => runWhenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <HelpWidget inert={inert} />
    </Suspense>
  );
}
