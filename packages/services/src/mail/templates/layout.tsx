/** @jsxRuntime automatic @jsxImportSource react */
// The pragma above: the API and worker run TypeScript through tsx, which reads no tsconfig from the repo root.
import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Section, Text } from '@react-email/components';

const body = { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933' };
const container = { backgroundColor: '#ffffff', padding: '24px 32px', maxWidth: '560px' };
const footer = { color: '#6b7280', fontSize: '12px', lineHeight: '18px' };

/** The frame every e-mail shares. `unsubscribeUrl` fills the footer slot; transactional mail leaves it out. */
export function EmailLayout(props: { title: string; unsubscribeUrl?: string | undefined; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <title>{props.title}</title>
      </Head>
      <Body style={body}>
        <Container style={container}>
          {props.children}
          {props.unsubscribeUrl ? (
            <Section>
              <Hr />
              <Text style={footer}>
                You receive this e-mail because of your notification settings. Unsubscribe:{' '}
                <Link href={props.unsubscribeUrl}>{props.unsubscribeUrl}</Link>
              </Text>
            </Section>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
