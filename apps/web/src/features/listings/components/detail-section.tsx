import type { ReactNode } from 'react'

type TDetailSectionProps = { id: string; title: string; children: ReactNode }

/** One titled part of a listing page, separated from the next by a rule. */
export function DetailSection({ id, title, children }: TDetailSectionProps) {
  return (
    <section aria-labelledby={id} className="border-t border-line py-8">
      <h2 id={id} className="mb-4 text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}
