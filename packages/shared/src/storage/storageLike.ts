/** The part of the Web Storage API the wrapper uses; `window.localStorage` satisfies it. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
