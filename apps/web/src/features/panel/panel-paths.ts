import { ROUTES, type TPanelBase } from '../../lib/routes.ts'
import type { TPanelVariant } from './panel-sections.ts'

export function panelBase(variant: TPanelVariant): TPanelBase {
  return variant === 'user' ? ROUTES.userPanel : ROUTES.cohostPanel
}

export function panelHref(base: TPanelBase, path: string): string {
  return path ? `${base}/${path}` : base
}
