/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Section, Text } from '@react-email/components';
import { formatDateTime } from '@kc/domain/format';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import type { EmailTemplate } from './template.ts';

type Payload = MessagePayload<'key-activity'>;

const cell = { borderBottom: '1px solid #e5e7eb', padding: '4px 8px', fontSize: '13px', textAlign: 'left' as const };
const COLUMNS = ['Time', 'Unit', 'Key tag', 'Employee', 'Activity'] as const;

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
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} style={cell}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {p.rows.map((r, i) => (
              <tr key={i}>
                <td style={cell}>{formatDateTime(r.time, p.timeZone)}</td>
                <td style={cell}>{r.unit}</td>
                <td style={cell}>{r.keyTag}</td>
                <td style={cell}>{r.employee}</td>
                <td style={cell}>{r.activity}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
