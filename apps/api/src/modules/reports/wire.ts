import type { TReport, TReportPerson, TStaffReport } from '@demeure/shared'
import type { TUserRow } from '../users/index.ts'
import type { THistory } from './repository.ts'
import type { TReportRow } from './tables.ts'

const DAY_MS = 86_400_000

export function toReportWire(row: TReportRow): TReport {
  return {
    id: row.id,
    target_kind: row.targetKind as TReport['target_kind'],
    target_id: row.targetId,
    reason: row.reason as TReport['reason'],
    details: row.details,
    status: row.status as TReport['status'],
    created_at: row.createdAt.toISOString(),
  }
}

export function toPersonWire(user: TUserRow, history: THistory | undefined, now: Date): TReportPerson {
  return {
    id: user.id,
    username: user.username,
    name: `${user.firstName} ${user.lastName}`.trim(),
    joined_at: user.createdAt.toISOString(),
    account_age_days: Math.max(0, Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS)),
    is_suspended: user.suspendedAt !== null,
    reports_made: history?.made ?? 0,
    reports_against: history?.against ?? 0,
    actions_against: history?.actions ?? 0,
  }
}

export type TStaffReportContext = Pick<TStaffReport, 'listing' | 'message' | 'actions'>
