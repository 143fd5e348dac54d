/** What other features may use from the reports feature: the Report button and its dialog. */
export { ReportButton } from './components/report-button.tsx'
