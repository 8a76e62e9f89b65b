/** The demo logins' password (the seed's default, prisma/seed). */
const DEMO_PASSWORD = 'DemoPass!2026';

/** Signs a demo login in through the real API and returns its Authorization header. */
export async function signIn(appUrl: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${appUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await res.json()) as { accessToken?: string };
  if (!accessToken)
    throw new Error(
      `sign-in of ${email} failed (${res.status}): is the benchmark database seeded with the demo logins?`,
    );
  return { authorization: `Bearer ${accessToken}` };
}
