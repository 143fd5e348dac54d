import { ROUTES, type TPanelBase } from '../../../lib/routes.ts'

/** 'my panel' in the desktop menu: co-hosts (stored user-type 'co-host') get the co-host panel. */
export function panelPathFor(userType: string | null | undefined): TPanelBase {
  return userType === 'co-host' ? ROUTES.cohostPanel : ROUTES.userPanel
}
