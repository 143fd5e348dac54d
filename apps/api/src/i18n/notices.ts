/**
 * Texts of in-app notifications and their e-mails, by kind and (where both sides are told) by
 * audience. `{{title}}` is the listing's title; dates and amounts arrive already in the reader's
 * format (notifications/notice-params.ts).
 */
export const noticesEn = {
  'notify.booking_requested.title': 'New booking request',
  'notify.booking_requested.body':
    '{{guest}} asks to stay at “{{title}}” from {{check_in}} to {{check_out}}.',
  'notify.booking_approved.title': 'Your request was approved',
  'notify.booking_approved.body':
    'Your stay at “{{title}}” from {{check_in}} is approved. Pay {{due_now}} within 48 hours to confirm it.',
  'notify.booking_declined.title': 'Your request was declined',
  'notify.booking_declined.body': 'Your request for “{{title}}” from {{check_in}} was declined.',
  'notify.booking_declined.overlap.body':
    'Your request for “{{title}}” from {{check_in}} was declined: another stay was confirmed for these dates.',
  'notify.booking_expired.title': 'A booking expired',
  'notify.booking_expired.body': 'The booking for “{{title}}” from {{check_in}} expired without an answer.',
  'notify.booking_expired.unpaid.body':
    'The booking for “{{title}}” from {{check_in}} expired because it was not paid within 48 hours.',
  'notify.booking_paid.title': 'Stay confirmed',
  'notify.booking_paid.guest.body':
    'We received your payment of {{amount}}. Your stay at “{{title}}” is confirmed.',
  'notify.booking_paid.host.body': '{{guest}} paid for “{{title}}” from {{check_in}}. The stay is confirmed.',
  'notify.booking_cancelled.title': 'A booking was cancelled',
  'notify.booking_cancelled.body':
    'The stay at “{{title}}” from {{check_in}} was cancelled. Refund: {{refund}}.',
  'notify.visit_requested.title': 'New visit request',
  'notify.visit_requested.body': '{{guest}} would like to visit “{{title}}” on {{date}} at {{time}}.',
  'notify.visit_accepted.title': 'Your visit is accepted',
  'notify.visit_accepted.body': 'Your visit of “{{title}}” on {{date}} at {{time}} is accepted.',
  'notify.visit_declined.title': 'Your visit was declined',
  'notify.visit_declined.body': 'Your visit of “{{title}}” on {{date}} at {{time}} was declined.',
  'notify.visit_cancelled.title': 'A visit was cancelled',
  'notify.visit_cancelled.body': 'The visit of “{{title}}” on {{date}} at {{time}} was cancelled.',
  'notify.message_received.title': 'New message',
  'notify.message_received.body': '{{sender}} wrote about “{{title}}”: {{preview}}',
  'notify.review_received.title': 'New review',
  'notify.review_received.body': '{{guest}} rated “{{title}}” {{rating}}/5.',
  'notify.calendar_conflict.title': 'An imported booking overlaps a stay',
  'notify.calendar_conflict.body':
    '“{{feed}}” now blocks {{start}} to {{end}} at “{{title}}”, which overlaps the stay from {{check_in}} to {{check_out}}. The stay is kept: resolve it with the other platform.',
  'notify.verification_approved.title': 'You are now a co-host',
  'notify.verification_approved.body': 'Your verification is approved: you can list properties.',
  'notify.verification_rejected.title': 'Your verification needs changes',
  'notify.verification_rejected.body': 'Our reviewer wrote: {{reason}}',
  'notify.rent_paid.title': 'Rent received',
  'notify.rent_paid.guest.body': 'We received your rent of {{amount}} for “{{title}}”, due {{due_date}}.',
  'notify.rent_paid.host.body':
    '{{guest}} paid the rent of {{amount}} for “{{title}}”, due {{due_date}}. Your payout follows in 48 hours.',
  'notify.rent_failed.title': 'Your rent payment did not go through',
  'notify.rent_failed.body':
    'Your card was refused for the rent of {{amount}} for “{{title}}”, due {{due_date}}. We will try again on {{next_try}}. You can pay it now by hand or change your card.',
  'notify.rent_failed.authentication_required.body':
    'Your bank asks you to confirm the rent of {{amount}} for “{{title}}”, due {{due_date}}. Pay it by hand to confirm; otherwise we will try again on {{next_try}}.',
  'notify.rent_late.title': 'A rent is late',
  'notify.rent_late.body':
    'The rent of {{amount}} for “{{title}}”, due {{due_date}}, was not paid yet. We are trying again and have told {{guest}}.',
  'notify.rent_overdue.title': 'A rent is overdue',
  'notify.rent_overdue.guest.body':
    'The rent of {{amount}} for “{{title}}”, due {{due_date}}, is overdue. Please pay it by hand now.',
  'notify.rent_overdue.host.body':
    'The rent of {{amount}} for “{{title}}”, due {{due_date}}, is overdue after every try. Our team has been told; the stay is not cancelled.',
  'notify.rent_reminder.title': 'Rent due soon',
  'notify.rent_reminder.body':
    'The rent of {{amount}} for “{{title}}” is due {{due_date}}. Pay it from your stays.',
  'notify.extension_requested.title': 'A renter asks to extend their stay',
  'notify.extension_requested.body':
    '{{guest}} asks to stay at “{{title}}” until {{check_out}}, for {{amount}} more rent. Answer within 72 hours.',
  'notify.extension_accepted.title': 'Your stay is extended',
  'notify.extension_accepted.body':
    'Your stay at “{{title}}” now ends on {{check_out}}. The new months ({{amount}}) join your rent schedule.',
  'notify.extension_declined.title': 'Your extension was declined',
  'notify.extension_declined.body':
    'The host declined extending your stay at “{{title}}” until {{check_out}}. Your stay is unchanged.',
  'notify.extension_expired.title': 'An extension request expired',
  'notify.extension_expired.body':
    'The request to extend the stay at “{{title}}” until {{check_out}} was not answered within 72 hours. The stay is unchanged.',
  'notify.lease_ready.title': 'The lease of your stay',
  'notify.lease_ready.guest.body':
    'Demeure has prepared the lease of your stay at “{{title}}” from your booking. You can sign it once the host confirms sections F and G.',
  'notify.lease_ready.host.body':
    'The lease of {{guest}}’s stay at “{{title}}” is ready. Confirm or correct the lowest rent of the last 12 months (section G) and answer section F, then sign it.',
  'notify.lease_signed.title': 'Your lease is signed',
  'notify.lease_signed.body':
    'Both sides have signed the lease of the stay at “{{title}}”. The signed PDF is in your panel, and attached to the e-mail of this notice.',
  'notify.lease_notice_window.title': 'The renewal notice window is open',
  'notify.lease_notice_window.guest.body':
    'Your lease at “{{title}}” renews by law on {{term_end}} unless you give notice of non-renewal by {{closes}}. Without notice, it renews for the same term, at the same rent, still paid each month: your panel shows until when.',
  'notify.lease_notice_window.host.body':
    'The end date of the stay at “{{title}}” ({{term_end}}) is not automatic: unless {{guest}} gives notice by {{closes}}, the lease renews by law for the same term, at the same rent: the stay panel shows until when.',
  'notify.lease_non_renewal.title': 'Notice of non-renewal',
  'notify.lease_non_renewal.body':
    '{{guest}} will not renew the lease at “{{title}}”: the stay ends on {{term_end}}.',
  'notify.lease_renewed.title': 'The lease is renewed',
  'notify.lease_renewed.body':
    'No notice of non-renewal was given: the lease at “{{title}}” is renewed by law, at the same rent paid each month. The stay now ends on {{term_end}}.',
  'mail.notice.body': 'Hello {{name}},\n\n{{body}}\n\n{{link}}\n\nThe Demeure team',
  'mail.messages.subject': 'You have unread messages on Demeure',
  'mail.messages.body':
    'Hello {{name}},\n\nYou have {{count}} unread messages:\n\n{{list}}\n\nRead and answer them here:\n{{link}}\n\nThe Demeure team',
  'mail.messages.body_one':
    'Hello {{name}},\n\nYou have {{count}} unread message:\n\n{{list}}\n\nRead and answer it here:\n{{link}}\n\nThe Demeure team',
} as const

