/** Rows per page in the payments tab's lists. */
export const PAGE = 20;
