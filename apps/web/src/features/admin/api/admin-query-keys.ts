/** The staff queues; an approval or a rejection refetches every page of its queue. */
export const ADMIN_QUERY_KEYS = {
  verifications: ['admin', 'verifications'] as const,
  properties: ['admin', 'properties'] as const,
  money: ['admin', 'money'] as const,
  reports: ['admin', 'reports'] as const,
  watchedAccounts: ['admin', 'watched-accounts'] as const,
}
