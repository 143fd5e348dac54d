import { PAGE_PATHS } from '@demeure/shared/zod-free'

/** The pages' paths: one table with the API, which writes links to them (e-mails, notices). */
export const ROUTES = PAGE_PATHS

export type TPanelBase = typeof ROUTES.userPanel | typeof ROUTES.cohostPanel
