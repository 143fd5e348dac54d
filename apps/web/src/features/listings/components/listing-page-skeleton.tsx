import { useTranslation } from 'react-i18next'

/** The page's shape while the listing loads. */
export function ListingPageSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-label={t('common.loading')} className="page-container animate-pulse py-6 sm:py-8">
      <div className="h-9 w-2/3 rounded bg-line" />
      <div className="mt-3 h-5 w-1/3 rounded bg-line" />
      <div className="mt-6 aspect-[16/9] max-h-[28rem] w-full rounded-card bg-line" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-3">
          <div className="h-6 w-1/2 rounded bg-line" />
          <div className="h-4 w-full rounded bg-line" />
          <div className="h-4 w-5/6 rounded bg-line" />
        </div>
        <div className="h-72 rounded-card bg-line" />
      </div>
    </div>
  )
}
