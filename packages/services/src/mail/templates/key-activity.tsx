/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Section, Text } from '@react-email/components';
import { formatDateTime } from '@kc/domain/format';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import type { EmailTemplate } from './template.ts';

type Payload = MessagePayload<'key-activity'>;

// One line per transaction rather than a table: it reads the same in the HTML, on a phone and in the plain-text part.
const line = { borderBottom: '1px solid #e5e7eb', margin: 0, padding: '6px 0', fontSize: '14px' };

const count = (p: Payload) => p.rows.length + p.more;
const plural = (n: number) => (n === 1 ? '1 transaction' : `${n} transactions`);
const subject = (p: Payload) => `Key activity at ${p.propertyName}: ${p.description} (${plural(count(p))})`;

/** One batch of a key-activity rule: the matching transactions in the rule's time zone, and the way back to the report. */
export const keyActivity: EmailTemplate<Payload> = {
  subject,
  render: (p) => (
    <EmailLayout title={subject(p)} unsubscribeUrl={p.unsubscribeUrl}>
      <Text>
        {plural(count(p))} at {p.propertyName} matched the key activity e-mail &quot;{p.description}&quot;.
      </Text>
      <Section>
        {p.rows.map((r, i) => (
          <Text key={i} style={line}>
            <strong>{formatDateTime(r.time, p.timeZone)}</strong>
            {[r.unit && `Unit ${r.unit}`, r.keyTag && `Key tag ${r.keyTag}`, r.employee, r.activity]
              .filter(Boolean)
              .map((part) => ` · ${part}`)
              .join('')}
          </Text>
        ))}
      </Section>
      {p.more > 0 ? <Text>…and {p.more} more.</Text> : null}
      <Text>
        Times are in {p.timeZone}. See every transaction in the transaction report:{' '}
        <Link href={p.reportUrl}>{p.reportUrl}</Link>
      </Text>
      <Text>You receive this e-mail because a manager of {p.propertyName} added your address to this rule.</Text>
    </EmailLayout>
  ),
};
