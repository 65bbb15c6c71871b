### Fehlermeldungen des Kontodienstes (Deutsch).

## Fehler des Servers

auth-error-101 = Das Konto existiert bereits
auth-error-102 = Unbekanntes Konto
auth-error-103 = Falsches Passwort
auth-error-104 = Nicht bestätigtes Konto
auth-error-105 = Ungültiger Bestätigungscode
auth-error-106 = Das Gesendete konnte nicht gelesen werden. Laden Sie die Seite neu und versuchen Sie es erneut.
auth-error-107 = Etwas Gesendetes kann nicht verwendet werden. Prüfen Sie Ihre Eingabe oder laden Sie die Seite neu und versuchen Sie es erneut.
auth-error-108 = Etwas Erforderliches wurde nicht gesendet. Laden Sie die Seite neu und versuchen Sie es erneut.
auth-error-109 = Diese Anfrage konnte nicht geprüft werden. Laden Sie die Seite neu und versuchen Sie es erneut.
auth-error-110 = Ungültige Sitzung. Bitte melden Sie sich ab und wieder an.
auth-error-111 = Diese Anfrage konnte nicht geprüft werden. Prüfen Sie Datum und Uhrzeit Ihres Geräts und versuchen Sie es dann erneut.
auth-error-112 = Diese Anfrage konnte nicht gelesen werden. Laden Sie die Seite neu und versuchen Sie es erneut.
auth-error-113 = Der Anfragetext ist zu groß
# $retryAfterLocalized (String) - bereits übersetzt, zum Beispiel „in 15 Minuten“.
auth-error-114 = Sie haben es zu oft versucht. Versuchen Sie es { $retryAfterLocalized } erneut.
auth-error-114-generic = Sie haben es zu oft versucht. Versuchen Sie es später erneut.
auth-error-115 = Diese Anfrage konnte nicht geprüft werden. Laden Sie die Seite neu und versuchen Sie es erneut.
auth-error-116 = Dieser Endpunkt wird nicht mehr unterstützt
auth-error-120 = Falsche Groß- und Kleinschreibung der E-Mail-Adresse
auth-error-125 = Die Anfrage wurde aus Sicherheitsgründen blockiert
auth-error-126 = Ihr Konto wurde aus Sicherheitsgründen gesperrt
auth-error-127 = Ungültiger Autorisierungscode
auth-error-129 = Sie haben eine ungültige Telefonnummer eingegeben. Bitte überprüfen Sie sie und versuchen Sie es erneut.
auth-error-130 = In dieses Land kann nicht gesendet werden
auth-error-133 = Ihre E-Mail ist gerade als unzustellbar zurückgekommen
auth-error-134 = Ihre E-Mail ist gerade als unzustellbar zurückgekommen. Haben Sie sich bei der E-Mail-Adresse vertippt?
auth-error-135 = Die E-Mail kann nicht zugestellt werden
auth-error-136 = Diese E-Mail-Adresse wurde bereits von einem anderen Benutzer bestätigt
auth-error-138 = Nicht bestätigte Sitzung. Bitte melden Sie sich ab und wieder an.
auth-error-139 = Die zweite E-Mail-Adresse muss sich von der E-Mail-Adresse Ihres Kontos unterscheiden
auth-error-140 = Das Konto existiert bereits
auth-error-141 = Das Konto existiert bereits
auth-error-142 = Für die Anmeldung ist die primäre E-Mail-Adresse des Kontos erforderlich
auth-error-144 = Die Adresse wird bereits von einem anderen Konto verwendet
auth-error-145 = Für das Zurücksetzen ist die primäre E-Mail-Adresse des Kontos erforderlich
auth-error-146 = Ungültiger Anmeldecode
auth-error-147 = Die primäre E-Mail-Adresse kann nicht in eine nicht bestätigte E-Mail-Adresse geändert werden
auth-error-148 = Die primäre E-Mail-Adresse kann nicht in eine E-Mail-Adresse geändert werden, die nicht zu diesem Konto gehört
auth-error-149 = Mit dieser E-Mail-Adresse ist derzeit keine Anmeldung möglich
auth-error-150 = Die primäre E-Mail-Adresse kann nicht in eine E-Mail-Adresse geändert werden, die nicht zu diesem Konto gehört
auth-error-151 = Die E-Mail konnte nicht gesendet werden
auth-error-152 = Gültiger Code erforderlich
auth-error-153 = Dieser Bestätigungscode ist abgelaufen
auth-error-154 = Dieses Konto hat bereits eine Authentifizierungs-App.
auth-error-155 = Für dieses Konto wurde keine Authentifizierungs-App gefunden.
auth-error-156 = Backup-Authentifizierungscode nicht gefunden
auth-error-157 = Gerätebefehl nicht verfügbar
auth-error-158 = Kontowiederherstellungsschlüssel nicht gefunden
auth-error-159 = Ungültiger Kontowiederherstellungsschlüssel
auth-error-160 = Für diese Anfrage muss die Zwei-Schritt-Authentifizierung für Ihr Konto aktiviert sein.
auth-error-161 = Ein Kontowiederherstellungsschlüssel existiert bereits.
auth-error-165 = Fehlgeschlagen wegen einer widersprüchlichen Anfrage, bitte versuchen Sie es erneut.
auth-error-170 = Für diese Anfrage muss die Zwei-Schritt-Authentifizierung für Ihr Konto aktiviert sein.
auth-error-176 = Unbekannter Kunde für das Abonnement.
auth-error-177 = Unbekanntes Abonnement.
auth-error-178 = Unbekannter Tarif für das Abonnement.
auth-error-179 = Ungültiges Zahlungstoken für das Abonnement.
auth-error-180 = Das Abonnement wurde bereits gekündigt
auth-error-181 = Die Aktualisierung wurde abgelehnt, bitte versuchen Sie es erneut
auth-error-183 = Ungültiger oder abgelaufener Bestätigungscode
auth-error-188 = Sie haben die maximal zulässige Anzahl an zusätzlichen E-Mail-Adressen erreicht
auth-error-189 = Diese E-Mail-Adresse ist bereits in Ihrem Konto vorhanden
auth-error-201 = Der Server ist ausgelastet, versuchen Sie es bald erneut
auth-error-202 = Funktion nicht aktiviert
auth-error-203 = Das System ist nicht verfügbar, versuchen Sie es bald erneut
auth-error-204 = Das System ist nicht verfügbar, versuchen Sie es bald erneut
auth-error-206 = Das Passwort kann nicht erstellt werden, es wurde bereits festgelegt
auth-error-210 = Dieses Konto hat noch kein Passwort. Melden Sie sich mit dem Dienst an, mit dem Sie es erstellt haben, oder erstellen Sie ein Passwort über „Passwort vergessen?“.
auth-error-214 = Die Telefonnummer zur Wiederherstellung existiert bereits
auth-error-215 = Die Telefonnummer zur Wiederherstellung existiert nicht
auth-error-216 = Limit für Textnachrichten erreicht
auth-error-218 = Die Telefonnummer zur Wiederherstellung kann nicht entfernt werden, da Backup-Authentifizierungscodes fehlen.
auth-error-219 = Diese Telefonnummer wurde bei zu vielen Konten registriert. Bitte versuchen Sie es mit einer anderen Nummer.
auth-error-220 = Dieser Code wurde gerade verwendet. Warten Sie auf den nächsten Code Ihrer Authentifizierungs-App.
auth-error-221 = Dieses Konto hat bereits die höchstmögliche Anzahl an Passkeys.
auth-error-222 = Passkey nicht gefunden.
auth-error-223 = Der Passkey konnte nicht überprüft werden.
auth-error-224 = Dieser Passkey ist die letzte Möglichkeit, sich bei diesem Konto anzumelden. Legen Sie zuerst ein Passwort fest.
auth-error-225 = Die Passkey-Anfrage ist abgelaufen. Versuchen Sie es erneut.
auth-error-998 = Das System ist nicht verfügbar, versuchen Sie es bald erneut
auth-error-999 = Unerwarteter Fehler.

