/**
 * X-Request-Id: one id per portal request, sent by the BFF to the upstream API and logged by both,
 * so one failed save can be followed from the portal's log into the API's.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a load balancer or another service might send; anything else could forge log lines or bloat them. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming id when it is a sane token, else a new one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}
