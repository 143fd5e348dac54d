/**
 * Texts of reports and moderation (docs/product-rules.md, "Reports and moderation"): refusals of a
 * report, the suspended account's sign-in refusal and the notices each outcome sends.
 */
export const moderationEn = {
  'error.account_suspended.message': 'This account is suspended.',
  'error.account_suspended.detail':
    'Demeure staff suspended this account after a report. Write to support if you think this is a mistake.',
  'field.reportTargetMissing': 'We could not find what you are reporting.',
  'field.reportSelf': 'You cannot report yourself or your own listing.',
  'field.reportNotParticipant': 'Only the people in a conversation can report its messages.',
  'field.reportDetailsRequired': 'Tell us what happened when the reason is “Other”.',
  'field.reportClosed': 'This report was already handled.',
  'field.actionNotForTarget': 'Only a reported listing can be hidden.',
  'reports.tooMany': 'You have sent many reports in a short time. Please wait a minute and try again.',
  'notify.report_outcome.title': 'Your report was reviewed',
  'notify.report_outcome.body':
    'Staff reviewed your report of {{date}} and took action. Thank you for telling us.',
  'notify.report_outcome.actioned.body':
    'Staff reviewed your report of {{date}} and took action. Thank you for telling us.',
  'notify.report_outcome.dismissed.body':
    'Staff reviewed your report of {{date}} and found nothing against our rules. Thank you for telling us.',
  'notify.account_warning.title': 'A warning from Demeure staff',
  'notify.account_warning.body':
    'Staff reviewed a report about your account. Please follow our rules: repeated problems lead to suspension. {{note}}',
  'notify.listing_hidden.title': 'Your listing was hidden',
  'notify.listing_hidden.body':
    'Staff hid “{{title}}” from search after a report. {{note}} Edit it and send it for review again.',
  'notify.booking_declined.host_suspended.body':
    'Your request for “{{title}}” from {{check_in}} was declined: the host’s account was suspended by Demeure staff.',
  'notify.booking_closed.title': 'A stay request was closed',
  'notify.booking_closed.body':
    'The request from {{guest}} for “{{title}}” from {{check_in}} was declined: the renter’s account was suspended by Demeure staff.',
} as const

export const moderationFr: Record<keyof typeof moderationEn, string> = {
  'error.account_suspended.message': 'Ce compte est suspendu.',
  'error.account_suspended.detail':
    'L’équipe Demeure a suspendu ce compte à la suite d’un signalement. Écrivez au soutien si vous croyez à une erreur.',
  'field.reportTargetMissing': 'Nous ne trouvons pas ce que vous signalez.',
  'field.reportSelf': 'Vous ne pouvez pas vous signaler vous-même ni signaler votre propre annonce.',
  'field.reportNotParticipant': 'Seules les personnes d’une conversation peuvent en signaler les messages.',
  'field.reportDetailsRequired': 'Dites-nous ce qui s’est passé quand le motif est « Autre ».',
  'field.reportClosed': 'Ce signalement a déjà été traité.',
  'field.actionNotForTarget': 'Seule une annonce signalée peut être masquée.',
  'reports.tooMany':
    'Vous avez envoyé beaucoup de signalements en peu de temps. Veuillez patienter une minute et réessayer.',
  'notify.report_outcome.title': 'Votre signalement a été examiné',
  'notify.report_outcome.body':
    'L’équipe a examiné votre signalement du {{date}} et a pris des mesures. Merci de nous avoir prévenus.',
  'notify.report_outcome.actioned.body':
    'L’équipe a examiné votre signalement du {{date}} et a pris des mesures. Merci de nous avoir prévenus.',
  'notify.report_outcome.dismissed.body':
    'L’équipe a examiné votre signalement du {{date}} et n’a rien trouvé de contraire à nos règles. Merci de nous avoir prévenus.',
  'notify.account_warning.title': 'Un avertissement de l’équipe Demeure',
  'notify.account_warning.body':
    'L’équipe a examiné un signalement visant votre compte. Veuillez respecter nos règles\u00a0: des problèmes répétés mènent à la suspension. {{note}}',
  'notify.listing_hidden.title': 'Votre annonce a été masquée',
  'notify.listing_hidden.body':
    'L’équipe a retiré « {{title}} » de la recherche à la suite d’un signalement. {{note}} Modifiez-la et soumettez-la de nouveau à l’examen.',
  'notify.booking_declined.host_suspended.body':
    'Votre demande pour « {{title}} » à partir du {{check_in}} a été refusée\u00a0: le compte de l’hôte a été suspendu par l’équipe Demeure.',
  'notify.booking_closed.title': 'Une demande de séjour a été fermée',
  'notify.booking_closed.body':
    'La demande de {{guest}} pour « {{title}} » à partir du {{check_in}} a été refusée\u00a0: le compte du locataire a été suspendu par l’équipe Demeure.',
}