export const noticesFr: Record<keyof typeof noticesEn, string> = {
  'notify.booking_requested.title': 'Nouvelle demande de réservation',
  'notify.booking_requested.body':
    '{{guest}} demande à séjourner à « {{title}} » du {{check_in}} au {{check_out}}.',
  'notify.booking_approved.title': 'Votre demande est acceptée',
  'notify.booking_approved.body':
    'Votre séjour à « {{title}} » à partir du {{check_in}} est accepté. Payez {{due_now}} sous 48 heures pour le confirmer.',
  'notify.booking_declined.title': 'Votre demande a été refusée',
  'notify.booking_declined.body': 'Votre demande pour « {{title}} » à partir du {{check_in}} a été refusée.',
  'notify.booking_declined.overlap.body':
    'Votre demande pour « {{title}} » à partir du {{check_in}} a été refusée : un autre séjour a été confirmé à ces dates.',
  'notify.booking_expired.title': 'Une réservation a expiré',
  'notify.booking_expired.body':
    'La réservation de « {{title}} » à partir du {{check_in}} a expiré sans réponse.',
  'notify.booking_expired.unpaid.body':
    "La réservation de « {{title}} » à partir du {{check_in}} a expiré : elle n'a pas été payée sous 48 heures.",
  'notify.booking_paid.title': 'Séjour confirmé',
  'notify.booking_paid.guest.body':
    'Nous avons reçu votre paiement de {{amount}}. Votre séjour à « {{title}} » est confirmé.',
  'notify.booking_paid.host.body':
    '{{guest}} a payé « {{title}} » à partir du {{check_in}}. Le séjour est confirmé.',
  'notify.booking_cancelled.title': 'Une réservation a été annulée',
  'notify.booking_cancelled.body':
    'Le séjour à « {{title}} » à partir du {{check_in}} a été annulé. Remboursement : {{refund}}.',
  'notify.visit_requested.title': 'Nouvelle demande de visite',
  'notify.visit_requested.body': '{{guest}} aimerait visiter « {{title}} » le {{date}} à {{time}}.',
  'notify.visit_accepted.title': 'Votre visite est acceptée',
  'notify.visit_accepted.body': 'Votre visite de « {{title}} » le {{date}} à {{time}} est acceptée.',
  'notify.visit_declined.title': 'Votre visite a été refusée',
  'notify.visit_declined.body': 'Votre visite de « {{title}} » le {{date}} à {{time}} a été refusée.',
  'notify.visit_cancelled.title': 'Une visite a été annulée',
  'notify.visit_cancelled.body': 'La visite de « {{title}} » le {{date}} à {{time}} a été annulée.',
  'notify.message_received.title': 'Nouveau message',
  'notify.message_received.body': '{{sender}} a écrit au sujet de « {{title}} » : {{preview}}',
  'notify.review_received.title': 'Nouvel avis',
  'notify.review_received.body': '{{guest}} a noté « {{title}} » {{rating}}/5.',
  'notify.calendar_conflict.title': 'Une réservation importée chevauche un séjour',
  'notify.calendar_conflict.body':
    '« {{feed}} » bloque maintenant du {{start}} au {{end}} à « {{title}} », ce qui chevauche le séjour du {{check_in}} au {{check_out}}. Le séjour est maintenu : réglez la situation avec l’autre plateforme.',
  'notify.verification_approved.title': 'Vous êtes maintenant cohôte',
  'notify.verification_approved.body': 'Votre vérification est acceptée : vous pouvez publier des logements.',
  'notify.verification_rejected.title': 'Votre vérification demande des changements',
  'notify.verification_rejected.body': 'Notre équipe a écrit : {{reason}}',
  'notify.rent_paid.title': 'Loyer reçu',
  'notify.rent_paid.guest.body':
    'Nous avons reçu votre loyer de {{amount}} pour « {{title}} », dû le {{due_date}}.',
  'notify.rent_paid.host.body':
    '{{guest}} a payé le loyer de {{amount}} pour « {{title}} », dû le {{due_date}}. Votre versement suit dans 48 heures.',
  'notify.rent_failed.title': 'Votre paiement de loyer n’a pas abouti',
  'notify.rent_failed.body':
    'Votre carte a été refusée pour le loyer de {{amount}} pour « {{title}} », dû le {{due_date}}. Nous réessaierons le {{next_try}}. Vous pouvez le payer maintenant ou changer de carte.',
  'notify.rent_failed.authentication_required.body':
    'Votre banque vous demande de confirmer le loyer de {{amount}} pour « {{title}} », dû le {{due_date}}. Payez-le vous-même pour le confirmer ; sinon, nous réessaierons le {{next_try}}.',
  'notify.rent_late.title': 'Un loyer est en retard',
  'notify.rent_late.body':
    'Le loyer de {{amount}} pour « {{title}} », dû le {{due_date}}, n’est pas encore payé. Nous réessayons et avons prévenu {{guest}}.',
  'notify.rent_overdue.title': 'Un loyer est impayé',
  'notify.rent_overdue.guest.body':
    'Le loyer de {{amount}} pour « {{title}} », dû le {{due_date}}, est impayé. Merci de le payer vous-même dès maintenant.',
  'notify.rent_overdue.host.body':
    'Le loyer de {{amount}} pour « {{title}} », dû le {{due_date}}, reste impayé après tous les essais. Notre équipe est prévenue ; le séjour n’est pas annulé.',
  'notify.rent_reminder.title': 'Loyer bientôt dû',
  'notify.rent_reminder.body':
    'Le loyer de {{amount}} pour « {{title}} » est dû le {{due_date}}. Payez-le depuis vos séjours.',
  'notify.extension_requested.title': 'Une demande de prolongation de séjour',
  'notify.extension_requested.body':
    '{{guest}} demande à rester à « {{title}} » jusqu’au {{check_out}}, pour {{amount}} de loyer en plus. Répondez sous 72 heures.',
  'notify.extension_accepted.title': 'Votre séjour est prolongé',
  'notify.extension_accepted.body':
    'Votre séjour à « {{title}} » se termine maintenant le {{check_out}}. Les nouveaux mois ({{amount}}) s’ajoutent à votre calendrier de loyers.',
  'notify.extension_declined.title': 'Votre prolongation a été refusée',
  'notify.extension_declined.body':
    'L’hôte a refusé de prolonger votre séjour à « {{title}} » jusqu’au {{check_out}}. Votre séjour ne change pas.',
  'notify.extension_expired.title': 'Une demande de prolongation a expiré',
  'notify.extension_expired.body':
    'La demande de prolonger le séjour à « {{title}} » jusqu’au {{check_out}} n’a pas reçu de réponse sous 72 heures. Le séjour ne change pas.',
  'notify.lease_ready.title': 'Le bail de votre séjour',
  'notify.lease_ready.guest.body':
    'Demeure a préparé le bail de votre séjour à « {{title}} » à partir de votre réservation. Vous pourrez le signer dès que l’hôte aura confirmé les sections F et G.',
  'notify.lease_ready.host.body':
    'Le bail du séjour de {{guest}} à « {{title}} » est prêt. Confirmez ou corrigez le loyer le plus bas des 12 derniers mois (section G) et répondez à la section F, puis signez-le.',
  'notify.lease_signed.title': 'Votre bail est signé',
  'notify.lease_signed.body':
    'Les deux parties ont signé le bail du séjour à « {{title}} ». Le PDF signé est dans votre espace et joint au courriel de cet avis.',
  'notify.lease_notice_window.title': 'La période d’avis de reconduction est ouverte',
  'notify.lease_notice_window.guest.body':
    'Votre bail à « {{title}} » est reconduit de plein droit le {{term_end}}, sauf avis de non-reconduction d’ici le {{closes}}. Sans avis, il est reconduit pour la même durée, au même loyer, toujours payé chaque mois : votre espace indique jusqu’à quand.',
  'notify.lease_notice_window.host.body':
    'La date de fin du séjour à « {{title}} » ({{term_end}}) n’est pas automatique : sauf avis de {{guest}} d’ici le {{closes}}, le bail est reconduit de plein droit pour la même durée, au même loyer : l’espace du séjour indique jusqu’à quand.',
  'notify.lease_non_renewal.title': 'Avis de non-reconduction',
  'notify.lease_non_renewal.body':
    '{{guest}} ne reconduira pas le bail à « {{title}} » : le séjour se termine le {{term_end}}.',
  'notify.lease_renewed.title': 'Le bail est reconduit',
  'notify.lease_renewed.body':
    'Aucun avis de non-reconduction n’a été donné : le bail à « {{title}} » est reconduit de plein droit, au même loyer payé chaque mois. Le séjour se termine désormais le {{term_end}}.',
  'mail.notice.body': "Bonjour {{name}},\n\n{{body}}\n\n{{link}}\n\nL'équipe Demeure",
  'mail.messages.subject': 'Vous avez des messages non lus sur Demeure',
  'mail.messages.body':
    "Bonjour {{name}},\n\nVous avez {{count}} messages non lus :\n\n{{list}}\n\nLisez-les et répondez ici :\n{{link}}\n\nL'équipe Demeure",
  'mail.messages.body_one':
    "Bonjour {{name}},\n\nVous avez {{count}} message non lu :\n\n{{list}}\n\nLisez-le et répondez ici :\n{{link}}\n\nL'équipe Demeure",
}
