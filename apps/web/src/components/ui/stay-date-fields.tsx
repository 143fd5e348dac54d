import { type ComponentProps, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateField } from './date-field.tsx'

type TFieldExtras = Pick<
  ComponentProps<typeof DateField>,
  'month' | 'blocked' | 'allowed' | 'refused' | 'error'
>

type TStayDateFieldsProps = {
  checkIn: string
  checkOut: string
  onCheckInChange: (value: string) => void
  onCheckOutChange: (value: string) => void
  /** The first day a check-in can be picked (today). */
  fromDate: string
  /** When given, the check-out stays closed until a check-in is chosen, and this says why. */
  onCheckOutBeforeCheckIn?: () => void
  checkInField?: TFieldExtras
  checkOutField?: TFieldExtras
}

/**
 * A stay's check-in and check-out, side by side (the booking panel, a saved home's wanted dates):
 * choosing the check-in opens the check-out when none is chosen yet.
 */
export function StayDateFields({
  checkIn,
  checkOut,
  onCheckInChange,
  onCheckOutChange,
  fromDate,
  onCheckOutBeforeCheckIn,
  checkInField,
  checkOutField,
}: TStayDateFieldsProps) {
  const { t } = useTranslation()
  const [openField, setOpenField] = useState<'checkIn' | 'checkOut' | null>(null)
  return (
    <div className="grid grid-cols-2 gap-2">
      <DateField
        label={t('listings.checkIn')}
        placeholder={t('listings.addDate')}
        value={checkIn}
        isOpen={openField === 'checkIn'}
        onOpenChange={(isOpen) => setOpenField(isOpen ? 'checkIn' : null)}
        onChange={(value) => {
          onCheckInChange(value)
          setOpenField(value && !checkOut ? 'checkOut' : null)
        }}
        fromDate={fromDate}
        {...checkInField}
      />
      <DateField
        label={t('listings.checkOut')}
        placeholder={t('listings.addDate')}
        value={checkOut}
        isOpen={openField === 'checkOut'}
        onOpenChange={(isOpen) => {
          if (isOpen && !checkIn && onCheckOutBeforeCheckIn) {
            onCheckOutBeforeCheckIn()
            return
          }
          setOpenField(isOpen ? 'checkOut' : null)
        }}
        onChange={(value) => {
          onCheckOutChange(value)
          setOpenField(null)
        }}
        fromDate={checkIn || fromDate}
        align="end"
        {...checkOutField}
      />
    </div>
  )
}
