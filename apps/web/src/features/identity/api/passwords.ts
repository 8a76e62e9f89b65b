import { MessageSchema, TokenSetSchema, type Me } from '@kc/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { startSession } from '#web/lib/session.ts';
import { clearPendingChallenge } from '#web/lib/token-storage.ts';

export interface CompleteNewPasswordInput {
  email: string;
  session: string;
  newPassword: string;
}

/** Answers the NEW_PASSWORD_REQUIRED challenge; the tokens it returns start the session. */
export function useCompleteNewPassword() {
  const queryClient = useQueryClient();
  return useMutation<Me, Error, CompleteNewPasswordInput>({
    mutationFn: async (body) => {
      const tokens = await apiRequest('/api/auth/new-password', {
        method: 'POST',
        body,
        schema: TokenSetSchema,
        auth: false,
        silent: true,
      });
      clearPendingChallenge();
      return startSession(queryClient, tokens);
    },
  });
}

/** Forgotten password, step 1: e-mail a reset code. Silent: the page shows failures in place. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/api/auth/forgot-password', {
        method: 'POST',
        body: { email },
        schema: MessageSchema,
        auth: false,
        silent: true,
      }),
  });
}

export interface ConfirmForgotPasswordInput {
  email: string;
  code: string;
  newPassword: string;
}

/** Forgotten password, step 2: the code and the new password. */
export function useConfirmForgotPassword() {
  return useMutation({
    mutationFn: (body: ConfirmForgotPasswordInput) =>
      apiRequest('/api/auth/confirm-forgot-password', {
        method: 'POST',
        body,
        schema: MessageSchema,
        auth: false,
        silent: true,
      }),
  });
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** Change password while signed in; the server ends the login's other sessions and keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      apiRequest('/api/auth/change-password', { method: 'POST', body, schema: MessageSchema, silent: true }),
  });
}
