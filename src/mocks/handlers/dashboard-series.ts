import { notFound } from '../lib/http';
import { formatMonth, monthEnd, monthKeyOf, monthStart, monthsBetween } from '../lib/months';
import type { YearMonth } from '../lib/months';
import { daysParam, monthRangeParams, pageParams, queryMessages } from '../lib/query';
import { dashboardGet, ofScope, patientCards } from '../lib/scope';
import type { Scope } from '../lib/scope';
import { isWithinDays } from '../lib/window';
import { psShares } from './dashboard-summary';

/** Whether an ISO instant lies in [start of `first`, end of `last`). */
function inMonths(iso: string, first: YearMonth, last: YearMonth): boolean {
  const time = Date.parse(iso);
  return time >= monthStart(first).getTime() && time < monthEnd(last).getTime();
}

/**
 * Per month, the PS of each patient's latest weekly report in that month, as shares of those
 * patients. A month without reports has every level at 0; a range without any report is a 404.
 */
function monthlyPerformance(scope: Scope, start: YearMonth, end: YearMonth) {
  const reports = ofScope(scope, scope.data.weeklyReports).filter((report) => inMonths(report.DateAndTime, start, end));
  if (reports.length === 0) return notFound(queryMessages.noData);
  const latest = new Map<string, Map<number, { time: string; id: number; ps: number }>>();
  for (const report of reports) {
    const key = monthKeyOf(report.DateAndTime);
    const perPatient = latest.get(key) ?? new Map<number, { time: string; id: number; ps: number }>();
    latest.set(key, perPatient);
    const seen = perPatient.get(report.PatientId);
    const newer = !seen || report.DateAndTime > seen.time || (report.DateAndTime === seen.time && report.Id > seen.id);
    if (newer) perPatient.set(report.PatientId, { time: report.DateAndTime, id: report.Id, ps: report.PS });
  }
  return monthsBetween(start, end).map((month) => {
    const key = formatMonth(month);
    return { Month: key, PerformanceStatus: psShares([...(latest.get(key)?.values() ?? [])].map((entry) => entry.ps)) };
  });
}

/**
 * Per month: TotalPatients = patients in scope registered before the month ended; ActivePatients =
 * those with a symptom report, weekly report or message dated in the month. 404 when every month
 * is 0 and 0 (nobody registered by the end of the range).
 */
function monthlyPatients(scope: Scope, start: YearMonth, end: YearMonth) {
  const activeByMonth = new Map<string, Set<number>>();
  const { symptomReports, weeklyReports, messages } = scope.data;
  for (const item of [...ofScope(scope, symptomReports), ...ofScope(scope, weeklyReports), ...ofScope(scope, messages)]) {
    if (!inMonths(item.DateAndTime, start, end)) continue;
    const key = monthKeyOf(item.DateAndTime);
    const active = activeByMonth.get(key) ?? new Set<number>();
    activeByMonth.set(key, active.add(item.PatientId));
  }
  const series = monthsBetween(start, end).map((month) => {
    const endTime = monthEnd(month).getTime();
    return {
      Month: formatMonth(month),
      ActivePatients: activeByMonth.get(formatMonth(month))?.size ?? 0,
      TotalPatients: scope.patients.filter((patient) => Date.parse(patient.CreatedAt) < endTime).length,
    };
  });
  return series.some((entry) => entry.TotalPatients > 0 || entry.ActivePatients > 0) ? series : notFound(queryMessages.noData);
}

/** Monthly charts with a month range, and the paged list of new patients. */
export const dashboardSeriesHandlers = [
  dashboardGet('performance-status-all', ({ url, scope }) => {
    const range = monthRangeParams(url);
    return range instanceof Response ? range : monthlyPerformance(scope, range.start, range.end);
  }),

  dashboardGet('last-patients-all', ({ url, scope }) => {
    const range = monthRangeParams(url);
    return range instanceof Response ? range : monthlyPatients(scope, range.start, range.end);
  }),

  // Patients registered in the last `days` days (0 = all time) up to the anchor, newest first.
  dashboardGet('last-patients', ({ url, scope }) => {
    const days = daysParam(url);
    if (days instanceof Response) return days;
    const paging = pageParams(url);
    if (paging instanceof Response) return paging;
    const { page, limit } = paging;
    const matching = scope.patients
      .filter((patient) => isWithinDays(patient.CreatedAt, scope.now, days))
      .sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt) || b.Id - a.Id);
    const card = patientCards(scope);
    return {
      Data: matching.slice((page - 1) * limit, page * limit).map((patient) => {
        const { Id, Name, Gender, BirthDate, Doctor, Phone, CIDs } = card(patient);
        return { Id, Name, Gender, BirthDate, CreatedAt: patient.CreatedAt, Doctor, Phone, CIDs };
      }),
      TotalInfo: matching.length,
      TotalPage: Math.ceil(matching.length / limit),
      CurrentPage: page,
    };
  }),
];
