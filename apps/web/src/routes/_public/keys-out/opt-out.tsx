import { createFileRoute } from '@tanstack/react-router';
import { optOutSearch } from '#web/features/opt-out/api/opt-out-search.ts';
import { OptOutPage } from '#web/features/opt-out/components/opt-out-page.tsx';

/** Keys-Out E-mail Opt-Out (spec 000 §2.1): the link from the e-mail; shows what stops, then asks to confirm. */
export const Route = createFileRoute('/_public/keys-out/opt-out')({
  validateSearch: optOutSearch,
  component: function OptOut() {
    return <OptOutPage page="keysOutOptOut" token={Route.useSearch().token} />;
  },
});
