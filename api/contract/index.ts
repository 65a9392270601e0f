export * from './deployment.js';
export * from './envelope.js';
export * from './identity.js';
