import { createContext, lazy, useContext, useState, type ReactNode } from 'react';
import { createToaster, type Toaster } from './toaster';
import { ToastRegionFrame, type ToastRegionProps } from './ToastRegionFrame';

const ToasterContext = createContext<Toaster | null>(null);

// The toasts' own code (items, timers, swipe) loads with the first toast; the region, its
// name and Alt+T are there from the start. Pages that raise no toast never load it.
const LazyToastList = lazy(() =>
  import('./ToastList').then((module) => ({ default: module.ToastList })),
);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps extends Omit<ToastRegionProps, 'toaster'> {
  /** Pass one to raise toasts from outside React too; otherwise the provider makes its own. */
  toaster?: Toaster;
  children?: ReactNode;
}

/**
 * Gives its children {@link useToaster} and renders the toast region (as {@link ToastRegion}
 * does) after them.
 */
export function ToastProvider({ toaster, children, ...regionProps }: ToastProviderProps) {
  const [ownToaster] = useState(() => toaster ?? createToaster());
  return (
    <ToasterContext value={ownToaster}>
      {children}
      <ToastRegionFrame
        toaster={ownToaster}
        {...regionProps}
        List={LazyToastList}
        untilFirstToast
      />
    </ToasterContext>
  );
}

/** The {@link Toaster} of the surrounding {@link ToastProvider}. */
export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster needs a <ToastProvider> above it');
  return toaster;
}
