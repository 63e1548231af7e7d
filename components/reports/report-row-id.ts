/**
 * A row of a report table may carry its id under this key (a member's, a driver's, a day): the
 * screen keys and opens rows by it. No column names it, so the CSV leaves it out.
 */
export const ROW_ID = '$id';
