import type { PasswordPolicy } from '@kc/domain/password-policy';
import { PASSWORD_MESSAGES, passwordRuleViolations } from '@kc/domain/password-policy';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';

interface Rule {
  label: string;
  met: boolean;
}

/** Each rule of the policy with whether `password` meets it, from the shared domain check. */
export function checklistRules(
  policy: PasswordPolicy,
  password: string,
  email: string | undefined,
  t: (key: string, values?: Record<string, unknown>) => string,
): Rule[] {
  const violations = new Set(passwordRuleViolations(policy, password, email));
  const rules: Rule[] = [
    {
      label: t('identity.passwordRules.length', { min: policy.minimumLength, max: policy.maximumLength }),
      met:
        !violations.has(PASSWORD_MESSAGES.tooShort(policy.minimumLength)) &&
        !violations.has(PASSWORD_MESSAGES.tooLong(policy.maximumLength)),
    },
  ];
  if (policy.requireLowercase)
    rules.push({ label: t('identity.passwordRules.lowercase'), met: !violations.has(PASSWORD_MESSAGES.lowercase) });
  if (policy.requireUppercase)
    rules.push({ label: t('identity.passwordRules.uppercase'), met: !violations.has(PASSWORD_MESSAGES.uppercase) });
  if (policy.requireNumbers)
    rules.push({ label: t('identity.passwordRules.number'), met: !violations.has(PASSWORD_MESSAGES.number) });
  if (policy.requireSymbols)
    rules.push({ label: t('identity.passwordRules.symbol'), met: !violations.has(PASSWORD_MESSAGES.symbol) });
  if (policy.rejectsOwnEmail && email)
    rules.push({
      label: t('identity.passwordRules.ownEmail'),
      met: password !== '' && !violations.has(PASSWORD_MESSAGES.ownEmail),
    });
  return rules;
}

/** Live rule checks under a new-password input (spec 000 §5; the policy is the server's). */
export function PasswordRulesChecklist({
  policy,
  password,
  email,
  id,
}: {
  policy: PasswordPolicy;
  password: string;
  email?: string;
  id?: string;
}) {
  const t = useIdentityT();
  const rules = checklistRules(policy, password, email, t as never);
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        {t('identity.passwordRules.title')}
      </Text>
      <List size="sm" spacing={2} center data-testid="password-rules">
        {rules.map((rule) => (
          <List.Item
            key={rule.label}
            data-met={rule.met}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={rule.met ? 'teal' : 'gray'}
                variant={rule.met ? 'filled' : 'light'}
                aria-hidden
              >
                {rule.met ? <IconCheck size={12} stroke={3} /> : <IconCircleDashed size={12} />}
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={rule.met ? 'teal.9' : 'gray.7'}>
              {rule.label}
            </Text>
            <VisuallyHidden>{` (${rule.met ? t('identity.passwordRules.met') : t('identity.passwordRules.notMet')})`}</VisuallyHidden>
          </List.Item>
        ))}
        {policy.rejectsCommonPasswords ? (
          <List.Item
            icon={
              <ThemeIcon size={18} radius="xl" color="gray" variant="light" aria-hidden>
                <IconCircleDashed size={12} />
              </ThemeIcon>
            }
          >
            <Text span size="sm" c="gray.7">
              {t('identity.passwordRules.common')}
            </Text>
          </List.Item>
        ) : null}
      </List>
    </div>
  );
}
