## Clear: the utility page that forgets what this site stored in the browser.

clear-heading = Stored data cleared
clear-text = This browser no longer keeps any { -product-name } account data for this site.

## Browser channel example: a page for integrators that sends every browser channel command and shows the replies.

web-channel-example-heading = Browser channel example
web-channel-example-intro = Each button sends one command to the browser over its channel. Replies and events appear in the log below.
# $command (String) - the command's name as it travels on the channel, such as orbit:login
web-channel-example-send = Send { $command }
web-channel-example-log-label = Channel log
web-channel-example-log-empty = Nothing sent yet.
# $command (String) - the command's name as it travels on the channel
web-channel-example-sent = Sent { $command }
# $command (String) - the command's name; $data (String) - the reply's data as JSON
web-channel-example-reply = Reply to { $command }: { $data }
# $command (String) - the command's name
web-channel-example-no-reply = No reply to { $command }
# $command (String) - the command's name; $data (String) - the event's data as JSON
web-channel-example-event = Browser sent { $command }: { $data }
# $errno (String) - the error number; $command (String) - the command's name
web-channel-example-error = Error { $errno } from { $command }
