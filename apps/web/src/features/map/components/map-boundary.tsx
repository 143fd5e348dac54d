import { MapPinOff } from 'lucide-react'
import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'

function MapFailed() {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      className="flex size-full flex-col items-center justify-center gap-3 bg-canvas p-6 text-center"
    >
      <MapPinOff aria-hidden="true" className="size-8 text-ink-muted" />
      <p className="font-semibold text-ink">{t('map.loadFailed')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  )
}

/**
 * 'Failed to load map' when the map's code cannot load (e.g. after a deployment) or
 * Leaflet fails, instead of taking the whole page down.
 */
export class MapBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false }

  static getDerivedStateFromError() {
    return { hasFailed: true }
  }

  override render() {
    return this.state.hasFailed ? <MapFailed /> : this.props.children
  }
}
