/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';

// One line per key rather than a table: it reads the same in the HTML, on a phone and in the plain-text part.
const line = { borderBottom: '1px solid #e5e7eb', margin: 0, padding: '6px 0', fontSize: '14px' };

export interface KeyLine {
  unit: string;
  keyTag: string;
  employee: string;
  since: string;
  out: string;
}

/** The keys of an overdue-keys or keys-out e-mail, and how many more there are. */
export function KeyList(props: { keys: KeyLine[]; more: number }) {
  return (
    <>
      <Section>
        {props.keys.map((k, i) => (
          <Text key={i} style={line}>
            <strong>Key tag {k.keyTag}</strong>
            {k.unit ? ` · Unit ${k.unit}` : ''} · taken by {k.employee || 'an unknown employee'} on {k.since} · out{' '}
            {k.out}
          </Text>
        ))}
      </Section>
      {props.more > 0 ? <Text>…and {props.more} more.</Text> : null}
    </>
  );
}

export const keyCount = (n: number) => (n === 1 ? '1 key' : `${n} keys`);
