import { Link } from 'react-router'

type TAuthSwitchProps = { question: string; action: string; to: string; onClick?: () => void }

/** "New to Demeure? Create an account": a button inside a dialog, a link on a full page. */
export function AuthSwitch({ question, action, to, onClick }: TAuthSwitchProps) {
  return (
    <p className="text-center text-sm text-ink-muted">
      {question}{' '}
      {onClick ? (
        <button type="button" onClick={onClick} className="text-link">
          {action}
        </button>
      ) : (
        <Link to={to} className="text-link">
          {action}
        </Link>
      )}
    </p>
  )
}
