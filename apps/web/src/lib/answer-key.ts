const keys = new WeakMap<object, number>();
let next = 0;

/**
 * One number per answer object: the React key of a form that starts from a query's answer, so a fresh answer (a
 * save's result, a refetch that found changes) remounts the form with new initial values. TanStack Query keeps the
 * same object when a refetch finds nothing new, so a refetch of unchanged data leaves the person's edits alone.
 */
export function answerKey(answer: object): number {
  let key = keys.get(answer);
  if (key === undefined) {
    key = ++next;
    keys.set(answer, key);
  }
  return key;
}
