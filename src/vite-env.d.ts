/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_PROFESSIONAL_APP_URL?: string;
  readonly VITE_PATIENT_REGISTRATION_URL?: string;
  readonly VITE_CEP_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}
