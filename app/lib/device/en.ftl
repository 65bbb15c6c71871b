## How a device is named wherever the product names one (connected services,
## pairing, sign-in notifications, recent activity), from what its user agent says.

# $browser (String) - the browser or app, such as "Chrome"; $os (String) - the operating system, such as "Android"
device-browser-on-os = { $browser } on { $os }
# A browser whose name is not known, on a known system ("Web browser on Windows")
device-unknown-browser = Web browser
# A device of which nothing is known
device-unknown = Unknown device