## Fehler im Browser

auth-error-1001 = Anmeldeversuch abgebrochen
auth-error-1002 = Die Sitzung ist abgelaufen. Melden Sie sich an, um fortzufahren.
auth-error-1003 = Lokaler Speicher oder Cookies sind immer noch deaktiviert
auth-error-1004 = Die Passwörter stimmen nicht überein
auth-error-1005 = Wird bearbeitet…
auth-error-1006 = Der Datenschutzhinweis konnte nicht abgerufen werden
auth-error-1007 = Die Nutzungsbedingungen konnten nicht abgerufen werden
auth-error-1008 = Ihr neues Passwort muss sich vom bisherigen unterscheiden
auth-error-1009 = Muss mindestens 8 Zeichen lang sein
auth-error-1010 = Gültiges Passwort erforderlich
auth-error-1011 = Gültige E-Mail-Adresse erforderlich
auth-error-1013 = Es wurde kein verwendbares Bild gefunden
auth-error-1014 = Die Kamera konnte nicht initialisiert werden
auth-error-1015 = Gültige URL erforderlich
auth-error-1017 = Unerwarteter Fehler
auth-error-1018 = Ihre Bestätigungs-E-Mail ist gerade als unzustellbar zurückgekommen. Haben Sie sich bei der E-Mail-Adresse vertippt?
auth-error-1019 = Gültige E-Mail-Adresse erforderlich
# $domain (String) - die eigene Domain des Produkts, zum Beispiel „orbit.example“.
auth-error-1020 = Bei der E-Mail-Adresse vertippt? { $domain } ist kein gültiger E-Mail-Dienst
auth-error-1021 = Unerwarteter Fehler
auth-error-1022 = Konten können nur auf genehmigten Websites in einen IFRAME eingebettet werden
auth-error-1023 = Gültige E-Mail-Adresse erforderlich
auth-error-1025 = Der Link, auf den Sie zur Bestätigung Ihrer E-Mail-Adresse geklickt haben, ist abgelaufen.
auth-error-1026 = Der Bestätigungslink ist beschädigt
auth-error-1027 = Unerwarteter Fehler
auth-error-1028 = Das Bild muss mindestens 100 × 100 Pixel groß sein
auth-error-1029 = Die Registrierung im iOS-Browser ist bald verfügbar
auth-error-1031 = Sie müssen Ihr Alter eingeben, um sich zu registrieren
auth-error-1032 = Sie müssen ein gültiges Alter eingeben, um sich zu registrieren
auth-error-1033 = Unerwarteter Fehler
auth-error-1034 = Das Konto existiert nicht mehr.
auth-error-1039 = Der Server ist ausgelastet, versuchen Sie es bald erneut
auth-error-1040 = Der Link, auf den Sie zur Bestätigung Ihrer E-Mail-Adresse geklickt haben, ist abgelaufen.
auth-error-1041 = Dieser Bestätigungslink wurde bereits verwendet und kann nur einmal verwendet werden.
auth-error-1042 = Dies ist ein Pflichtfeld
auth-error-1043 = Autorisierungscode erforderlich
auth-error-1044 = Ungültiger Autorisierungscode
auth-error-1045 = Der Link ist beschädigt
auth-error-1050 = Das Konto hat keine UID
auth-error-1051 = Der Browser ist nicht so eingerichtet, dass er WebChannel-Nachrichten von dieser Domain annimmt
auth-error-1052 = Dieser Bestätigungslink wurde bereits verwendet und kann nur einmal verwendet werden.
auth-error-1053 = Code für die Zwei-Schritt-Authentifizierung erforderlich
auth-error-1054 = Ungültiger Code für die Zwei-Schritt-Authentifizierung
auth-error-1055 = Backup-Authentifizierungscode erforderlich
auth-error-1056 = Ungültiger Backup-Authentifizierungscode
auth-error-1057 = Das Passwort darf nicht Ihre E-Mail-Adresse sein
auth-error-1058 = Dieses Passwort wird zu häufig verwendet
auth-error-1059 = Kontowiederherstellungsschlüssel erforderlich
auth-error-1060 = Bitte geben Sie den Bestätigungscode ein
auth-error-1062 = Ungültige Weiterleitung
# $domain (String) - der Domain-Teil der eingegebenen E-Mail-Adresse, zum Beispiel „example.com“.
auth-error-1064 = Bei der E-Mail-Adresse vertippt? { $domain } ist kein gültiger E-Mail-Dienst
auth-error-1065 = Die Bilddatei ist zu groß zum Hochladen.
auth-error-1066 = E-Mail-Masken können nicht zum Erstellen eines Kontos verwendet werden.
auth-error-1067 = Bei der E-Mail-Adresse vertippt?
auth-error-1068 = Dieses Passwort ist in bekannten Datenlecks aufgetaucht, daher könnten andere es ausprobieren. Wählen Sie ein anderes Passwort.

