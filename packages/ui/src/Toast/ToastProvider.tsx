import { createContext, useContext, useState, type ReactNode } from 'react';
import { createToaster, type Toaster } from './toaster';
import { ToastRegion, type ToastRegionProps } from './ToastRegion';

const ToasterContext = createContext<Toaster | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps extends Omit<ToastRegionProps, 'toaster'> {
  /** Pass one to raise toasts from outside React too; otherwise the provider makes its own. */
  toaster?: Toaster;
  children?: ReactNode;
}

/** Gives its children {@link useToaster} and renders the toast region after them. */
export function ToastProvider({ toaster, children, ...regionProps }: ToastProviderProps) {
  const [ownToaster] = useState(() => toaster ?? createToaster());
  return (
    <ToasterContext value={ownToaster}>
      {children}
      <ToastRegion toaster={ownToaster} {...regionProps} />
    </ToasterContext>
  );
}

/** The {@link Toaster} of the surrounding {@link ToastProvider}. */
export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster needs a <ToastProvider> above it');
  return toaster;
}
