// Global setup of the `s3` test project: gives the tests a real S3 store, either the one named
// by S3_TEST_ENDPOINT (see test/ceph/s3TestTarget.ts) or a throwaway Ceph cluster started here
// and removed when the run ends. Tests read it with `inject('s3TestTarget')`.
import type { TestProject } from 'vitest/node';
import { startCephS3 } from './ceph/cephCluster.js';
import { externalS3TestTarget } from './ceph/s3TestTarget.js';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const external = externalS3TestTarget(process.env);
  if (external) {
    project.provide('s3TestTarget', external);
    return;
  }
  const ceph = await startCephS3();
  console.info(`[s3] Ceph S3 gateway at ${ceph.endpoint}, up in ${ceph.startupMs} ms`);
  project.provide('s3TestTarget', {
    endpoint: ceph.endpoint,
    region: ceph.region,
    accessKeyId: ceph.accessKeyId,
    secretAccessKey: ceph.secretAccessKey,
    forcePathStyle: true,
    source: 'ceph',
  });
  return async () => {
    const stopping = performance.now();
    await ceph.stop();
    console.info(`[s3] Ceph stopped and removed in ${Math.round(performance.now() - stopping)} ms`);
  };
}
