import DaybookCore

/// Every word the web app shows, in English and German. Pages get the table of the person's language.
enum Strings {
    static func table(_ language: Language) -> [String: String] {
        language == .de ? german : english
    }

    static let english: [String: String] = [
        "appName": "Daybook", "skip": "Skip to content",
        "today": "Today", "log": "Log", "calendar": "Calendar", "cycle": "Cycle", "settings": "Settings", "insights": "Insights",
        "logIn": "Log in", "logOut": "Log out", "signUp": "Sign up", "email": "Email", "password": "Password",
        "displayName": "Your name", "timeZone": "Time zone", "language": "Language", "save": "Save",
        "noAccount": "New here?", "haveAccount": "Already have an account?",
        "hello": "Hello", "noData": "No data", "daysUntil": "days until your next period", "nextPeriod": "Next period",
        "latestGlucose": "Latest glucose", "meanStress": "Stress today", "flowToday": "Flow today",
        "onboardingTitle": "A few questions to start", "lastPeriodStart": "When did your last period start?",
        "periodLength": "How many days did it last?", "cycleLength": "How long is your cycle usually (days)?",
        "tracking": "What would you like to track?", "continue": "Continue", "skipForNow": "Skip for now",
        "logStress": "Stress", "stressLevel": "Stress level (1–10)", "note": "Note", "dateTime": "Date and time",
        "resetToNow": "Now", "logButton": "Log it", "logFlow": "Flow of a day", "date": "Date", "flow": "Flow",
        "saved": "Saved.", "month": "Month", "previous": "Previous", "next": "Next",
        "legendFlow": "Logged period", "legendPredicted": "Predicted period", "legendFertile": "Fertile window",
        "profile": "Profile", "english": "English", "german": "Deutsch",
        "flow.NONE": "None", "flow.LIGHT": "Light", "flow.MEDIUM": "Medium", "flow.HEAVY": "Heavy", "flow.SPOTTING": "Spotting",
        "trackFlow": "Flow", "trackMood": "Mood", "trackSleep": "Sleep", "trackCramps": "Cramps", "trackExercise": "Exercise",
        "trackGlucose": "Glucose", "trackInsulin": "Insulin", "trackMeals": "Meals", "trackStress": "Stress",
        "trackMetrics": "Daily metrics", "trackIllness": "Illness",
        "weekdays": "Mon Tue Wed Thu Fri Sat Sun",
        "tag.hypo": "low", "tag.inRange": "in range", "tag.hyper": "high",
        "alert.persistentSpotting": "Spotting in two or more cycles in the last six months.",
        "alert.prolongedPeriods": "Bleeding for 10 days or more, at least twice in the last six months.",
        "alert.irregularCycles": "Your shortest and longest cycles differ by 17 days or more.",
        "alert.infrequentPeriods": "Only one or two periods in the last six months.",
    ]

    static let german: [String: String] = [
        "appName": "Daybook", "skip": "Zum Inhalt springen",
        "today": "Heute", "log": "Eintragen", "calendar": "Kalender", "cycle": "Zyklus", "settings": "Einstellungen", "insights": "Auswertungen",
        "logIn": "Anmelden", "logOut": "Abmelden", "signUp": "Registrieren", "email": "E-Mail", "password": "Passwort",
        "displayName": "Dein Name", "timeZone": "Zeitzone", "language": "Sprache", "save": "Speichern",
        "noAccount": "Neu hier?", "haveAccount": "Schon ein Konto?",
        "hello": "Hallo", "noData": "Keine Daten", "daysUntil": "Tage bis zur nächsten Periode", "nextPeriod": "Nächste Periode",
        "latestGlucose": "Letzter Glukosewert", "meanStress": "Stress heute", "flowToday": "Blutung heute",
        "onboardingTitle": "Ein paar Fragen zum Start", "lastPeriodStart": "Wann hat deine letzte Periode begonnen?",
        "periodLength": "Wie viele Tage hat sie gedauert?", "cycleLength": "Wie lang ist dein Zyklus meist (Tage)?",
        "tracking": "Was möchtest du festhalten?", "continue": "Weiter", "skipForNow": "Später",
        "logStress": "Stress", "stressLevel": "Stresslevel (1–10)", "note": "Notiz", "dateTime": "Datum und Uhrzeit",
        "resetToNow": "Jetzt", "logButton": "Eintragen", "logFlow": "Blutung eines Tages", "date": "Datum", "flow": "Blutung",
        "saved": "Gespeichert.", "month": "Monat", "previous": "Zurück", "next": "Weiter",
        "legendFlow": "Eingetragene Periode", "legendPredicted": "Vorhergesagte Periode", "legendFertile": "Fruchtbare Tage",
        "profile": "Profil", "english": "English", "german": "Deutsch",
        "flow.NONE": "Keine", "flow.LIGHT": "Leicht", "flow.MEDIUM": "Mittel", "flow.HEAVY": "Stark", "flow.SPOTTING": "Schmierblutung",
        "trackFlow": "Blutung", "trackMood": "Stimmung", "trackSleep": "Schlaf", "trackCramps": "Krämpfe", "trackExercise": "Sport",
        "trackGlucose": "Glukose", "trackInsulin": "Insulin", "trackMeals": "Mahlzeiten", "trackStress": "Stress",
        "trackMetrics": "Tageswerte", "trackIllness": "Krankheit",
        "weekdays": "Mo Di Mi Do Fr Sa So",
        "tag.hypo": "niedrig", "tag.inRange": "im Zielbereich", "tag.hyper": "hoch",
        "alert.persistentSpotting": "Schmierblutungen in zwei oder mehr Zyklen der letzten sechs Monate.",
        "alert.prolongedPeriods": "Mindestens zweimal 10 oder mehr Tage Blutung in den letzten sechs Monaten.",
        "alert.irregularCycles": "Dein kürzester und längster Zyklus liegen 17 Tage oder mehr auseinander.",
        "alert.infrequentPeriods": "Nur ein oder zwei Perioden in den letzten sechs Monaten.",
    ]
}
