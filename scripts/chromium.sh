#!/bin/sh
# Debian's Chromium for the browser suites, with every --disable-features switch merged into one.
# Chromium reads only the last of several such switches, so a feature list of our own would
# otherwise replace the one Playwright passes; merged, both apply.
#
# A headless run uses Debian's headless shell of the same Chromium build when it is installed:
# the same Blink and V8 without the desktop browser's layer (profile services, window and tab UI),
# which halves the browser process's CPU in the suites. ORBIT_CHROMIUM names another executable.
disabled=''
headless=''
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    --headless|--headless=*) headless=1 ;;
  esac
done
first=1
for arg in "$@"; do
  if [ "$first" = 1 ]; then set --; first=0; fi
  case "$arg" in
    --disable-features=*) ;;
    *) set -- "$@" "$arg" ;;
  esac
done
browser=/usr/bin/chromium
if [ -n "$headless" ] && [ -x /usr/bin/chromium-headless-shell ]; then browser=/usr/bin/chromium-headless-shell; fi
exec "${ORBIT_CHROMIUM:-$browser}" ${disabled:+"--disable-features=$disabled"} "$@"
