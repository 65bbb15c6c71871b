export const CHROMIUM_EXECUTABLE: string;
export const DISABLED_FEATURES: string[];
export const CHROMIUM_ARGS: string[];
