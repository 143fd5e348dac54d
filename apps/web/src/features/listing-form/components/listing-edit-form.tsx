import { type THostListing, todayInMontreal } from '@demeure/shared'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { UploadProgress } from '../../../components/ui/upload-progress.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { useUpdateListing } from '../api/use-update-listing.ts'
import { checkListing } from '../lib/check-listing.ts'
import { listingFormData } from '../lib/listing-form-data.ts'
import { setListingServerErrors } from '../lib/listing-server-errors.ts'
import { listingValuesOf, type TListingValues } from '../lib/listing-values.ts'
import { AmenitiesFields } from './amenities-fields.tsx'
import { BasicInfoFields } from './basic-info-fields.tsx'
import { DetailsFields } from './details-fields.tsx'
import { ExistingPhotos } from './existing-photos.tsx'
import { LocationFields } from './location-fields.tsx'
import { MediaFields } from './media-fields.tsx'
import { RulesField } from './rules-field.tsx'
import { useNumberFields } from './use-number-fields.ts'

function EditSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-5 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <h3 className="text-xl font-semibold text-ink">{title}</h3>
      {children}
    </section>
  )
}

type TListingEditFormProps = {
  listing: THostListing
  /** Reserved dates are managed beside the form, with their own calls. */
  reservedDates: ReactNode
  onSaved: () => void
  onCancel: () => void
}

/**
 * The co-host modal's edit mode: details, address, capacity and rooms, amenities, rules,
 * media and reserved dates. Saved with one PATCH (new photos added, a new video replacing the old).
 */
export function ListingEditForm({ listing, reservedDates, onSaved, onCancel }: TListingEditFormProps) {
  const { t } = useTranslation()
  const updateListing = useUpdateListing()
  const numbers = useNumberFields<TListingValues>()
  const form = useForm<TListingValues>({
    defaultValues: listingValuesOf(listing),
    resolver: checkResolver((values) =>
      checkListing(numbers.withUnreadable(values), todayInMontreal(), 'edit'),
    ),
    reValidateMode: 'onSubmit',
  })
  const [progress, setProgress] = useState(0)
  const [failure, setFailure] = useState<string>()

  const save = form.handleSubmit(
    async (values) => {
      setFailure(undefined)
      setProgress(0)
      try {
        await updateListing.mutateAsync({
          id: listing.property_id,
          body: listingFormData(values, 'edit'),
          onProgress: setProgress,
        })
        toast.success(t('hosting.updated'))
        onSaved()
      } catch (error) {
        setListingServerErrors(error, form.setError)
        toast.error(t('hosting.updateFailed'))
        setFailure(t('hosting.updateFailed'))
      }
    },
    () => setFailure(t('listingForm.fixErrors')),
  )

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-6">
      <EditSection title={t('listingForm.sections.basics')}>
        <BasicInfoFields form={form} />
      </EditSection>
      <EditSection title={t('listingForm.sections.address')}>
        <LocationFields form={form} />
      </EditSection>
      <EditSection title={t('listingForm.sections.details')}>
        <DetailsFields form={form} numbers={numbers} />
      </EditSection>
      <EditSection title={t('listingForm.sections.amenities')}>
        <AmenitiesFields form={form} />
      </EditSection>
      <EditSection title={t('listingForm.sections.rules')}>
        <RulesField form={form} />
      </EditSection>
      <EditSection title={t('listingForm.sections.media')}>
        <MediaFields
          form={form}
          existing={{
            photoCount: listing.photos.length,
            videoUrl: listing.video,
            children: <ExistingPhotos photos={listing.photos} />,
          }}
        />
      </EditSection>
      <EditSection title={t('hostListings.reservedDates')}>{reservedDates}</EditSection>
      <div className="sticky -bottom-4 -mx-4 flex flex-col gap-3 border-t border-line bg-surface px-4 py-4 sm:-bottom-8 sm:-mx-8 sm:px-8">
        <FormAlert message={failure} />
        {updateListing.isPending && <UploadProgress fraction={progress} label={t('listingForm.saving')} />}
        <FormActions
          onCancel={onCancel}
          isBusy={updateListing.isPending}
          label={t('listingForm.save')}
          busyLabel={t('listingForm.saving')}
        />
      </div>
    </form>
  )
}
