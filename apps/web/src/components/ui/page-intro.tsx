import type { ReactNode } from 'react'

type TPageIntroProps = { eyebrow?: string; title: string; intro: string; children?: ReactNode }

/** The heading block at the top of a content page. */
export function PageIntro({ eyebrow, title, intro, children }: TPageIntroProps) {
  return (
    <header className="max-w-3xl">
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
      <p className="mt-4 text-base text-ink-muted sm:text-xl">{intro}</p>
      {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </header>
  )
}
