import { LANGUAGES } from '@demeure/shared/zod-free'
import { House, LayoutDashboard, LogOut, Menu, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FlagIcon } from '../../../components/ui/flag-icon.tsx'
import { useLanguageSwitch } from '../../../features/account/index.ts'
import { useAuthDialogs, useSession, useSignOut } from '../../../features/auth/index.ts'
import { InboxLinks, UnreadDot } from '../../../features/live/index.ts'
import { cx } from '../../../lib/cx.ts'
import { ROUTES } from '../../../lib/routes.ts'

/** The hamburger menu under 1024 px. */
export function MobileMenu() {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const session = useSession()
  const dialogs = useAuthDialogs()
  const { signOut } = useSignOut()
  const { language, switchTo } = useLanguageSwitch()

  // The menu closes before a dialog opens: only one layer at a time.
  function openDialog(open: () => void) {
    setIsOpen(false)
    open()
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className="relative flex size-11 shrink-0 items-center justify-center rounded-full border border-line-strong bg-surface text-ink"
      >
        <Menu aria-hidden="true" className="size-5" />
        {session.isSignedIn && <UnreadDot />}
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen} title={t('header.menuTitle')} layout="drawer">
        <div className="flex flex-col gap-6">
          {session.isSignedIn ? (
            <div className="flex flex-col gap-3">
              <div className="flex items-center gap-3 rounded-card bg-canvas p-3">
                <Avatar
                  name={session.displayName}
                  imageUrl={session.user?.profile_picture_url}
                  className="size-11"
                />
                <div className="min-w-0">
                  <p className="text-sm text-ink-muted">{t('header.signedInAs')}</p>
                  <p className="truncate font-semibold text-ink">{session.displayName}</p>
                </div>
              </div>
              {/* The mobile menu always leads to the user panel. */}
              <Link
                to={ROUTES.userPanel}
                onClick={() => setIsOpen(false)}
                className={buttonClass('secondary', 'lg', true)}
              >
                <LayoutDashboard aria-hidden="true" className="size-5" />
                {t('header.myPanel')}
              </Link>
              <InboxLinks onNavigate={() => setIsOpen(false)} />
              {session.panelPath === ROUTES.cohostPanel && (
                <Link
                  to={ROUTES.newListing}
                  onClick={() => setIsOpen(false)}
                  className={buttonClass('secondary', 'lg', true)}
                >
                  <House aria-hidden="true" className="size-5" />
                  {t('listingForm.title')}
                </Link>
              )}
              {session.user?.user_type === 'admin' && (
                <Link
                  to={ROUTES.admin}
                  onClick={() => setIsOpen(false)}
                  className={buttonClass('secondary', 'lg', true)}
                >
                  <ShieldCheck aria-hidden="true" className="size-5" />
                  {t('admin.title')}
                </Link>
              )}
              <Button
                variant="ghost"
                size="lg"
                isBlock
                onClick={() => {
                  setIsOpen(false)
                  void signOut()
                }}
              >
                <LogOut aria-hidden="true" className="size-5" />
                {t('header.logout')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              <Button size="lg" isBlock onClick={() => openDialog(() => dialogs.openLogin())}>
                {t('header.login')}
              </Button>
              <Button variant="secondary" size="lg" isBlock onClick={() => openDialog(dialogs.openSignup)}>
                {t('header.signup')}
              </Button>
            </div>
          )}

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink-muted">{t('header.language')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {LANGUAGES.map((code) => (
                <button
                  key={code}
                  type="button"
                  lang={code}
                  aria-pressed={code === language}
                  // The name starts with the visible code ("FR, Français"), then the language's name.
                  aria-label={`${code.toUpperCase()}, ${t(`languages.${code}`)}`}
                  onClick={() => void switchTo(code)}
                  className={cx(
                    'flex h-11 items-center justify-center gap-2 rounded-control border text-sm font-semibold',
                    code === language
                      ? 'border-brand bg-brand-soft text-brand-strong'
                      : 'border-line-strong bg-surface text-ink',
                  )}
                >
                  <FlagIcon language={code} />
                  {code.toUpperCase()}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      </Dialog>
    </>
  )
}
