/** The hash of the dictionaries' namespace files of this build (vite/dictionary-namespaces.ts). */
declare const __CW_I18N_BUILD__: string;
