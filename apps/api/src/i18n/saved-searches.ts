/** Texts of saved searches and their alerts (the in-app notice and the e-mails), by language. */
export const savedSearchesEn = {
  'savedSearch.limit': 'You can keep at most {{max}} saved searches: delete one to save this one.',
  'savedSearch.badToken': 'This unsubscribe link is not valid.',
  'notify.saved_search_match.title': 'A new home for your search',
  'notify.saved_search_match.body': '“{{title}}” matches your search “{{search}}”.',
  'mail.savedSearch.reason.published': 'new on Demeure',
  'mail.savedSearch.reason.price_lowered': 'price lowered',
  'mail.savedSearch.reason.dates_freed': 'dates freed',
  'mail.savedSearch.line': '• {{title}}, {{city}}: {{price}} a month ({{reason}})\n  {{link}}',
  'mail.savedSearch.instant.subject': 'A new home for your search “{{search}}”',
  'mail.savedSearch.digest.subject': 'New homes for your search “{{search}}”',
  'mail.savedSearch.body':
    'Hello {{name}},\n\nThese homes now match your saved search “{{search}}”:\n\n{{lines}}\n\nSee every result: {{searchLink}}\n\nTo stop these alerts, use your mail app’s unsubscribe button, or manage your saved searches here: {{panelLink}}\n\nThe Demeure team',
} as const

export const savedSearchesFr: Record<keyof typeof savedSearchesEn, string> = {
  'savedSearch.limit':
    'Vous pouvez garder au plus {{max}} recherches enregistrées\u00a0: supprimez-en une pour enregistrer celle-ci.',
  'savedSearch.badToken': 'Ce lien de désabonnement n’est pas valide.',
  'notify.saved_search_match.title': 'Un nouveau logement pour votre recherche',
  'notify.saved_search_match.body':
    '«\u00a0{{title}}\u00a0» correspond à votre recherche «\u00a0{{search}}\u00a0».',
  'mail.savedSearch.reason.published': 'nouveau sur Demeure',
  'mail.savedSearch.reason.price_lowered': 'prix baissé',
  'mail.savedSearch.reason.dates_freed': 'dates libérées',
  'mail.savedSearch.line': '• {{title}}, {{city}}\u00a0: {{price}} par mois ({{reason}})\n  {{link}}',
  'mail.savedSearch.instant.subject': 'Un nouveau logement pour votre recherche «\u00a0{{search}}\u00a0»',
  'mail.savedSearch.digest.subject': 'De nouveaux logements pour votre recherche «\u00a0{{search}}\u00a0»',
  'mail.savedSearch.body':
    'Bonjour {{name}},\n\nCes logements correspondent désormais à votre recherche enregistrée «\u00a0{{search}}\u00a0»\u00a0:\n\n{{lines}}\n\nVoir tous les résultats\u00a0: {{searchLink}}\n\nPour ne plus recevoir ces alertes, utilisez le bouton de désabonnement de votre messagerie, ou gérez vos recherches enregistrées ici\u00a0: {{panelLink}}\n\nL’équipe Demeure',
}
