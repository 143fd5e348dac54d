import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { RENTING_ENDPOINTS } from '../../../lib/renting-endpoints.ts'
import { parsePaymentReturn } from '../lib/payment-return.ts'

/**
 * Back from the checkout (`?payment=success|failed|cancelled`): says how it went once, refreshes the
 * stays and the ledger, and drops the parameter so a reload does not say it again.
 */
export function usePaymentReturnNotice() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const outcome = parsePaymentReturn(params.get('payment'))

  useEffect(() => {
    if (!outcome) return
    if (outcome === 'success' || outcome === 'rent_success')
      toast.success(t(`reservations.payment.${outcome}`))
    else toast.error(t(`reservations.payment.${outcome}`))
    void invalidateEndpoints(queryClient, ...RENTING_ENDPOINTS)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('payment')
        return next
      },
      { replace: true },
    )
  }, [outcome, queryClient, setParams, t])
}
