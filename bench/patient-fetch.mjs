// fetch for a scenario's preparation (seeding, signing in), not for what is measured: on a busy
// machine the server's overload guard may answer 503 with retry-after while thousands of items are
// written; a client that honours it waits and asks again. A measured run never retries.

const ATTEMPTS = 20

export async function patientFetch(url, init) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init)
    if (response.status !== 503 || attempt === ATTEMPTS) return response
    await response.arrayBuffer()
    // retry-after says 10 s; the guard clears as soon as the event loop catches up.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

/** Signs a demo account in (the demo's password) and answers its cookie header. */
export async function signIn(baseUrl, headers, email) {
  const login = await patientFetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Sosiego2026!' }),
  })
  if (!login.ok) throw new Error(`bench login failed for ${email}: ${login.status}`)
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ')
}
