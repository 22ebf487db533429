import type { ProjectForecast } from '@reno/domain';

/**
 * GET /api/projects/{id}/forecast's `payments` (issue 41's API contract): over the project's approved
 * estimates with a schedule, what the installments add up to, what of it is paid and the retainage held.
 * Until the domain's ProjectForecast carries it, the web reads it through this type; absent from an API
 * that predates it.
 */
export interface ForecastPayments {
  scheduled: string;
  paid: string;
  retained: string;
}

export const forecastPayments = (forecast: ProjectForecast): ForecastPayments | undefined =>
  (forecast as ProjectForecast & { payments?: ForecastPayments }).payments;
