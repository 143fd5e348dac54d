import {
  DOCUMENT_MIME_TYPES,
  pageUrl,
  type TAdminVerification,
  type TLanguage,
  type TVerification,
  type TVerificationDocumentKind,
  type ZVerificationFields,
} from '@demeure/shared'
import type { z } from 'zod'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { translate } from '../../i18n/index.ts'
import { type AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import { createStoredFiles, removeStored, storePrivateUploads, type TUpload } from '../files/index.ts'
import { createAccounts } from '../users/index.ts'
import { createVerificationsRepository, type TVerificationValues } from './repository.ts'
import { NOT_SUBMITTED, toVerificationWire } from './wire.ts'

/** Needed on a first submission; the business license is optional (not every host is a company). */
export const REQUIRED_KINDS: TVerificationDocumentKind[] = ['government_id', 'proof_of_address']

type TFields = z.output<typeof ZVerificationFields>
type TDocuments = Partial<Record<TVerificationDocumentKind, TUpload[]>>
/** A verification as read from its form: the checked fields and the documents by kind. */
export type TVerificationForm = { fields: TFields; documents: TDocuments }

function toValues(fields: TFields, now: Date): TVerificationValues {
  return {
    status: 'pending',
    fullName: fields.full_name,
    email: fields.email,
    phone: fields.phone,
    telegramUsername: fields.telegram_username.replace(/^@/, ''),
    hostingCountry: fields.hosting_country,
    hostingCity: fields.hosting_city,
    role: fields.role,
    bookingUrls: fields.booking_urls,
    agreement: fields.agreement,
    rejectionReason: null,
    submittedAt: now,
    reviewedAt: null,
    reviewedBy: null,
  }
}

export function createVerificationsService(deps: TDeps) {
  const { db, storage, clock } = deps
  const verifications = createVerificationsRepository(db)

  async function wireFor(userId: string): Promise<TVerification> {
    const row = await verifications.findByUser(userId)
    if (!row) return NOT_SUBMITTED
    return toVerificationWire(row, await verifications.documentsOf([row.id]))
  }

  /**
   * Stores the uploaded documents, then writes the verification and its document list in one
   * transaction. Documents of a kind sent again replace the old ones, which are deleted only after
   * the commit; on any failure the new files are removed.
   */
  async function save(userId: string, fields: TFields, documents: TDocuments, mode: 'create' | 'update') {
    const existing = await verifications.findByUser(userId)
    if (mode === 'create' && existing) throw conflict({ _: { key: 'field.verificationExists' } })
    if (mode === 'update' && !existing) throw notFound()
    if (existing?.status === 'approved') throw conflict({ _: { key: 'field.verificationApproved' } })
    if (mode === 'create') {
      const missing = REQUIRED_KINDS.filter((kind) => !documents[kind]?.length)
      if (missing.length > 0) {
        throw badRequest(Object.fromEntries(missing.map((kind) => [kind, { key: 'validation.required' }])))
      }
    }
    const uploads = Object.entries(documents).flatMap(([kind, files]) =>
      (files ?? []).map((file) => ({
        ...file,
        kind,
        allowed: DOCUMENT_MIME_TYPES,
        invalid: { key: 'field.documentType' },
      })),
    )
    const stored = await storePrivateUploads(storage, userId, uploads)
    try {
      const replaced = await inTransaction(db, async (tx) => {
        const repo = createVerificationsRepository(tx)
        const values = toValues(fields, clock.now())
        const row = existing ? await repo.update(existing.id, values) : await repo.insert(userId, values)
        if (!row) throw notFound()
        const old = existing ? await repo.documentsOf([existing.id]) : []
        const replacedIds = old
          .filter((doc) => documents[doc.kind as TVerificationDocumentKind]?.length)
          .map((d) => d.file.id)
        const files = createStoredFiles(tx)
        const removed = await files.forget(replacedIds)
        const inserted = await files.record(stored)
        await repo.addDocuments(
          inserted.map((file) => ({ verificationId: row.id, fileId: file.id, kind: file.kind })),
        )
        return removed
      })
      await removeStored(storage, replaced)
    } catch (error) {
      await removeStored(storage, stored)
      throw error
    }
    return wireFor(userId)
  }

  /** The decision's notice and e-mail, written in its transaction; run the returned announcement after the commit. */
  async function notify(tx: TDb, userId: string, outcome: 'approved' | 'rejected', reason = '') {
    const user = await createAccounts(tx).findById(userId)
    if (!user) return async () => {}
    // The in-app notice; its e-mail below says more (the link to the panel).
    const announce = await deps.notifier.notify(tx, {
      userId,
      kind: `verification_${outcome}`,
      link: pageUrl.verification(),
      params: { reason },
      email: false,
    })
    const language = user.language as TLanguage
    const params = { name: user.firstName, reason, link: `${deps.config.publicUrl}${pageUrl.verification()}` }
    await deps.mailer.send(
      {
        to: user.email,
        subject: translate(language, `mail.verification.${outcome}.subject`),
        text: translate(language, `mail.verification.${outcome}.body`, params),
      },
      tx,
    )
    return announce
  }

  return {
    get: wireFor,
    submit: (userId: string, fields: TFields, documents: TDocuments) =>
      save(userId, fields, documents, 'create'),
    resubmit: (userId: string, fields: TFields, documents: TDocuments) =>
      save(userId, fields, documents, 'update'),

    async listForStaff(status: string, page: number, pageSize: number): Promise<TPage<TAdminVerification>> {
      const { count, rows } = await verifications.listByStatus(status, pageSize, (page - 1) * pageSize)
      const documents = await verifications.documentsOf(rows.map((r) => r.verification.id))
      const results = rows.map(({ verification, user }) => ({
        ...toVerificationWire(
          verification,
          documents.filter((doc) => doc.verificationId === verification.id),
        ),
        id: verification.id,
        user: { id: user.id, username: user.username, email: user.email, user_type: user.userType },
      }))
      return { results, count, page, pageSize }
    },

    /** Approval makes a guest a co-host, in the same transaction as the decision. */
    async approve(id: string, adminId: string) {
      const reviewed = await inTransaction(db, async (tx) => {
        const row = await createVerificationsRepository(tx).review(id, {
          status: 'approved',
          reviewedAt: clock.now(),
          reviewedBy: adminId,
          rejectionReason: null,
        })
        if (!row) return undefined
        const users = createAccounts(tx)
        const user = await users.findById(row.userId)
        if (user && user.userType === 'guest') await users.makeVerifiedCoHost(user.id)
        return notify(tx, row.userId, 'approved')
      })
      if (!reviewed) throw await reviewRefusal(id)
      await reviewed()
    },

    async reject(id: string, adminId: string, reason: string) {
      const announce = await inTransaction(db, async (tx) => {
        const row = await createVerificationsRepository(tx).review(id, {
          status: 'rejected',
          rejectionReason: reason,
          reviewedAt: clock.now(),
          reviewedBy: adminId,
        })
        return row ? notify(tx, row.userId, 'rejected', reason) : undefined
      })
      if (!announce) throw await reviewRefusal(id)
      await announce()
    },
  }

  /** 404 for an unknown id, 409 when it was already decided. */
  async function reviewRefusal(id: string): Promise<AppError> {
    return (await verifications.findById(id)) ? conflict({ _: { key: 'field.alreadyReviewed' } }) : notFound()
  }
}
export type TVerificationsService = ReturnType<typeof createVerificationsService>
