#!/usr/bin/env bash
# Regenerates the one uncommitted migration from the whole schema folder, so several people
# changing src/db/schema/ at once end with a single new migration instead of conflicting ones.
# Committed migrations are never touched. Usage: bash scripts/regenerate-pending-migration.sh [name]
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:-pending}"
exec 9>/tmp/motes-migrations.lock
flock 9
# Drop migration files git does not know, and restore the journal and snapshots it does.
git ls-files --others --exclude-standard drizzle | xargs -r rm -f
git checkout -- drizzle/meta
npx drizzle-kit generate --name "$name"
node scripts/unqualify-migrations.mjs
