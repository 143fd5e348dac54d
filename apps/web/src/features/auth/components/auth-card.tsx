import type { ReactNode } from 'react'

type TAuthCardProps = { title: string; subtitle: string; children: ReactNode }

/** The card around the account forms on their full pages. */
export function AuthCard({ title, subtitle, children }: TAuthCardProps) {
  return (
    <section className="card w-full max-w-md p-6 sm:p-8" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className="text-3xl font-bold tracking-tight text-ink">
        {title}
      </h1>
      <p className="mt-2 mb-6 text-ink-muted">{subtitle}</p>
      {children}
    </section>
  )
}
