declare const __APP_VERSION__: string;

/** Spec 1 §9: the app version shown in the user menu (from apps/web/package.json). */
export const APP_VERSION: string = __APP_VERSION__;
