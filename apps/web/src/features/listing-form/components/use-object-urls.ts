import { useEffect, useState } from 'react'

/** Preview URLs of picked files, revoked when the files change or the component goes away. */
export function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([])
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file))
    setUrls(created)
    return () => {
      for (const url of created) URL.revokeObjectURL(url)
    }
  }, [files])
  return urls
}
