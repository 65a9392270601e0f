import { createHttpClient, type HttpClientOptions } from './http.js';
import { procureMessageCalls } from './procure-message.js';

export * from './http.js';

/** The typed calls of every service, over one axios instance. */
export function createApiClient(options: HttpClientOptions) {
  const http = createHttpClient(options);
  return {
    http,
    procureMessage: procureMessageCalls(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
