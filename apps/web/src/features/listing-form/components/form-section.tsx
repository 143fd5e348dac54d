import type { ReactNode } from 'react'

type TFormSectionProps = { id: string; title: string; intro?: string; children: ReactNode }

/** One section of the listing form, as a card with its heading. */
export function FormSection({ id, title, intro, children }: TFormSectionProps) {
  return (
    <section aria-labelledby={id} className="card flex min-w-0 flex-col gap-5 p-5 sm:p-8">
      <header>
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-ink-muted">{intro}</p>}
      </header>
      {children}
    </section>
  )
}
