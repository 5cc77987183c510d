import { messages, type ArrivalMessageKey } from './catalogue';

export type AlertKind =
  | 'danger'
  | 'success'
  | 'emptyList'
  | 'delete'
  | 'save'
  | 'edit'
  | 'firstPassword'
  | 'passwordChanged'
  | 'expiredToken'
  | 'sessionExpired'
  | 'forgotPassword'
  | 'notFound';

type AlertColor = 'red' | 'green' | 'yellow';

/** What the helper needs of a failure; `ApiError` has this shape. */
export interface ErrorBodyLike {
  status?: number;
  title?: string | null;
  message?: string | null;
  errors?: readonly string[] | string | null;
}

export interface AlertContent {
  kind: AlertKind;
  color: AlertColor;
  /** The server's `Title`, shown as the alert's heading when it has a `Message` (or text) under it. */
  title: string | null;
  text: string;
  /** The server's `Errors` when given as a list, shown under the text. */
  list: string[];
}

const defaults: Record<AlertKind, { text: string; color: AlertColor }> = {
  danger: { text: messages.alerts.danger, color: 'red' },
  success: { text: messages.alerts.success, color: 'green' },
  emptyList: { text: messages.alerts.emptyList, color: 'yellow' },
  delete: { text: messages.alerts.delete, color: 'green' },
  save: { text: messages.alerts.save, color: 'green' },
  edit: { text: messages.alerts.edit, color: 'green' },
  firstPassword: { text: messages.alerts.firstPassword, color: 'green' },
  passwordChanged: { text: messages.alerts.passwordChanged, color: 'green' },
  expiredToken: { text: messages.alerts.expiredToken, color: 'yellow' },
  sessionExpired: { text: messages.alerts.sessionExpired, color: 'yellow' },
  forgotPassword: { text: messages.alerts.forgotPassword, color: 'green' },
  notFound: { text: messages.alerts.notFound, color: 'yellow' },
};

function hasErrors(errors: ErrorBodyLike['errors']): errors is readonly string[] | string {
  if (errors == null) return false;
  return typeof errors === 'string' ? errors.trim() !== '' : errors.length > 0;
}

/**
 * The spec's alert helper (01 §8, 02 §8): a 404 shows the generic text; Title or Message together
 * with Errors shows that text followed by the errors (a list, or appended text); otherwise the
 * Message, else the custom text, else the kind's default. Nothing the server said is dropped:
 * with both Title and Message, the title is the heading and the message the text under it; Errors
 * without either follow the custom or default text.
 */
export function buildAlert(kind: AlertKind, error?: ErrorBodyLike | null, customText?: string): AlertContent {
  const { color, text: fallback } = defaults[kind];
  if (error?.status === 404) return { kind, color, title: null, text: messages.alerts.danger, list: [] };
  const title = error?.title || null;
  const message = error?.message || null;
  const errors = hasErrors(error?.errors) ? error.errors : null;
  // Title with Errors and no Message: the title is the text the errors follow.
  const headingOnly = title !== null && message === null && errors !== null;
  const text = message ?? (headingOnly ? title : customText || fallback);
  return {
    kind,
    color,
    title: headingOnly ? null : title,
    text: typeof errors === 'string' ? `${text} ${errors}` : text,
    list: Array.isArray(errors) ? [...(errors as readonly string[])] : [],
  };
}

/** The alert kinds behind the message keys that routes carry on arrival. */
const arrivalAlertKind: Record<ArrivalMessageKey, AlertKind> = {
  firstPasswordCreated: 'firstPassword',
  expiredToken: 'expiredToken',
  danger: 'danger',
  passwordChanged: 'passwordChanged',
  sessionExpired: 'sessionExpired',
  teamSaved: 'save',
  teamUpdated: 'success',
  teamNotFound: 'notFound',
  professionalSaved: 'save',
  professionalEdited: 'success',
  professionalNotFound: 'notFound',
  patientNotFound: 'notFound',
  announcementSent: 'success',
  lockedOut: 'sessionExpired',
};

/** The texts of arrival keys whose kind's default is not the one to show (spec 02 §8). */
const arrivalText: Partial<Record<ArrivalMessageKey, string>> = {
  teamUpdated: messages.success.teamUpdated,
  teamNotFound: messages.alerts.teamNotFound,
  professionalEdited: messages.success.professionalEdited,
  professionalNotFound: messages.alerts.professionalNotFound,
  patientNotFound: messages.alerts.patientNotFound,
  announcementSent: messages.success.announcementSent,
  lockedOut: messages.alerts.lockedOut,
};

/**
 * The alert a route shows on arrival. `serverText` is what the server answered to the save that
 * led here (the professional create answer's message, spec 02 §7): it travels in the history
 * entry's state, never in the URL, so a crafted link can only show the catalogue's texts.
 */
export function arrivalAlert(key: ArrivalMessageKey, serverText?: string | null): AlertContent {
  return buildAlert(arrivalAlertKind[key], serverText ? { message: serverText } : null, arrivalText[key]);
}
