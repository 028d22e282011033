// Public surface of @motes/shared: the API contract, spec constants and pure domain rules.
export * from './api/httpMethod';
export * from './api/routeGroups';
export * from './api/headers';
export * from './api/messages';
export * from './api/httpDefaults';
export * from './storage/storageLike';
export * from './storage/memoryStorage';
export * from './storage/storageWrapper';
export * from './storage/storageKeys';
export * from './api/health';
export * from './ui/componentConstants';
