## Status icons: each icon's accessible name

status-icons-alert = Alert
status-icons-attention = Attention
status-icons-warning = Warning
status-icons-backup-codes-enabled = Backup authentication codes enabled
status-icons-backup-codes-disabled = Backup authentication codes disabled
status-icons-recovery-sms-enabled = Recovery SMS enabled
status-icons-recovery-sms-disabled = Disabled
status-icons-enabled = Enabled
status-icons-success = Success
status-icons-check = Check
status-icons-close = Close message
status-icons-error = Error
status-icons-information = Information
status-icons-lightbulb = Lightbulb
