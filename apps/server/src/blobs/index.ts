import type { BlobStore } from './blobStore.js';
import { FilesystemBlobStore } from './filesystemBlobStore.js';
import type { S3BlobStoreSettings } from './s3BlobStore.js';
import { S3BlobStore } from './s3BlobStore.js';

export * from './blobStore.js';
export { FilesystemBlobStore } from './filesystemBlobStore.js';
export { S3BlobStore, type S3BlobStoreSettings } from './s3BlobStore.js';

/** Which blob store to use: files under `root`, or a bucket of an S3-compatible store. */
export type BlobStoreConfig =
  { kind: 'filesystem'; root: string } | ({ kind: 's3' } & S3BlobStoreSettings);

/**
 * Opens the configured blob store. The filesystem store is checked at once (its root is
 * created, crash leftovers older than a day removed); an S3 store is not contacted here, so a
 * store that is briefly down delays readiness (`ping`) instead of failing the start.
 */
export async function createBlobStore(config: BlobStoreConfig): Promise<BlobStore> {
  switch (config.kind) {
    case 'filesystem': {
      const store = new FilesystemBlobStore(config.root);
      await store.ping();
      await store.removeStaleUploads();
      return store;
    }
    case 's3':
      return new S3BlobStore(config);
  }
}
