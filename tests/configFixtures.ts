/**
 * What `config.json` may leave out and the value each then takes (docs/configuration.md), written
 * out here rather than read from the schema, so that a changed default fails the tests that read it.
 */
export const CONFIG_DEFAULTS = {
  maxOfflineAgeHours: 12,
  requestTimeoutSeconds: 15,
  alertsRefreshSeconds: 60,
  alertsOverdueMinutes: 60,
  idleLockMinutes: 15,
  biReportOrigins: ['https://app.powerbi.com'],
  loginAutocomplete: false,
  notifyMessages: false,
  notificationsShowNames: false,
};
