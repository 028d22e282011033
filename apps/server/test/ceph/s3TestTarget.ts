/** The S3 store the `s3` test project runs against, handed from global setup to the tests. */
export interface S3TestTarget {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** `ceph` when global setup started a throwaway cluster, `external` for S3_TEST_ENDPOINT. */
  source: 'ceph' | 'external';
}

declare module 'vitest' {
  export interface ProvidedContext {
    s3TestTarget: S3TestTarget;
  }
}

/**
 * The external S3 store named by `S3_TEST_ENDPOINT`, `S3_TEST_ACCESS_KEY_ID`,
 * `S3_TEST_SECRET_ACCESS_KEY` (and optionally `S3_TEST_REGION`, `S3_TEST_FORCE_PATH_STYLE`),
 * or `undefined` when `S3_TEST_ENDPOINT` is unset. Its keys must be allowed to create buckets.
 */
export function externalS3TestTarget(env: NodeJS.ProcessEnv): S3TestTarget | undefined {
  const endpoint = env.S3_TEST_ENDPOINT;
  if (!endpoint) return undefined;
  const accessKeyId = env.S3_TEST_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_TEST_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      'S3_TEST_ENDPOINT is set: set S3_TEST_ACCESS_KEY_ID and S3_TEST_SECRET_ACCESS_KEY too.',
    );
  }
  return {
    endpoint,
    region: env.S3_TEST_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_TEST_FORCE_PATH_STYLE !== 'false',
    source: 'external',
  };
}
