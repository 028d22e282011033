import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { deployment } from '../db/schema/index.js';

/**
 * Records this start in the deployment row (created on the very first start) and returns the
 * deployment's id. One transaction: two instances starting together on PostgreSQL still end
 * with a single row.
 */
export async function recordStart(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${deployment} in exclusive mode`);
    const [existing] = await tx.select({ id: deployment.id }).from(deployment).limit(1);
    if (!existing) {
      const id = randomUUID();
      await tx.insert(deployment).values({ id });
      return id;
    }
    await tx
      .update(deployment)
      .set({ lastStartedAt: new Date(), startCount: sql`${deployment.startCount} + 1` })
      .where(eq(deployment.id, existing.id));
    return existing.id;
  });
}

/** A point read by primary key: what /api/z/info serves. */
export async function readDeployment(db: Db, id: string) {
  const [row] = await db.select().from(deployment).where(eq(deployment.id, id));
  return row;
}
