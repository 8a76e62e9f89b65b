/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';

/** The paragraph every "you have a new login" e-mail ends with. */
export function TemporaryPasswordSignIn(props: { signInUrl: string; temporaryPassword: string }) {
  return (
    <Text>
      Sign in at <Link href={props.signInUrl}>{props.signInUrl}</Link> with this e-mail address and the temporary
      password {props.temporaryPassword}
      <br />
      You will choose your own password when you first sign in.
    </Text>
  );
}
