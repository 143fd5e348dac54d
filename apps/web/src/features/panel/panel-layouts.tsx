import { PanelLayout } from './components/panel-layout.tsx'

export function UserPanelLayout() {
  return <PanelLayout variant="user" />
}

export function CohostPanelLayout() {
  return <PanelLayout variant="cohost" />
}
