/** Demeure's public contact details, shown on /contact. */
export const CONTACT_DETAILS = {
  phoneDisplay: '+1 (514) 555-0142',
  phoneHref: 'tel:+15145550142',
  email: 'hello@demeure.ca',
  addressLines: ['1455 Peel Street, Suite 300', 'Montreal, QC H3A 1T5', 'Canada'],
} as const
