// The design system's public surface: every component a page may use is listed here.
export {};
