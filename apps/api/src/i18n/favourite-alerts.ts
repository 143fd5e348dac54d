/** Texts of saved-home alerts (the in-app notice and the e-mail), by language. */
export const favouriteAlertsEn = {
  'favourite.badToken': 'This unsubscribe link is not valid.',
  'notify.favourite_alert.title': 'News of a home you saved',
  'notify.favourite_alert.price_lowered.body': '“{{title}}” is now {{amount}} a month.',
  'notify.favourite_alert.dates_freed.body':
    '“{{title}}” is free again for your dates, {{check_in}} to {{check_out}}.',
  'mail.favourite.price_lowered.subject': 'Price lowered: “{{title}}”',
  'mail.favourite.dates_freed.subject': 'Your dates are free: “{{title}}”',
  'mail.favourite.price_lowered.news': 'its price went down to {{price}} a month',
  'mail.favourite.dates_freed.news': 'it is free again for your dates, {{checkIn}} to {{checkOut}}',
  'mail.favourite.body':
    'Hello {{name}},\n\nGood news about “{{title}}” in {{city}}, a home you saved: {{news}}.\n\nSee it: {{link}}\n\nTo stop alerts about this home, use your mail app’s unsubscribe button, or manage your saved homes here: {{panelLink}}\n\nThe Demeure team',
} as const

export const favouriteAlertsFr: Record<keyof typeof favouriteAlertsEn, string> = {
  'favourite.badToken': 'Ce lien de désabonnement n’est pas valide.',
  'notify.favourite_alert.title': 'Du nouveau pour un logement enregistré',
  'notify.favourite_alert.price_lowered.body':
    '«\u00a0{{title}}\u00a0» est maintenant à {{amount}} par mois.',
  'notify.favourite_alert.dates_freed.body':
    '«\u00a0{{title}}\u00a0» est de nouveau libre pour vos dates, du {{check_in}} au {{check_out}}.',
  'mail.favourite.price_lowered.subject': 'Prix baissé\u00a0: «\u00a0{{title}}\u00a0»',
  'mail.favourite.dates_freed.subject': 'Vos dates sont libres\u00a0: «\u00a0{{title}}\u00a0»',
  'mail.favourite.price_lowered.news': 'son prix est descendu à {{price}} par mois',
  'mail.favourite.dates_freed.news': 'il est de nouveau libre pour vos dates, du {{checkIn}} au {{checkOut}}',
  'mail.favourite.body':
    'Bonjour {{name}},\n\nBonne nouvelle pour «\u00a0{{title}}\u00a0» à {{city}}, un logement que vous avez enregistré\u00a0: {{news}}.\n\nLe voir\u00a0: {{link}}\n\nPour ne plus recevoir d’alertes sur ce logement, utilisez le bouton de désabonnement de votre messagerie, ou gérez vos logements enregistrés ici\u00a0: {{panelLink}}\n\nL’équipe Demeure',
}
