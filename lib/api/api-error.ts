import { LOCKED_STATUS } from '@/lib/contract/plain/errors';

/** A failed /v1 call as the page sees it: status, the server's message, and texts per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Signed out (401) or held by the idle lock (423): the page leaves, so no notice either. */
  get endsSession() {
    return this.status === 401 || this.status === LOCKED_STATUS;
  }

  get isValidation() {
    return this.status === 422 && Object.keys(this.fieldErrors).length > 0;
  }
}

/** Status 0: the request never got an answer (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;
/** Status -1: an answer came but did not match the contract. */
export const INVALID_REPLY_STATUS = -1;
