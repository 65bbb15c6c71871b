## App error screen

app-error-screen-general-heading = General application error
app-error-screen-general-message = Something went wrong. Please try again later.
app-error-screen-query-parameter-violation-heading = Bad Request: Invalid Query Parameters
app-error-screen-invalid-session-heading = Invalid Session
app-error-screen-invalid-session-message = Please sign out and sign in again.
