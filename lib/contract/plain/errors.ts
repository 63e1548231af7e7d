/** The `code` of the BFF's 423 while the idle lock holds the session: the page shows the lock screen. */
export const LOCKED_CODE = 'locked';
export const LOCKED_STATUS = 423;
