// How every picture is captured, in the stories' and the app's suites: with
// animations stopped, the caret hidden and one image pixel per CSS pixel. The
// Playwright configuration compares with these; a suite that takes a
// screenshot of its own to match a baseline byte for byte takes it the same way.
export const PICTURE_CAPTURE = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
