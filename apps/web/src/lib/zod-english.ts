let loading: Promise<void> | undefined;

/**
 * Loads zod's English messages (decision 0046) in their own small chunk, started once a session is known: the forms
 * behind sign-in then show `Too big: expected string to have <=100 characters` as before, while /login, whose
 * schemas carry every message themselves, does not load them.
 */
export function loadZodEnglish(): Promise<void> {
  loading ??= import('@kc/domain/zod-english').then((m) => m.configureZodEnglish());
  return loading;
}
