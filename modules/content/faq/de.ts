// The help centre in German (du), by the English entry's id (faq.ts): the same claims, links and addresses.
import type { FaqTranslation } from '../faq.ts';

export default {
  categories: { 'Getting Started': 'Erste Schritte', Documents: 'Dokumente', Purchases: 'Käufe', 'Account & Security': 'Konto & Sicherheit' },
  entries: {
    'what-is-studyhall': {
      question: 'Was ist Studyhall?',
      answer:
        'Studyhall ist eine Lernplattform: ein Marktplatz für Mitschriften, Zusammenfassungen, Altklausuren und Lernhilfen von Studierenden, mit sofortiger Suche nach Fach, Hochschule, Kurs und Lehrbuch. Die Vorschau eines Dokuments ist kostenlos; das ganze Dokument öffnest du mit Punkten.',
    },
    'is-it-free': {
      question: 'Ist Studyhall kostenlos?',
      answer:
        'Ein Konto erstellen, stöbern, suchen und die Vorschauseiten jedes Dokuments lesen ist kostenlos. Ein ganzes Dokument zu öffnen kostet so viele Punkte, wie sein Verkäufer festgelegt hat; der Preis steht vor dem Kauf auf der Seite des Dokuments.',
    },
    'how-do-points-work': {
      question: 'Wie funktionieren Punkte?',
      answer:
        '**10 Punkte kosten 1 USD.** Kauf ein Paket unter **Dashboard → Wallet** (größere Pakete enthalten Bonuspunkte) oder einen frei gewählten Betrag und gib die Punkte dann für Dokumente aus. Dein Guthaben wird aktualisiert, sobald eine Zahlung bestätigt ist, in jedem geöffneten Tab. Punkte verfallen nicht, solange dein Konto besteht.',
    },
    'find-documents-for-my-course': {
      question: 'Wie finde ich Dokumente für meinen Kurs?',
      answer:
        'Tipp in das Suchfeld oben auf jeder Seite: Die Ergebnisse erscheinen schon beim Tippen, nach Art gruppiert. Drück die Eingabetaste für die vollständige Suche mit Filtern nach Fach, Hochschule und Dokumenttyp. Du kannst auch [Fächer](/subjects), [Hochschulen](/universities) und ihre Kurse oder [Lehrbücher](/textbooks) durchstöbern.',
    },
    'become-a-seller': {
      question: 'Wie fange ich an, meine Mitschriften zu verkaufen?',
      answer:
        'Schalte das Dashboard mit dem Schalter in der Seitenleiste in den **Verkäufermodus** und wähle **Hochladen**. Gib Titel, Fach, Dokumenttyp und Preis an; wir erstellen die Vorschauen, prüfen auf Duplikate und begutachten das Dokument, bevor es angeboten wird. Sein Status unter **Verkäufer → Dokumente** ändert sich live, sobald es online geht.',
    },
    'which-files-can-i-upload': {
      question: 'Welche Dateien kann ich hochladen?',
      answer:
        'PDF-, Word- (DOCX), PowerPoint- (PPTX), OpenDocument-Text- (ODT) und RTF-Dateien bis 50 MB und 500 Seiten oder bis zu 30 Fotos deiner Mitschriften (JPEG, PNG, WebP, HEIC), die in der von dir gewählten Reihenfolge zu einem PDF werden. Was für eine Datei es ist, entscheidet ihr Inhalt, nicht ihr Name. Gescannte Seiten und Fotos werden ausgelesen, damit ihr Text durchsucht werden kann.',
    },
    'how-long-does-review-take': {
      question: 'Wie lange dauert die Prüfung meines Uploads?',
      answer:
        'Die Vorschauen sind wenige Sekunden nach dem Hochladen fertig. Danach gibt eine Moderatorin oder ein Moderator das Dokument frei, bittet um Änderungen oder lehnt es mit Begründung ab; Status und Begründung siehst du unter **Verkäufer → Dokumente**, live aktualisiert.',
    },
    'how-much-do-sellers-earn': {
      question: 'Wie viel verdiene ich an einem Verkauf?',
      answer:
        'Du erhältst **70 % des Punktepreises** jedes Verkaufs (auf ganze Punkte abgerundet), gutgeschrieben in dem Moment, in dem der Käufer das Dokument öffnet. Auszahlen lassen kannst du ab **500 Punkten (50 USD)** unter **Verkäufer → Wallet**; jede Auszahlung wird geprüft und an die Auszahlungsdaten überwiesen, die du angibst.',
    },
    'why-was-my-document-rejected': {
      question: 'Warum wurde mein Dokument abgelehnt oder entfernt?',
      answer:
        'Die Seite des Dokuments unter **Verkäufer → Dokumente** nennt den Grund. Meistens war das Material nicht das eigene des Verkäufers, ein Duplikat eines angebotenen Dokuments oder hatte das falsche Fach oder den falschen Typ. Behebe, was in der Begründung steht, und lade es erneut hoch, oder [reiche eine Beschwerde ein](/legal/file-complaint), wenn du meinst, dass wir falsch entschieden haben.',
    },
    'what-do-i-see-before-buying': {
      question: 'Was sehe ich, bevor ich ein Dokument kaufe?',
      answer:
        'Titel, Beschreibung, Fach, Kurs, Seitenzahl, Bewertung und Rezensionen sowie die ersten Seiten als lesbare Vorschau; die übrigen Seiten werden unscharf angezeigt, damit du Umfang und Aufbau einschätzen kannst.',
    },
    'how-do-i-pay': {
      question: 'Wie kann ich bezahlen?',
      answer:
        'Mit gängigen Kredit- und Debitkarten (über Stripe) oder PayPal. Karten- und PayPal-Daten gibst du auf deren eigenen sicheren Seiten ein; sie erreichen Studyhall nie.',
    },
    'where-are-my-documents': {
      question: 'Wo finde ich die Dokumente, die ich gekauft habe?',
      answer:
        'Unter **Dashboard → Dokumente**. Ein gekauftes Dokument bleibt dort; öffne es, um es im Browser zu lesen oder das PDF herunterzuladen.',
    },
    refunds: {
      question: 'Kann ich eine Erstattung bekommen?',
      answer:
        'Ja, innerhalb von **30 Tagen**. Ein Dokument, das nicht hält, was Titel und Vorschau versprochen haben, wird in Punkten erstattet; gekaufte, nicht ausgegebene Punkte werden auf die Karte oder das PayPal-Konto erstattet, mit dem bezahlt wurde. Schreib mit der Bestellung an {{supportEmail}}; die Details stehen in der [Erstattungsrichtlinie](/legal/refund-policy).',
    },
    'payment-went-through-no-points': {
      question: 'Ich habe bezahlt, aber meine Punkte sind nicht angekommen. Was jetzt?',
      answer:
        'Punkte werden gutgeschrieben, sobald der Zahlungsanbieter die Zahlung bestätigt, meist innerhalb von Sekunden, auch wenn du die Seite geschlossen hast. Geht die Bestätigung des Anbieters verloren, fragen wir vor Ablauf der Bestellung noch einmal beim Anbieter nach. Fehlen deine Punkte nach einer Stunde immer noch, schreib an {{supportEmail}} und nenne die Bestellung aus der Bestellliste unter **Dashboard → Wallet**.',
    },
    'can-i-buy-twice': {
      question: 'Kann mir dasselbe Dokument zweimal berechnet werden?',
      answer: 'Nein. Ein Dokument kaufst du pro Konto nur einmal; es erneut zu öffnen kostet nichts, auf jedem Gerät.',
    },
    'reset-password': {
      question: 'Ich habe mein Passwort vergessen. Wie komme ich wieder rein?',
      answer:
        'Wähle auf der [Anmeldeseite](/login) **Passwort vergessen?** und folge dem Link, den wir dir per E-Mail schicken. Der Link funktioniert einmal und läuft nach einer Stunde ab.',
    },
    'two-factor': {
      question: 'Wie aktiviere ich die Zwei-Faktor-Authentifizierung?',
      answer:
        'Wähle unter **Einstellungen → Sicherheit** **Zwei-Faktor einrichten**, scanne den QR-Code mit einer Authenticator-App und gib ihren Code ein. Ab dann fragt die Anmeldung nach einem Code aus der App. Bewahre die Wiederherstellungscodes an einem sicheren Ort auf.',
    },
    'signed-in-devices': {
      question: 'Wie sehe ich, wo mein Konto angemeldet ist?',
      answer:
        '**Einstellungen → Sicherheit** listet jedes Gerät, das in deinem Konto angemeldet ist, mit Browser und letzter Aktivität. Melde einzelne davon ab oder alle auf einmal.',
    },
    'change-email-or-delete': {
      question: 'Wie ändere ich meine E-Mail-Adresse oder lösche mein Konto?',
      answer:
        'Schreib von der Adresse deines Kontos an {{supportEmail}}. Für eine Kopie deiner Daten oder um dein Konto zu löschen, schreib an {{privacyEmail}}; wir antworten innerhalb von 30 Tagen. Die [Datenschutzerklärung](/legal/privacy) sagt, was gespeichert wird und wie lange.',
    },
    'contact-support': {
      question: 'Wie erreiche ich den Support?',
      answer: 'Schreib an {{supportEmail}} oder nutze das [Kontaktformular](/contact). Wir antworten an Werktagen innerhalb von 24 Stunden.',
    },
  },
} satisfies FaqTranslation;
