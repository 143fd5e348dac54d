/**
 * A Montreal "plex" row with its outside staircases, drawn in the palette: decoration for the
 * hero that needs no photo and no network.
 */
export function PlexIllustration() {
  return (
    <svg viewBox="0 0 480 360" aria-hidden="true" className="h-auto w-full">
      <rect x="0" y="300" width="480" height="60" rx="12" className="fill-brand-soft" />
      <circle cx="400" cy="70" r="34" className="fill-accent-soft" />
      {[0, 1, 2].map((index) => {
        const x = 40 + index * 140
        const wall = index === 1 ? 'fill-accent' : 'fill-brand'
        return (
          <g key={index}>
            <rect
              x={x}
              y={index === 1 ? 90 : 110}
              width="120"
              height={index === 1 ? 210 : 190}
              rx="4"
              className={wall}
            />
            <rect
              x={x - 4}
              y={index === 1 ? 82 : 102}
              width="128"
              height="12"
              rx="3"
              className="fill-ink/80"
            />
            {[0, 1].map((floor) => {
              const y = (index === 1 ? 120 : 140) + floor * 80
              return (
                <g key={floor}>
                  <rect x={x + 14} y={y} width="34" height="44" rx="3" className="fill-canvas" />
                  <rect x={x + 72} y={y} width="34" height="44" rx="3" className="fill-canvas" />
                  <rect x={x + 8} y={y + 50} width="104" height="5" rx="2" className="fill-ink/70" />
                </g>
              )
            })}
            <path
              d={`M${x + 112} ${index === 1 ? 175 : 195} l-44 105`}
              className="stroke-ink/70"
              strokeWidth="5"
              strokeLinecap="round"
              fill="none"
            />
            {[0, 1, 2, 3, 4].map((step) => (
              <rect
                key={step}
                x={x + 104 - step * 9}
                y={(index === 1 ? 185 : 205) + step * 20}
                width="18"
                height="4"
                rx="2"
                className="fill-ink/60"
              />
            ))}
          </g>
        )
      })}
      <circle cx="24" cy="286" r="22" className="fill-success/70" />
      <rect x="21" y="290" width="6" height="14" className="fill-ink/60" />
      <circle cx="458" cy="280" r="18" className="fill-success/70" />
      <rect x="455" y="284" width="6" height="16" className="fill-ink/60" />
    </svg>
  )
}