## OAuth-Fehler

oauth-error-101 = Der Dienst, der Sie hierher geschickt hat, ist nicht bekannt, daher können Sie sich hier nicht bei ihm anmelden.
oauth-error-103 = Der Dienst, der Sie hierher geschickt hat, wollte Sie an eine Adresse zurückschicken, die er nicht registriert hat, daher wurde die Anmeldung abgebrochen.
oauth-error-104 = Der Nachweis Ihrer Anmeldung durch den Dienst wurde nicht akzeptiert. Gehen Sie zurück zu dem Dienst und versuchen Sie es erneut.
oauth-error-105 = Unbekannter Code
oauth-error-106 = Falscher Code
oauth-error-107 = Abgelaufener Code
oauth-error-108 = Ungültiges Token
# $param (String) - der Name des fehlerhaften OAuth-Parameters, zum Beispiel „scope“.
oauth-error-109 =
    { $param ->
        [client_id] Der Link, der Sie hierher gebracht hat, gibt nicht richtig an, bei welchem Dienst Sie sich anmelden. Gehen Sie zurück zu dem Dienst und versuchen Sie es erneut.
       *[other] Der Dienst, der Sie hierher geschickt hat, hat eine Anfrage mit etwas gesendet, das nicht verwendet werden kann. Gehen Sie zurück zu dem Dienst und versuchen Sie es erneut.
    }
