// The wire schemas the API client itself reads: error bodies, token sets and the new-password challenge. They bring
// zod, so the client loads them with the first call that needs them instead of with the sign-in page (decision 0057).
export { ErrorBodySchema } from '@kc/domain/errors';
export { NewPasswordChallengeSchema, TokenSetSchema } from '@kc/domain/auth';
