## Page layout

# Under a heading: the service the user is signing in to.
# Variables:
#   $serviceName (String) - the name of the relying service, e.g. Monitor
layout-continue-to-service-subheading = to continue to { $serviceName }
# A heading on its own: the service the user is signing in to.
# Variables:
#   $serviceName (String) - the name of the relying service, e.g. Monitor
layout-continue-to-service-heading = Continue to { $serviceName }
# Under a heading, when no service is involved.
layout-for-your-account = for your { -product-name } account
