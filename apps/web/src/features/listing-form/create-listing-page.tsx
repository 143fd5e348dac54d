import { CircleCheck, Plus, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useSession } from '../auth/index.ts'
import { ListingForm } from './components/listing-form.tsx'

/** /cohost-panel/properties/new: the create form, then what happens next. */
export function CreateListingPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('listingForm.title'))
  // Each new listing gets a fresh form: clearing every field, list and file at once.
  const [formKey, setFormKey] = useState(0)
  const [createdId, setCreatedId] = useState<number | null>(null)
  const { user } = useSession()
  // The server refuses anyone else; saying so before the form spares a wasted effort.
  const mayList = !user || user.user_type === 'co-host' || user.user_type === 'admin'

  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('listingForm.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('listingForm.intro')}</p>
      </header>
      {!mayList && (
        <EmptyState
          icon={ShieldCheck}
          title={t('listingForm.verifyFirst')}
          text={t('listingForm.verifyFirstText')}
          action={
            <Link to={`${ROUTES.userPanel}/verification`} className={buttonClass('primary')}>
              {t('panel.nav.verification')}
            </Link>
          }
        />
      )}
      {createdId !== null && (
        <div role="status" className="rounded-card border border-success/30 bg-success-soft p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
            <div className="flex min-w-0 flex-col gap-2">
              <h2 className="text-xl font-semibold text-success">{t('hosting.created')}</h2>
              <p className="text-ink">{t('listingForm.inReview')}</p>
              <div className="mt-2 flex flex-wrap gap-3">
                <Link to={`${ROUTES.cohostPanel}/properties`} className={buttonClass('primary')}>
                  {t('listingForm.seeListings')}
                </Link>
                <button type="button" onClick={() => setCreatedId(null)} className={buttonClass('secondary')}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('listingForm.addAnother')}
                </button>
              </div>
            </div>
          </div>
        </div>
      )}
      {mayList && (
        <ListingForm
          key={formKey}
          onCreated={(id) => {
            setCreatedId(id)
            setFormKey((key) => key + 1)
            window.scrollTo({ top: 0, behavior: 'smooth' })
          }}
        />
      )}
    </section>
  )
}
