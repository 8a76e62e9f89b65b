/** User-facing messages the server returns (spec 000 §8). The web catalogue holds the same English text. */
export const MESSAGES = {
  invalidCredentials: 'Your e-mail address or password is incorrect',
  missingCredentials: 'You must provide a username and password',
  tooManyAttempts: 'Too many attempts, try again later',
  unauthorized: 'Your credentials are invalid or expired, redirecting to login',
  forbidden: 'Forbidden resource, page may not load correctly',
  notFound: 'Not Found',
  serverError: 'Server Error',
  unableToComplete: 'Unable to complete request',
  invalidRefreshToken: 'Your session has ended, please sign in again',
  newPasswordRequired: 'You must choose a new password before signing in',
  required: 'Required',
  invalidEmail: 'Invalid e-mail address',
} as const;
