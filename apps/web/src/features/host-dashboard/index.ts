/** What the co-host panel uses from the host dashboard feature. */
export { HostDashboard } from './components/host-dashboard.tsx'
