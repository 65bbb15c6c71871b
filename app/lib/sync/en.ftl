## Choosing what to sync, and the sync-confirmed page

sync-engines-legend = Choose what to sync
sync-engine-bookmarks = Bookmarks
sync-engine-history = History
sync-engine-passwords = Passwords
sync-engine-addons = Add-ons
sync-engine-tabs = Open Tabs
sync-engine-prefs = Preferences
sync-engine-addresses = Addresses
sync-engine-creditcards = Payment Methods
sync-engines-none = Nothing is chosen, so nothing will sync until you choose something in your browser’s sync settings.
sync-engines-payment-methods = Payment methods are encrypted with your password before they leave this device.

sync-confirmed-banner-account = { -product-name } account confirmed
sync-confirmed-banner-password = Sync password created
sync-confirmed-heading = Sync is turned on
sync-confirmed-text = Your passwords, addresses, bookmarks, history, and more can sync everywhere you use { -product-name }.
sync-confirmed-text-payment = Your passwords, payment methods, addresses, bookmarks, history, and more can sync everywhere you use { -product-name }.
sync-confirmed-add-device = Add another device
sync-confirmed-manage = Manage sync
