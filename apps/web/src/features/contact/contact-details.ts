/** Demeure's public contact details, shown on /contact. */
export const CONTACT_DETAILS = {
  phoneDisplay: '+1 (514) 555-0142',
  phoneHref: 'tel:+15145550142',
  email: 'hello@demeure.ca',
  /** Written the way each language's mail is addressed (Canada Post's English and French forms). */
  addressLines: {
    en: ['1455 Peel Street, Suite 300', 'Montreal, QC H3A 1T5', 'Canada'],
    fr: ['1455, rue Peel, bureau 300', 'Montréal (Québec) H3A 1T5', 'Canada'],
  },
} as const
