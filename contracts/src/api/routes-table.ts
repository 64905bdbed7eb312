// Every route descriptor as its own export, so `API_ROUTES` (routes.ts) is a module namespace
// and a bundle keeps only the descriptors, and their schemas, that its code names. The files
// follow the API's areas (api/src/<area>) because a bundler places whole files in chunks: a
// descriptor of the results page must not share a file with one the landing page needs.
export * from './routes-vehicles';
export * from './routes-issues';
export * from './routes-diagnostics';
export * from './routes-managed-repairs';
export * from './routes-shops';
export * from './routes-support';
export * from './routes-compliance';
export * from './routes-data-rights';
export * from './routes-consents';
export * from './routes-opt-out-by-email';
export * from './routes-operations';
