/** User-facing messages the server returns (spec 000 §8). The web catalogue holds the same English text. */
export const MESSAGES = {
  invalidCredentials: 'Your e-mail address or password is incorrect',
  missingCredentials: 'You must provide a username and password',
  tooManyAttempts: 'Too many attempts, try again later',
  /** A rate limit (not a password guess): same wording, the Retry-After header says when. */
  tooManyRequests: 'Too many attempts, try again later',
  payloadTooLarge: 'The request is too large',
  unsupportedMediaType: 'Unsupported content type: send application/json, or multipart/form-data for file uploads',
  unauthorized: 'Your credentials are invalid or expired, redirecting to login',
  forbidden: 'Forbidden resource, page may not load correctly',
  notFound: 'Not Found',
  serverError: 'Server Error',
  serviceUnavailable: 'The service is briefly unavailable; please try again in a moment',
  unableToComplete: 'Unable to complete request',
  invalidRefreshToken: 'Your session has ended, please sign in again',
  newPasswordRequired: 'You must choose a new password before signing in',
  invalidResetCode: 'Invalid reset code',
  userNotFoundByEmail: 'Could not find a user with this e-mail',
  passwordIncorrect: 'Password incorrect, try again',
  passwordChanged: 'Password changed',
  resetCodeSent: 'A reset code was sent to your e-mail address',
  passwordResetEmailSent: 'Sent password reset email',
  passwordResetEmailFailed: 'Password reset email failed',
  passwordSet: 'Password set; the user must choose a new one at next sign-in',
  challengeExpired: 'Unable to find a record or link expired',
  required: 'Required',
  invalidEmail: 'Invalid e-mail address',
  invalidFields: 'Some fields are missing or invalid',
  multipartRequired: 'Send the file as multipart/form-data',
  malformedUpload: 'The upload was cut off or is not well-formed multipart/form-data; send the file again',
  oneFileOnly: 'Send one file at a time',
  badUrl: 'The address contains characters that cannot be read (not valid UTF-8)',
  unstorableText: 'Contains a character that cannot be stored (a NUL character or an unpaired surrogate)',
} as const;

/**
 * zod's English wording for a string over its maximum length. Written out for the schemas of the sign-in pages, which
 * the web validates before zod's English messages are loaded (decision 0046), so the text stays what it always was.
 */
export const tooLongMessage = (max: number) => `Too big: expected string to have <=${max} characters`;
