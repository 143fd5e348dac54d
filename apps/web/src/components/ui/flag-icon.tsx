import type { TLanguage } from '@demeure/shared'

/** Inline SVG flags: emoji flags do not render on every system (e.g. Windows). */
export function FlagIcon({ language }: { language: TLanguage }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 60 40"
      className="h-3.5 w-5 shrink-0 overflow-hidden rounded-[2px] ring-1 ring-ink/10"
    >
      {language === 'fr' ? (
        <>
          <rect width="20" height="40" fill="#002654" />
          <rect x="20" width="20" height="40" fill="#FFFFFF" />
          <rect x="40" width="20" height="40" fill="#CE1126" />
        </>
      ) : (
        <>
          <rect width="60" height="40" fill="#012169" />
          <path d="M0 0 60 40M60 0 0 40" stroke="#FFFFFF" strokeWidth="8" />
          <path d="M0 0 60 40M60 0 0 40" stroke="#C8102E" strokeWidth="3" />
          <path d="M30 0v40M0 20h60" stroke="#FFFFFF" strokeWidth="12" />
          <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
        </>
      )}
    </svg>
  )
}
