/** A demo account's bearer header on the server at `base` (every demo account has one password). */
export async function signInDemo(base: string, email: string) {
  const response = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demeure-demo' }),
  })
  return { authorization: `Bearer ${((await response.json()) as { access: string }).access}` }
}
