// The whole database schema, one file per area. drizzle-kit reads this folder.
export * from './platform.js';
export * from './identity.js';
export * from './prediction.js';
export * from './motes.js';
export * from './totes.js';
export * from './annotations.js';
