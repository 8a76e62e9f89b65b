import type { Locator, Page } from '@playwright/test';

/**
 * The rows of the tables in scope: table rows on desktop, the cards of the list a table becomes at 800 px or less
 * (issue 13). Filter by text as with getByRole('row').
 */
export const rowsOrCards = (scope: Page | Locator): Locator => scope.getByRole('row').or(scope.getByRole('listitem'));
