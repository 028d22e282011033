/** The settings of a throwaway one-node cluster whose every file lives under `dir`. */
export interface CephConfigOptions {
  dir: string;
  fsid: string;
  monPort: number;
  rgwPort: number;
}

/**
 * The `ceph.conf` of a one-node test cluster: one monitor, one OSD on a sparse file, the S3
 * gateway on 127.0.0.1. Every setting below was needed or measured to matter; see the notes.
 */
export function cephConfig({ dir, fsid, monPort, rgwPort }: CephConfigOptions): string {
  return `[global]
fsid = ${fsid}
mon_host = [v2:127.0.0.1:${monPort}]
public_network = 127.0.0.0/8
ms_bind_ipv6 = false
# No cephx: nothing here is reachable beyond loopback and the cluster lives for one test run.
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
# radosgw defaults to "secure" mode towards the monitor, which needs cephx.
ms_mon_client_mode = crc
# The monitor batches map changes once a second by default; the gateway creates its pools
# one map change at a time, so this alone takes its start from ~13 s to ~3 s.
paxos_propose_interval = 0.1
# Every path inside the test's own folder: nothing in /etc, /var/lib or /var/run.
run_dir = ${dir}/run
crash_dir = ${dir}/crash
admin_socket = ${dir}/run/$name.asok
log_file = ${dir}/log/$name.log
pid_file = ${dir}/run/$name.pid
keyring = ${dir}/keyring
# One OSD: pools of one copy, placement across OSDs rather than hosts, few placement groups.
osd_pool_default_size = 1
osd_pool_default_min_size = 1
mon_allow_pool_size_one = true
mon_warn_on_pool_no_redundancy = false
osd_crush_chooseleaf_type = 0
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_pool_default_pg_autoscale_mode = off
# A busy shared /tmp must not stop the monitor (it refuses to run below 5% free by default).
mon_data_avail_warn = 1
mon_data_avail_crit = 0

[mon]
mon_data = ${dir}/mon/$id

[osd]
osd_data = ${dir}/osd/$id
osd_objectstore = bluestore
# Outside osd_data: a block file inside it makes ceph-osd --mkfs fail with ELOOP.
bluestore_block_path = ${dir}/osd-block/$id
bluestore_block_create = true
bluestore_block_size = 4294967296
bluestore_fsck_on_mkfs = false
bluestore_fsck_on_mount = false

[client.rgw.a]
rgw_frontends = beast endpoint=127.0.0.1:${rgwPort}
rgw_data = ${dir}/rgw
`;
}
