import type { ReactNode } from 'react'

type TPanelPageProps = { title: string; intro?: string; children: ReactNode }

/** The heading of a panel section and its content. */
export function PanelPage({ title, intro, children }: TPanelPageProps) {
  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
        {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
      </header>
      {children}
    </section>
  )
}
