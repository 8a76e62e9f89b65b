import { pageFiles, pageTotals, PAGE_ROUTES, WEB_BUDGETS } from './scripts/lib/web-bundle.mjs';
const dist = process.argv[2];
console.log(JSON.stringify(pageTotals(pageFiles(dist, PAGE_ROUTES.login))), WEB_BUDGETS);
