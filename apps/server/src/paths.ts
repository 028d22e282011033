import { fileURLToPath } from 'node:url';

// Warning: these URLs are relative to this module's location. This file sits directly in
// src/, and the production bundle is dist/main.js — both one level below apps/server — so
// the same relative paths work in tests (source) and in the built server.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle/', import.meta.url));
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
/**
 * Data files the engines ship beside their source (prediction models): read from
 * `apps/server/src/` both in tests and by the bundle, which does not copy them.
 */
export const PREDICTION_MODELS_DIR = fileURLToPath(
  new URL('../src/engines/prediction/models/', import.meta.url),
);
