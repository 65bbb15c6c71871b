#!/bin/sh
# Debian's Chromium for the browser suites, with every --disable-features switch merged into one.
# Chromium reads only the last of several such switches, so a feature list of our own would
# otherwise replace the one Playwright passes; merged, both apply.
disabled=''
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
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
exec /usr/bin/chromium ${disabled:+"--disable-features=$disabled"} "$@"
