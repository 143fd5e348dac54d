import { todayInMontreal } from '@demeure/shared'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SubmitButton } from '../../../components/ui/submit-button.tsx'
import { UploadProgress } from '../../../components/ui/upload-progress.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { useCreateListing } from '../api/use-create-listing.ts'
import { checkListing } from '../lib/check-listing.ts'
import { listingFormData } from '../lib/listing-form-data.ts'
import { setListingServerErrors } from '../lib/listing-server-errors.ts'
import { emptyListing, type TListingValues } from '../lib/listing-values.ts'
import { AmenitiesFields } from './amenities-fields.tsx'
import { AvailabilityFields } from './availability-fields.tsx'
import { BasicInfoFields } from './basic-info-fields.tsx'
import { DetailsFields } from './details-fields.tsx'
import { FormSection } from './form-section.tsx'
import { LocationFields } from './location-fields.tsx'
import { MediaFields } from './media-fields.tsx'
import { RulesField } from './rules-field.tsx'
import { TermsDialog } from './terms-dialog.tsx'
import { useNumberFields } from './use-number-fields.ts'

/**
 * The new-listing form: editing → a valid submit opens the terms
 * modal → confirm sends one multipart request with upload progress → success (the page clears
 * the form and says what happens next) or failure (a banner with the server's detail).
 */
export function ListingForm({ onCreated }: { onCreated: (listingId: number) => void }) {
  const { t } = useTranslation()
  const createListing = useCreateListing()
  const numbers = useNumberFields<TListingValues>()
  const form = useForm<TListingValues>({
    defaultValues: emptyListing(),
    resolver: checkResolver((values) => checkListing(numbers.withUnreadable(values), todayInMontreal())),
    // Messages change on submit only; editing a field clears its own message.
    reValidateMode: 'onSubmit',
  })
  const [pending, setPending] = useState<TListingValues | null>(null)
  const [progress, setProgress] = useState(0)
  const [failure, setFailure] = useState<string>()
  const [hasInvalid, setHasInvalid] = useState(false)
  const submitArea = useRef<HTMLDivElement>(null)

  const submit = form.handleSubmit(
    (values) => {
      setHasInvalid(false)
      setFailure(undefined)
      setPending(values)
    },
    () => setHasInvalid(true),
  )

  async function create(values: TListingValues) {
    setPending(null)
    setProgress(0)
    submitArea.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    try {
      const created = await createListing.mutateAsync({
        body: listingFormData(values),
        onProgress: setProgress,
      })
      toast.success(t('hosting.created'))
      onCreated(created.property_id)
    } catch (error) {
      setListingServerErrors(error, form.setError)
      const detail = error instanceof ApiError ? error.body.detail || error.body.message : undefined
      setFailure(detail || t('hosting.createFailed'))
    }
  }

  const today = todayInMontreal()
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <FormSection id="listing-basics" title={t('listingForm.sections.basics')}>
        <BasicInfoFields form={form} />
      </FormSection>
      <FormSection
        id="listing-address"
        title={t('listingForm.sections.address')}
        intro={t('listingForm.intros.address')}
      >
        <LocationFields form={form} />
      </FormSection>
      <FormSection id="listing-details" title={t('listingForm.sections.details')}>
        <DetailsFields form={form} numbers={numbers} />
      </FormSection>
      <FormSection id="listing-amenities" title={t('listingForm.sections.amenities')}>
        <AmenitiesFields form={form} />
      </FormSection>
      <FormSection
        id="listing-rules"
        title={t('listingForm.sections.rules')}
        intro={t('listingForm.intros.rules')}
      >
        <RulesField form={form} />
      </FormSection>
      <FormSection
        id="listing-media"
        title={t('listingForm.sections.media')}
        intro={t('listingForm.intros.media')}
      >
        <MediaFields form={form} />
      </FormSection>
      <FormSection
        id="listing-availability"
        title={t('listingForm.sections.availability')}
        intro={t('listingForm.intros.availability')}
      >
        <AvailabilityFields form={form} today={today} />
      </FormSection>

      <div ref={submitArea} className="card flex flex-col gap-4 p-5 sm:p-8">
        {hasInvalid && Object.keys(form.formState.errors).length > 0 && (
          <FormAlert message={t('listingForm.fixErrors')} />
        )}
        <FormAlert message={failure} />
        {createListing.isPending && <UploadProgress fraction={progress} label={t('listingForm.uploading')} />}
        <p className="text-sm text-ink-muted">{t('listingForm.reviewNote')}</p>
        <div className="flex justify-end">
          <SubmitButton
            size="lg"
            isBusy={createListing.isPending}
            className="w-full sm:w-auto"
            label={t('listingForm.submit')}
            busyLabel={t('listingForm.submitting')}
          />
        </div>
      </div>
      <TermsDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void create(pending)}
      />
    </form>
  )
}
