import { COHOST_SECTIONS, PANEL_SECTIONS } from '@demeure/shared/zod-free'
import { Navigate, type RouteObject } from 'react-router'
import { ROUTES } from '../lib/routes.ts'
import { RootLayout } from './layout/root-layout.tsx'
import { lazyPage } from './lazy-page.tsx'
import { RequireToken } from './require-token.tsx'
import { RouteError } from './route-error.tsx'

const dashboards = () => import('../features/panel/tabs/dashboard-tab.tsx')

/** Children shared by both panels. */
const panelSections = [
  {
    path: PANEL_SECTIONS.profile,
    lazy: lazyPage(() => import('../features/account/profile-tab.tsx'), 'ProfileTab'),
  },
  {
    path: PANEL_SECTIONS.reservations,
    lazy: lazyPage(() => import('../features/panel/tabs/reservations-tab.tsx'), 'ReservationsTab'),
  },
  {
    path: PANEL_SECTIONS.saved,
    lazy: lazyPage(() => import('../features/favourites/saved-homes-tab.tsx'), 'SavedHomesTab'),
  },
  {
    path: PANEL_SECTIONS.savedSearches,
    lazy: lazyPage(() => import('../features/saved-searches/saved-searches-tab.tsx'), 'SavedSearchesTab'),
  },
  {
    path: PANEL_SECTIONS.transactions,
    lazy: lazyPage(() => import('../features/panel/tabs/transactions-tab.tsx'), 'TransactionsTab'),
  },
  {
    path: `${PANEL_SECTIONS.receipts}/:id`,
    lazy: lazyPage(() => import('../features/receipts/receipt-page.tsx'), 'ReceiptPage'),
  },
  {
    path: PANEL_SECTIONS.notifications,
    lazy: lazyPage(() => import('../features/notifications/notifications-tab.tsx'), 'NotificationsTab'),
  },
  {
    path: PANEL_SECTIONS.messages,
    lazy: lazyPage(() => import('../features/messages/messages-tab.tsx'), 'MessagesTab'),
  },
  {
    path: PANEL_SECTIONS.settings,
    lazy: lazyPage(() => import('../features/account/settings-tab.tsx'), 'SettingsTab'),
  },
  {
    path: PANEL_SECTIONS.verification,
    lazy: lazyPage(() => import('../features/panel/tabs/verification-tab.tsx'), 'VerificationTab'),
  },
]

/**
 * What the router draws while the first URL's page code loads: nothing of its own, since
 * index.html's #app-shell (the header's frame, or the server's first screen) is already on screen
 * beside #root until the page takes over (lib/first-screen.ts). Naming it keeps React Router from
 * warning on every page that none was given.
 */
function ShellStaysUp() {
  return null
}

/** The app's routes (a test checks the API's page links against them). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: ShellStaysUp,
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('../features/home/home-page.tsx'), 'HomePage', 'first-screen'),
      },
      {
        path: ROUTES.about,
        lazy: lazyPage(() => import('../features/about/about-page.tsx'), 'AboutPage'),
      },
      {
        path: ROUTES.blogs,
        lazy: lazyPage(() => import('../features/blogs/blogs-page.tsx'), 'BlogsPage'),
      },
      {
        path: ROUTES.contact,
        lazy: lazyPage(() => import('../features/contact/contact-page.tsx'), 'ContactPage'),
      },
      {
        path: ROUTES.aiChat,
        lazy: lazyPage(() => import('../features/chat/ai-chat-page.tsx'), 'AiChatPage'),
      },
      {
        path: ROUTES.rentalsManagement,
        lazy: lazyPage(
          () => import('../features/hosting/rentals-management-page.tsx'),
          'RentalsManagementPage',
        ),
      },
      {
        path: ROUTES.explore,
        lazy: lazyPage(() => import('../features/explore/explore-page.tsx'), 'ExplorePage'),
      },
      // Paths match in any letter case, so this serves both /House/… and /house/….
      {
        path: `${ROUTES.listing}/:id?`,
        lazy: lazyPage(() => import('../features/listings/listing-page.tsx'), 'ListingPage'),
      },
      { path: ROUTES.map, lazy: lazyPage(() => import('../features/map/map-page.tsx'), 'MapPage') },
      {
        path: `${ROUTES.blogs}/:id`,
        lazy: lazyPage(() => import('../features/blogs/blog-post-page.tsx'), 'BlogPostPage'),
      },
      { path: ROUTES.fees, lazy: lazyPage(() => import('../features/content/fees-page.tsx'), 'FeesPage') },
      { path: ROUTES.faq, lazy: lazyPage(() => import('../features/content/faq-page.tsx'), 'FaqPage') },
      {
        path: ROUTES.privacy,
        lazy: lazyPage(() => import('../features/content/privacy-page.tsx'), 'PrivacyPage'),
      },
      {
        path: ROUTES.terms,
        lazy: lazyPage(() => import('../features/terms/terms-page.tsx'), 'TermsPage'),
      },
      {
        path: ROUTES.hostGuide,
        lazy: lazyPage(() => import('../features/hosting/host-guide-page.tsx'), 'HostGuidePage'),
      },
      {
        path: ROUTES.listYourProperty,
        lazy: lazyPage(
          () => import('../features/hosting/list-your-property-page.tsx'),
          'ListYourPropertyPage',
        ),
      },
      {
        path: ROUTES.login,
        lazy: lazyPage(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage'),
      },
      {
        path: ROUTES.signup,
        lazy: lazyPage(() => import('../features/auth/pages/signup-page.tsx'), 'SignupPage'),
      },
      {
        path: ROUTES.forgotPassword,
        lazy: lazyPage(() => import('../features/auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: ROUTES.resetPassword,
        lazy: lazyPage(() => import('../features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      {
        element: <RequireToken />,
        children: [
          {
            path: ROUTES.userPanel,
            lazy: lazyPage(() => import('../features/panel/panel-layouts.tsx'), 'UserPanelLayout'),
            children: [{ index: true, lazy: lazyPage(dashboards, 'UserDashboardTab') }, ...panelSections],
          },
          {
            path: ROUTES.cohostPanel,
            lazy: lazyPage(() => import('../features/panel/panel-layouts.tsx'), 'CohostPanelLayout'),
            children: [
              // The co-host panel opens on my listings.
              { index: true, element: <Navigate to={COHOST_SECTIONS.listings} replace /> },
              { path: COHOST_SECTIONS.dashboard, lazy: lazyPage(dashboards, 'CohostDashboardTab') },
              {
                path: COHOST_SECTIONS.listings,
                lazy: lazyPage(() => import('../features/panel/tabs/listings-tab.tsx'), 'ListingsTab'),
              },
              {
                path: COHOST_SECTIONS.bookings,
                lazy: lazyPage(
                  () => import('../features/host-bookings/host-bookings-page.tsx'),
                  'HostBookingsPage',
                ),
              },
              {
                path: `${COHOST_SECTIONS.listings}/new`,
                lazy: lazyPage(
                  () => import('../features/listing-form/create-listing-page.tsx'),
                  'CreateListingPage',
                ),
              },
              ...panelSections,
            ],
          },
          {
            path: ROUTES.admin,
            lazy: lazyPage(() => import('../features/admin/admin-page.tsx'), 'AdminPage'),
          },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
]
