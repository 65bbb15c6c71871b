## Device pairing: a signed-in device shows a QR code, and the new device that scans it is signed in once the person confirms.

# The heading of the signed-in device's pairing page, and the browser tab's title there.
pair-heading = Connect another device
pair-scan-text = On the device you want to connect, scan this code with its camera.
pair-qr-label = QR code to connect another device
pair-scan-waiting = This page waits for your other device. Keep it open until you have confirmed.

pair-confirm-heading = Connect this device?
# $serviceName (String) - the service the new device signs in to
# $email (String) - the signed-in account's email address
pair-confirm-text = A device asks to sign in to { $serviceName } as { $email }. Connect it only if it is yours and you have just scanned the code.
pair-device-label = Device
pair-place-label = Place
pair-unknown = Unknown
pair-confirm = Connect device
pair-decline = Cancel

pair-done-heading = Device connected
pair-done-text = Your other device is now signed in.

pair-failed-heading = The device could not be connected
pair-start-again = Start again

pair-error-cancelled = You cancelled the connection. The other device was not signed in.
pair-error-refused = Your other device could not accept this request.
pair-error-closed = The connection to the other device was closed.
pair-error-declined = The connection was cancelled on your other device.
pair-error-timeout = Your other device did not answer in time.
pair-error-link = This pairing link is not complete. Scan the code again.
pair-error-keys = To send your synced data, sign in with your password first, then connect the device.
# The signed-in account was made with another service and has no password, which the synced data needs.
pair-error-no-password = To send your synced data, your account needs a password. Create one in your account settings, then connect the device again.
# The new device's app is not one that may be connected by pairing.
pair-error-client = The app on your other device can't be connected this way. Sign in on that device with your email address instead.
# The new device's request lacks something or has something that can't be used.
pair-error-request = Your other device sent an incomplete request, so it was not connected. Scan the code again from the browser on that device.
# The new device's key for receiving synced data is damaged or of the wrong kind: refused before anything is asked.
pair-error-device-key = Your other device sent a key that can't protect your synced data, so it was not connected and nothing was sent to it. Update the browser on that device, then scan the code again.

# A phone whose camera app opened the address in the code, instead of the browser's own scanner.
pair-scanned-heading = Scan this code from your browser
pair-scanned-text = This code connects a browser to your account, so a camera app can't use it.
pair-scanned-how = On this device, open the browser you want to connect, choose to sign in from its menu and pick the option to scan a code, then scan the code on your other device again.
# Shown above the password field when the other device asks for synced data and this page does not hold its key.
pair-password-text = To send your synced data to the other device, enter your password.
pair-password-label = Password

# The heading of the new device's page while it connects, and the browser tab's title there.
pair-supp-connecting-heading = Connecting to your other device
pair-supp-waiting-heading = Confirm on your other device
pair-supp-waiting-text = Check the request on the device that shows the code, and confirm it there.
pair-supp-done-text = This device is signed in. Your browser takes over from here.
pair-supp-sign-in-instead = Sign in with your email instead
# /pair/supp opened without the request the browser adds when its scanner reads a code.
pair-supp-missing = Your browser opens this page when it scans a pairing code. To connect this device, choose to sign in from your browser's menu, pick the option to scan a code, and scan the code shown on your other device.
