/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Section, Text } from '@react-email/components';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import type { EmailTemplate } from './template.ts';

type Payload = MessagePayload<'inactive-employees'>;
const line = { borderBottom: '1px solid #e5e7eb', margin: 0, padding: '6px 0', fontSize: '14px' };
const total = (p: Payload) => p.badges.length + p.more;
const employees = (n: number) => (n === 1 ? '1 employee' : `${n} employees`);
const subject = (p: Payload) =>
  `Inactive employees at ${p.propertyName}: ${employees(total(p))} with no key activity in ${p.windowDays} days`;

/** The weekly list of active badges unused for the property's window (cleared alerts left out until used again). */
export const inactiveEmployees: EmailTemplate<Payload> = {
  subject,
  render: (p) => (
    <EmailLayout title={subject(p)} unsubscribeUrl={p.unsubscribeUrl}>
      <Text>
        These badges at {p.propertyName} are active but have not been used at the key cabinet in the last {p.windowDays}{' '}
        days. Deactivate the badge of anyone who has left, or clear the alert on the exceptions page.
      </Text>
      <Section>
        {p.badges.map((b, i) => (
          <Text key={i} style={line}>
            <strong>{b.employee}</strong> · badge {b.badge} · {b.lastUsed ? `last used on ${b.lastUsed}` : 'never used'}
          </Text>
        ))}
      </Section>
      {p.more > 0 ? <Text>…and {p.more} more.</Text> : null}
      <Text>
        The property&apos;s exceptions: <Link href={p.exceptionsUrl}>{p.exceptionsUrl}</Link>
      </Text>
      <Text>
        You receive this weekly e-mail because the alert settings of {p.propertyName} name you as a recipient.
      </Text>
    </EmailLayout>
  ),
};
