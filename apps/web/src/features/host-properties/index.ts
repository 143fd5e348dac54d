/** What the panel uses from the host's listings feature. */
export { HostPropertiesList } from './components/host-properties-list.tsx'
