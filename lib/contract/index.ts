export * from './errors';
export * from './rules';
export * from './account';
export * from './auth';
export * from './business';
export * from './dev';