oauth-error-110 = Unerwarteter Fehler
oauth-error-111 = Nicht autorisiert
oauth-error-112 = Verboten
oauth-error-113 = Unerwarteter Fehler
# $param (String) - der Name des fehlerhaften OAuth-Parameters, zum Beispiel „scope“.
oauth-error-114 =
    { $param ->
       *[other] Der Dienst, der Sie hierher geschickt hat, hat Berechtigungen angefragt, die nicht erteilt werden können. Gehen Sie zurück zu dem Dienst und versuchen Sie es erneut.
    }
oauth-error-115 = Abgelaufenes Token
oauth-error-116 = Der Dienst, der Sie hierher geschickt hat, kann so nicht verwendet werden. Gehen Sie zurück zu ihm und versuchen Sie es erneut.
oauth-error-117 = Die Anmeldung konnte nicht abgeschlossen werden, weil die Prüfung des Dienstes nicht übereinstimmte. Gehen Sie zurück zu dem Dienst und versuchen Sie es erneut.
oauth-error-118 = Der Dienst, der Sie hierher geschickt hat, hat seine Anfrage nicht wie erforderlich abgesichert, daher kann die Anmeldung nicht fortgesetzt werden.
oauth-error-119 = Ihre Anmeldung ist für die Anfrage des Dienstes zu alt. Melden Sie sich erneut an.
oauth-error-120 = Ihre Anmeldung erfüllt nicht, was der Dienst verlangt. Gehen Sie zurück zu dem Dienst und versuchen Sie es erneut.
oauth-error-121 = Die Anfrage des Dienstes kann nicht verwendet werden. Gehen Sie zurück zu dem Dienst und versuchen Sie es erneut.
oauth-error-122 = Das Gerät wartet noch auf Ihre Antwort.
oauth-error-123 = Das Gerät hat zu oft gefragt. Es wartet länger, bevor es erneut fragt.
oauth-error-124 = Der Code auf Ihrem Gerät ist abgelaufen. Beginnen Sie auf dem Gerät von vorn.
oauth-error-125 = Der Zugriff wurde verweigert. Das Gerät kann sich nicht anmelden.
oauth-error-201 = Das System ist nicht verfügbar, versuchen Sie es bald erneut
oauth-error-202 = Das System ist nicht verfügbar, versuchen Sie es bald erneut
oauth-error-998 = Das System ist nicht verfügbar, versuchen Sie es bald erneut
oauth-error-999 = Unerwarteter Fehler
oauth-error-1000 = Etwas ist schiefgelaufen. Bitte schließen Sie diesen Tab und versuchen Sie es erneut.
oauth-error-1001 = Unerwarteter Fehler
# Der Benutzer hat die Anmeldung abgebrochen; es wird nichts angezeigt.
oauth-error-1004 = { "" }
oauth-error-1005 = Der Link, der Sie hierher gebracht hat, ist unvollständig: Er gibt nicht an, bei welchem Dienst Sie sich anmelden. Gehen Sie zurück zu dem Dienst und versuchen Sie es erneut.
oauth-error-1006 = Diese App kann nicht durch Koppeln verbunden werden. Melden Sie sich stattdessen mit Ihrer E-Mail-Adresse an.
oauth-error-1007 = Die Anmeldung ohne angezeigte Seite ist nicht verfügbar. Gehen Sie zurück zu dem Dienst und melden Sie sich dort an.
oauth-error-1008 = Dieser Dienst kann Sie nicht ohne angezeigte Seite anmelden. Gehen Sie zurück zu ihm und melden Sie sich dort an.
oauth-error-1009 = Ein Dienst, der Ihre synchronisierten Daten braucht, kann Sie nicht ohne angezeigte Seite anmelden. Gehen Sie zurück zu ihm und melden Sie sich dort an.
oauth-error-1010 = Der Benutzer ist nicht angemeldet
oauth-error-1011 = Ein anderer Benutzer ist angemeldet
oauth-error-1012 = Nicht bestätigter Benutzer oder nicht bestätigte Sitzung
oauth-error-1013 = Der Dienst hat einen Hinweis auf Ihre Anmeldung gesendet, der nicht geprüft werden kann. Gehen Sie zurück zu ihm und versuchen Sie es erneut.
