/**
 * Lets the browser run between two pieces of work (input, paint): each piece is then its own short task on a slow
 * phone instead of one long one (issue 13: total blocking time).
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
