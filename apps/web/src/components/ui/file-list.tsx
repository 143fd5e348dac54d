import { FileText, X } from 'lucide-react'
import type { ReactNode } from 'react'

type TFileListItem = { key: string; name: string; size: number; action?: ReactNode }

/** "1.2 MB": sizes as people read them. */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)
  // French writes octets: Ko, Mo.
  const suffix = language.startsWith('fr') ? ['o', 'Ko', 'Mo'][unit] : units[unit]
  return `${number} ${suffix}`
}

/** Files as rows: name, size and an action (remove, open). */
export function FileList({ items, language }: { items: TFileListItem[]; language: string }) {
  if (items.length === 0) return null
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li
          key={item.key}
          className="flex min-h-11 items-center gap-3 rounded-control border border-line bg-canvas px-3 py-1.5 text-sm"
        >
          <FileText aria-hidden="true" className="size-4 shrink-0 text-brand" />
          <span className="min-w-0 flex-1 truncate font-medium text-ink">{item.name}</span>
          <span className="shrink-0 text-ink-muted tabular-nums">{formatFileSize(item.size, language)}</span>
          {item.action}
        </li>
      ))}
    </ul>
  )
}

type TRemovableFileListProps = {
  files: File[]
  language: string
  /** The remove button's accessible name for one file, e.g. "Remove passport.pdf". */
  removeLabel: (name: string) => string
  /** Gets the files left after one is removed. */
  onRemove: (files: File[]) => void
}

/** Files picked in a form and not sent yet, each with a button that takes it out again. */
export function RemovableFileList({ files, language, removeLabel, onRemove }: TRemovableFileListProps) {
  return (
    <FileList
      language={language}
      items={files.map((file, index) => ({
        key: `${file.name}-${file.lastModified}-${index}`,
        name: file.name,
        size: file.size,
        action: (
          <RemoveFileButton
            label={removeLabel(file.name)}
            onClick={() => onRemove(files.filter((_, position) => position !== index))}
          />
        ),
      }))}
    />
  )
}

type TRemoveFileButtonProps = { label: string; onClick: () => void }

export function RemoveFileButton({ label, onClick }: TRemoveFileButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="-mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-danger"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  )
}
