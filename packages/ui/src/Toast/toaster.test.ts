import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@motes/shared';
import { createToaster, resolveToastDuration } from './toaster';
import { TOAST_TYPES } from './toastTypes';

describe('toaster', () => {
  // §2 "Shared interface pieces": toast types success, error, info, warning, loading, primary.
  it('has a shortcut for each §2 toast type', () => {
    expect(TOAST_TYPES).toEqual(['success', 'error', 'info', 'warning', 'loading', 'primary']);
    const toaster = createToaster();
    for (const type of TOAST_TYPES) toaster[type](`A ${type} toast`);
    expect(toaster.getToasts().map((toast) => toast.type)).toEqual([...TOAST_TYPES]);
  });

  // §4 "Toasts" / §9: stay 4000 ms by default.
  it('stays 4000 ms by default, a loading toast until replaced, or what the caller asks', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(resolveToastDuration({ type: 'info' })).toBe(4000);
    expect(resolveToastDuration({ type: 'loading' })).toBe(Infinity);
    expect(resolveToastDuration({ type: 'error', duration: 5000 })).toBe(5000);
  });

  // §4 / §9: at most 3 visible.
  it('shows at most 3 toasts and queues the rest in order', () => {
    expect(TOAST_MAX_VISIBLE).toBe(3);
    const toaster = createToaster();
    const ids = ['one', 'two', 'three', 'four', 'five'].map((text) => toaster.info(text));
    expect(toaster.getVisibleToasts().map((toast) => toast.message)).toEqual([
      'one',
      'two',
      'three',
    ]);
    toaster.dismiss(ids[1]);
    expect(toaster.getVisibleToasts().map((toast) => toast.message)).toEqual([
      'one',
      'three',
      'four',
    ]);
    expect(toaster.getToasts()).toHaveLength(4);
  });

  it('replaces a toast in place when shown again with its id', () => {
    const toaster = createToaster();
    toaster.loading('Working ...', { id: 'job' });
    toaster.info('Something else');
    toaster.error('It failed', { id: 'job' });
    expect(toaster.getToasts().map((toast) => [toast.message, toast.type, toast.revision])).toEqual(
      [
        ['It failed', 'error', 2],
        ['Something else', 'info', 1],
      ],
    );
  });

  it('tells subscribers about changes and calls onDismiss once', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const onDismiss = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    const id = toaster.success('Saved', { onDismiss });
    toaster.dismiss(id);
    toaster.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    unsubscribe();
    toaster.info('Unheard');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('dismisses every toast when no id is given', () => {
    const toaster = createToaster();
    toaster.info('a');
    toaster.info('b');
    toaster.dismiss();
    expect(toaster.getToasts()).toEqual([]);
  });

  it('keeps the visible snapshot stable between changes', () => {
    const toaster = createToaster();
    toaster.info('a');
    expect(toaster.getVisibleToasts()).toBe(toaster.getVisibleToasts());
  });
});
