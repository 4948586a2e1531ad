/// Every problem a value can have, each with its English template: the catalogues hold one
/// `problem.<name>` entry per case whose English text equals the template here (a test keeps them
/// equal), with the same `{name}` placeholders.
public enum ProblemKind: String, CaseIterable, Sendable {
    case customReminderNeedsText
    case stressLevelOneToTen
    case chooseLanguage
    case chooseUnit
    case chooseCategory
    case chooseFeelingToo
    case chooseLookToo
    case chooseAppScope
    case unreadable
    case notWritableAsJSON
    case giveOneLifestyleField
    case goesWithRegex
    case secondAnswerSameDay
    case secondRecordSameDay
    case noSetupToConfirm
    case exerciseHoursAtMost24
    case sleepHoursZeroTo24
    case dateNeedsComparison
    case formDamaged
    case missing
    case presentYearNeeded
    case notTrackingCategory
    case notAChoice
    case findOperatorUnsupported
    case queryOperatorUnsupported
    case authenticatorCodeWrong
    case notJSON
    case notCurrentPassword
    case notYourPassword
    case twoFactorOnAlready
    case required
    case sharedTwiceInDocument
    case notRunnableDistance
    case usedTwiceInDocument
    case ownAddress
    case ownInvitation
    case metricsByWeekOrMonth
    case monthOneToTwelve
    case zeroOrOne
    case zeroToFourteenDays
    case oneTo120Minutes
    case fifteenToNinetyDays
    case oneTo100Characters
    case oneToTwelve
    case oneToFifteenDays
    case oneTo50Characters
    case fourToEightDigits
    case iso8601Text
    case iso8601
    case authenticatorOrRecoveryCode
    case dateAndTime
    case dateAsYYYYMMDD
    case dateInSupportedYears
    case date
    case dateMillisecondsOrISO
    case finiteNumber
    case idUsedOnce
    case numberInMgPerDL
    case number
    case positiveNumber
    case timeOfDay
    case wholeNumberOneToTen
    case wholeMinutes
    case wholeNumber
    case wholeNumberZeroNoLimit
    case timeZone
    case iso8601Instant
    case emailAddress
    case httpURL
    case zeroToTwelve
    case tenSecondsToSevenDays
    case year1900To2999
    case humanOrCosmological
    case mineOrSaved
    case insulinUnits
    case millisecondsIn1900To2999
    case text
    case invitationCodeShape
    case sixDigitCode
    case trueOrFalse
    case minutesEastOfUTC
    case within100BillionYears
    case atLeastOneEvent
    case differFromStart
    case divideDayEvenly
    case asManyValuesAsX
    case withinScenario
    case findShape
    case nameAField
    case atLeastOneCategory
    case atLeastOneWeekday
    case onlyKnownCategories
    case notBeforeFrom
    case notBeforeStart
    case notBeforeTheStart
    case notEmpty
    case notInFuture
    case twoDifferentDates
    case secondScenario
    case atLeastThreePairs
    case benchWrkOutput
    case benchPeople
    case standardInputEmpty
    case valueOrOperators
    case oneValue
    case hypoBelowHyper
    case entriesDiffer
    case finiteValues
    case invitationAccepted
    case invitationOtherAddress
    case weekdaysOneToSeven
    case yearBetween1900And2999
    case textNotADate
    case textNotATime
    case periodAtMostDays
    case scenarioHasNoDates
    case dayNotInMonth
    case zeroToLimit
    case namedShape
    case exactFormat
    case exactVersion
    case jsonType
    case jsonTypeNotNull
    case charactersBetween
    case dateForUnit
    case numberForUnit
    case timeOnDate
    case atLeastCharacters
    case atMostDaysAfterStart
    case atMostCharacters
    case atMostBytes
    case betweenInUnit
    case between
    case oneOf
    case listValues
    case nameAFieldLike
    case nameAnEntryOf
    case nestsTooDeep
    case noAccountWithEmail
    case overlapsPeriod
    case atMostConditions
    case moodPairs
    case rangeAtMostDays
    case monthHasNoDay
    case yearOrFromAndTo
    case monthAsYYYYMM
    case yearFromTo
    case notAddressRangeOrHost
    case notAddressOrRange
    case invitationNotWaiting
    case tooFarInFuture
    case temperatureLooksLike
    case stressLogReminderLimit
    case metricsLogReminderLimit
    case timelineDateShape
    case jsonObject
    case wrongType
    case authenticatorCodeRefused
    case untranslated
    // What an import refuses, in the file's terms.
    case importNulByte
    case importNulEscape
    case importNotUTF8
    case importEndsInsideUTF8
    case importForeignEncoding
    case importHeaderTooLong
    case importNotWellFormedXML
    case importXMLEndsEarly
    case importNotAppleHealth
    case importUnknownGlucoseUnit
    case importUnknownWeightUnit
    case importUnknownTemperatureUnit
    case importUnknownDurationUnit
    case importUnknownInsulinUnit
    case importUnknownNutrientUnit
    case importUnknownFlow
    case importUnknownMucus
    case importUnknownOvulationTest
    case importBefore
    case importNotAppleHealthDate
    case importNotANumber
    case importInsulinReasonMissing
    case importInsulinReason
    case importNotHealthAutoExport
    case importPointsTooLong
    case importNotHAETime
    case importNotBolusOrBasal
    case importNotKgOrLb
    case importNotDegCOrDegF
    case importNotGlucoseUnit
    case importNotDurationUnits
    case importNotMassUnit
    case importNotTimeUnit
    case importNotHAEFlow
    case importNotHAEMucus
    case importNotHAEOvulationTest
    case importNotNegative
    case importNotFlo
    case importPeriodTooLong
    case importFloIntensity
    case importFloFlow
    case importTemperature
    case importNotDate
    case importEmptyCSV
    case importNoColumn
    case importFieldTooLong
    case importRowTooLong
    case importQuoteNotClosed
    case importEmptyNotArray
    case importNotArrayOfObjects
    case importArrayCommaOrEnd
    case importElementNotObject
    case importObjectNotJSON
    case importObjectTooLong
    case importEndsInsideObject
    case importExpectedObject
    case importNoOpenObject
    case importObjectCommaOrEnd
    case importKeyInQuotes
    case importColonAfterKey
    case importNoOpenArray
    case importElementsCommaOrEnd
    case importMoreAfterEnd
    case importExpectedString
    case importNotValidJSON
    case importExpectedNull
    case importEndsBeforeValue
    case importValueTooLong
    case importUnexpected
    case importEndsInside
    case importStringTooLong
    case importBadString
    case importEndsInsideString
    case importSubjectPost
    case importSubjectExport
    case importSubjectDaybookExport
    case importSubjectValue
    case importSubjectEntryOf
    case importSubjectMeasurement
    case importUnreadable
    case importFormatRequired
    case importNotClueMeasurements
    case importMeasurementNotObject
    case importNotClueFlow
    case importCelsiusObject
    case importDripColumns
    case importNotTimeHHmm
    case importMucusMismatch
    case importNotTrueOrFalse
    case importNotBleeding
    case importNotMucusFeeling
    case importNotMucusTexture
    case importNotNFPMucus
    case importZipUnopenable
    case importZipNoExportXML
    case importNoRoomToUnpack
    case importUnpacksTooLarge
    case importUnpacksTooMuch
    case importZipDamaged
    case importFileUnopenable
    case importAccountRefused
    case importNotISOTime
    case importNotISOTimeExample
    case importNotNightscoutTime
    case importUnmappedMood
    case importUnmappedMoods
    case importUnmappedMoodsMore
    case importApiUnmappedMoods
    case importApiNothingAtLine
    case importApiNothing
    case importValueNotAllowed
    case importKeyNotAllowed
    case importYears1900To2999
    case importDateTimeWithOffset
    case importApiAtLine
    case apiUnauthorized
    case apiWrongCredentials
    case apiForbidden
    case apiNotFound
    case apiTooManyRequests
    case apiPayloadTooLarge
    case apiInternal
    case alreadyTaken
    case apiMalformed
    case apiFormMalformed
    case notAFieldOfRequest
    case apiSecondFactorRequired
    case apiWrongCode
    case apiFormExpired
    case emailHasAccount
    case aString
    case trueOrFalseOnly
    case aList
    case anObject
    case notNull
    case fromNeededWithTo
    case userID
    case formatNotRecognised
    case noValues
    case noBearerToken
    case apiServerBusy
    case apiAccountBusy
    case apiSessionLocked
    case apiBodyTooSlow
    case apiBuiltInScenario
    case apiNoScenario
    case apiTooLong
    case apiMethodNotAllowed
    case apiSessionPostNeedsJSON
    case apiIdempotencyKeyTwice
    case apiIdempotencyKeyShape
    case apiIdempotencyKeyReused
    case apiIdempotencyKeyInProgress
    case apiIdempotencyAnswerNotKept
    case apiBodyTooLarge
    case apiUnsupportedMediaType
    case apiTooManyRequestsNow
    case apiRefused
    case apiScenarioNameBuiltIn
    case apiConfirmCancelRun

    /// The catalogue key.
    public var key: String { "problem." + rawValue }

    /// The English text, placeholders in braces.
    public var english: String {
        switch self {
        case .customReminderNeedsText: "a custom reminder needs a text"
        case .stressLevelOneToTen: "a stress level must be a whole number from 1 to 10"
        case .chooseLanguage: "choose a language"
        case .chooseUnit: "choose a unit"
        case .chooseCategory: "choose at least one category"
        case .chooseFeelingToo: "choose how it felt too"
        case .chooseLookToo: "choose how it looked too"
        case .chooseAppScope: "choose what the app may do"
        case .unreadable: "could not be read"
        case .notWritableAsJSON: "could not be written as JSON"
        case .giveOneLifestyleField: "give at least one of sleep, activity, work or diet"
        case .goesWithRegex: "goes with $regex"
        case .secondAnswerSameDay: "has a second answer for the same day"
        case .secondRecordSameDay: "has a second record on the same day"
        case .noSetupToConfirm: "has no setup to confirm; start the set-up again"
        case .exerciseHoursAtMost24: "hours of exercise must add up to at most 24"
        case .sleepHoursZeroTo24: "hours of sleep must be between 0 and 24"
        case .dateNeedsComparison: "is a date: compare it ($gt, $lte, …) or list dates with $in"
        case .formDamaged: "is damaged; reload the page and log again"
        case .missing: "is missing"
        case .presentYearNeeded: "is needed to export years ago as TimelineJS years"
        case .notTrackingCategory: "is not a tracking category"
        case .notAChoice: "is not one of the choices"
        case .findOperatorUnsupported: "is not supported; a find may use $and and $or"
        case .queryOperatorUnsupported: "is not supported; supported: $eq, $ne, $gt, $gte, $lt, $lte, $exists, $in, $nin, $regex, $not"
        case .authenticatorCodeWrong: "is not the code your authenticator shows now; check its clock and try the next one"
        case .notJSON: "is not valid JSON"
        case .notCurrentPassword: "is not your current password"
        case .notYourPassword: "is not your password"
        case .twoFactorOnAlready: "is on already; turn it off first to set up another authenticator"
        case .required: "is required"
        case .sharedTwiceInDocument: "is shared with a second time in the document"
        case .notRunnableDistance: "is too close to or too far from start to be run"
        case .usedTwiceInDocument: "is used twice in the document"
        case .ownAddress: "is your own address; share with someone else"
        case .ownInvitation: "is your own invitation; hand it to the person it is for"
        case .metricsByWeekOrMonth: "metrics are analysed by week or month"
        case .monthOneToTwelve: "month must be 1–12"
        case .zeroOrOne: "must be 0 or 1"
        case .zeroToFourteenDays: "must be 0–14 days"
        case .oneTo120Minutes: "must be 1 to 120 minutes"
        case .fifteenToNinetyDays: "must be 15–90 days"
        case .oneTo100Characters: "must be 1–100 characters"
        case .oneToTwelve: "must be 1–12"
        case .oneToFifteenDays: "must be 1–15 days"
        case .oneTo50Characters: "must be 1–50 characters"
        case .fourToEightDigits: "must be 4 to 8 digits"
        case .iso8601Text: "must be ISO 8601 text"
        case .iso8601: "must be ISO 8601"
        case .authenticatorOrRecoveryCode: "must be a code from your authenticator app or one of your unused recovery codes"
        case .dateAndTime: "must be a date and time"
        case .dateAsYYYYMMDD: "must be a date as YYYY-MM-DD"
        case .dateInSupportedYears: "must be a date between 0001-01-01 and 9999-12-31"
        case .date: "must be a date"
        case .dateMillisecondsOrISO: "must be a date: ms since 1970 or ISO 8601"
        case .finiteNumber: "must be a finite number"
        case .idUsedOnce: "must be a non-empty id used once in the document"
        case .numberInMgPerDL: "must be a number in mg/dL"
        case .number: "must be a number"
        case .positiveNumber: "must be a positive number"
        case .timeOfDay: "must be a time of day as HH:mm (00:00–23:59)"
        case .wholeNumberOneToTen: "must be a whole number from 1 to 10"
        case .wholeMinutes: "must be a whole number of minutes"
        case .wholeNumber: "must be a whole number"
        case .wholeNumberZeroNoLimit: "must be a whole number, 0 for no limit"
        case .timeZone: "must be an IANA time zone such as Europe/Berlin"
        case .iso8601Instant: "must be an ISO 8601 instant"
        case .emailAddress: "must be an email address such as name@example.org"
        case .httpURL: "must be an http:// or https:// URL"
        case .zeroToTwelve: "must be between 0 and 12"
        case .tenSecondsToSevenDays: "must be between 10 seconds and 7 days (604800 seconds)"
        case .year1900To2999: "must be between 1900 and 2999"
        case .humanOrCosmological: "must be human or cosmological"
        case .mineOrSaved: "must be mine or saved"
        case .insulinUnits: "must be more than 0 and at most 100 units"
        case .millisecondsIn1900To2999: "must be ms since 1970, in the years 1900–2999"
        case .text: "must be text"
        case .invitationCodeShape: "must be the 16 letters and digits of an invitation, like ABCD-EFGH-JKMN-PQRS"
        case .sixDigitCode: "must be the 6 digits your authenticator shows"
        case .trueOrFalse: "must be true, false, 1 or 0"
        case .minutesEastOfUTC: "must be whole minutes east of UTC, as a number"
        case .within100BillionYears: "must be within 100 billion years of year 0"
        case .atLeastOneEvent: "must contain at least one event"
        case .differFromStart: "must differ from start"
        case .divideDayEvenly: "must divide a day evenly (e.g. 5 or 15)"
        case .asManyValuesAsX: "must have as many values as x"
        case .withinScenario: "must lie between the scenario's start and end"
        case .findShape: "must look like find[field], find[field][$op] or find[$or][0][field]"
        case .nameAField: "must name a field"
        case .atLeastOneCategory: "must name at least one category"
        case .atLeastOneWeekday: "must name at least one weekday (1–7, Monday = 1)"
        case .onlyKnownCategories: "must name only cycle, symptoms, diabetes, stress or timelines"
        case .notBeforeFrom: "must not be before from"
        case .notBeforeStart: "must not be before start"
        case .notBeforeTheStart: "must not be before the start"
        case .notEmpty: "must not be empty"
        case .notInFuture: "must not be in the future"
        case .twoDifferentDates: "must span at least two different dates"
        case .secondScenario: "names a second scenario in the document"
        case .atLeastThreePairs: "needs at least 3 pairs"
        case .benchWrkOutput: "no 'N requests in T' and 'Requests/sec:' lines in wrk's output"
        case .benchPeople: "people must be 1–100000"
        case .standardInputEmpty: "standard input was empty"
        case .valueOrOperators: "takes either a value or operators, not both"
        case .oneValue: "takes one value"
        case .hypoBelowHyper: "the hypo threshold must be below the hyper threshold"
        case .entriesDiffer: "the two entries differ"
        case .finiteValues: "values must be finite numbers"
        case .invitationAccepted: "was accepted already; revoke it and share again to invite someone else"
        case .invitationOtherAddress: "was made for another email address; ask for an invitation to the address you log in with"
        case .weekdaysOneToSeven: "weekdays are 1–7, Monday = 1"
        case .yearBetween1900And2999: "year must be between 1900 and 2999"
        case .textNotADate: "{text} is not a date between 0001-01-01 and 9999-12-31"
        case .textNotATime: "{text} is not a time of day"
        case .periodAtMostDays: "a period lasts at most {maximum} days"
        case .scenarioHasNoDates: "a scenario in {unit} has no dates and cannot be exported to TimelineJS"
        case .dayNotInMonth: "day {day} does not exist in month {month}"
        case .zeroToLimit: "must be 0–{maximum}"
        case .namedShape: "must be 1–{maximum} characters of letters, digits, '-' and '_'"
        case .exactFormat: "must be \"{format}\""
        case .exactVersion: "must be {version}"
        case .jsonType: "must be {type}"
        case .jsonTypeNotNull: "must be {type}, not null"
        case .charactersBetween: "must be {minimum}–{maximum} characters"
        case .dateForUnit: "must be a date string for unit {unit}"
        case .numberForUnit: "must be a number for unit {unit}"
        case .timeOnDate: "must be a time on {date}"
        case .atLeastCharacters: "must be at least {minimum} characters"
        case .atMostDaysAfterStart: "must be at most {maximum} days after start"
        case .atMostCharacters: "must be at most {maximum} characters"
        case .atMostBytes: "must be at most {maximum} bytes"
        case .betweenInUnit: "must be between {minimum} and {maximum} {unit}"
        case .between: "must be between {minimum} and {maximum}"
        case .oneOf: "must be one of {choices}"
        case .listValues: "must list values: {example}=value"
        case .nameAFieldLike: "must name a field: {example}=value"
        case .nameAnEntryOf: "must name an entry of {list} in this document"
        case .nestsTooDeep: "nests deeper than {maximum} brackets"
        case .noAccountWithEmail: "no account has the email {email}"
        case .overlapsPeriod: "overlaps the period at periods[{index}]"
        case .atMostConditions: "takes at most {maximum} conditions"
        case .moodPairs: "takes label=MOOD pairs, MOOD one of {choices}"
        case .rangeAtMostDays: "the range can cover at most {maximum} days"
        case .monthHasNoDay: "{month} has no day {day}"
        case .yearOrFromAndTo: "give either year or from and to, not both"
        case .monthAsYYYYMM: "must be a month such as 2026-11"
        case .yearFromTo: "must be a year from {lowest} to {highest}"
        case .notAddressRangeOrHost: "{entry} is neither an address, a range nor a host name"
        case .notAddressOrRange: "{entry} is not an address or a range like 10.0.0.0/8"
        case .invitationNotWaiting: "is not a waiting invitation: check it for typing mistakes, or ask for a new one (codes work once, for 14 days)"
        case .tooFarInFuture: "{date} is more than a day in the future; journal entries may be dated at most {latest}"
        case .temperatureLooksLike: "must be between {minimum} and {maximum} {unit}; {typed} looks like {likely} ({meant} {unit})"
        case .stressLogReminderLimit: "at most {limit} stress-log reminders (you have {existing})"
        case .metricsLogReminderLimit: "at most {limit} metrics-log reminder (you have {existing})"
        case .timelineDateShape: "must be a date as yyyy-MM-dd or yyyy-MM-ddTHH:mm:ss"
        case .jsonObject: "must be a JSON object"
        case .wrongType: "has the wrong type"
        case .authenticatorCodeRefused: "Type a code from your authenticator app, or one of your unused recovery codes."
        case .untranslated: "{text}"
        case .importNulByte: "the file holds a NUL byte, which no text may hold: is it damaged, or UTF-16 or UTF-32 rather than UTF-8?"
        case .importNulEscape: "the file holds the escape \\u0000, a NUL character, which no text Daybook keeps may hold"
        case .importNotUTF8: "the file is not UTF-8 text here (byte 0x{byte}); is it damaged?"
        case .importEndsInsideUTF8: "the file ends inside a UTF-8 character; is it cut off?"
        case .importForeignEncoding: "the file declares the encoding \"{encoding}\"; Apple Health exports are UTF-8"
        case .importHeaderTooLong: "the file's header is longer than 1 MB; is it an Apple Health export?"
        case .importNotWellFormedXML: "the file is not well-formed XML ({reason}); is it cut off?"
        case .importXMLEndsEarly: "the file is not well-formed XML (it ends before </HealthData>); is it cut off?"
        case .importNotAppleHealth: "this is not an Apple Health export: it has no <HealthData> element"
        case .importUnknownGlucoseUnit: "unknown glucose unit {value}"
        case .importUnknownWeightUnit: "unknown weight unit {value}"
        case .importUnknownTemperatureUnit: "unknown temperature unit {value}"
        case .importUnknownDurationUnit: "unknown duration unit {value}"
        case .importUnknownInsulinUnit: "unknown insulin unit {value}; HealthKit writes IU"
        case .importUnknownNutrientUnit: "unknown nutrient unit {value}; HealthKit writes g"
        case .importUnknownFlow: "unknown menstrual flow {value}"
        case .importUnknownMucus: "unknown cervical mucus quality {value}"
        case .importUnknownOvulationTest: "unknown ovulation test result {value}"
        case .importBefore: "is before {start}"
        case .importNotAppleHealthDate: "{value} is not a date as YYYY-MM-DD HH:MM:SS +HHMM"
        case .importNotANumber: "{value} is not a number"
        case .importInsulinReasonMissing: "is missing; HealthKit requires it on every insulin sample"
        case .importInsulinReason: "{value} is not 1 (basal) or 2 (bolus)"
        case .importNotHealthAutoExport: "this is not a Health Auto Export post: it has no \"data\" object"
        case .importPointsTooLong: "comes before the metric's name and units and is longer than {size} MB"
        case .importNotHAETime: "{value} is not a time as yyyy-MM-dd HH:mm:ss Z"
        case .importNotBolusOrBasal: "{value} is not Bolus or Basal"
        case .importNotKgOrLb: "{value} is not kg or lb"
        case .importNotDegCOrDegF: "{value} is not degC or degF"
        case .importNotGlucoseUnit: "{value} is not mg/dL or mmol/L"
        case .importNotDurationUnits: "{value} is not s, min or hr"
        case .importNotMassUnit: "{value} is not a unit of mass; Daybook reads g, mg and kg"
        case .importNotTimeUnit: "{value} is not a unit of time; expected hr or min"
        case .importNotHAEFlow: "{value} is not a menstrual flow (Light, Medium, Heavy, Unspecified, None)"
        case .importNotHAEMucus: "{value} is not a mucus quality (Dry, Sticky, Creamy, Watery, Egg White)"
        case .importNotHAEOvulationTest: "{value} is not an ovulation test result (Negative, Positive, Indeterminate)"
        case .importNotNegative: "must not be negative"
        case .importNotFlo: "this is not a Flo export: it has no \"operationalData\" object"
        case .importPeriodTooLong: "makes a period of {days} days; at most {maximum} are read as one"
        case .importFloIntensity: "must map each day of the period (0, 1, …) to a flow from 0 to 3"
        case .importFloFlow: "must be a period flow from 0 to 3"
        case .importTemperature: "must be a temperature"
        case .importNotDate: "{value} is not a date as YYYY-MM-DD"
        case .importEmptyCSV: "the file is empty; a {format} export starts with a header row"
        case .importNoColumn: "the header has no column {column}; is this a {format} export?"
        case .importFieldTooLong: "a field is longer than {size} MB; no export of the apps Daybook reads has one"
        case .importRowTooLong: "a row is longer than {size} MB; no export of the apps Daybook reads has one"
        case .importQuoteNotClosed: "a quoted field is not closed before the end of the file"
        case .importEmptyNotArray: "the file is empty; expected a JSON array"
        case .importNotArrayOfObjects: "expected a JSON array of objects"
        case .importArrayCommaOrEnd: "expected , or ] between the array's objects"
        case .importElementNotObject: "every element of the array must be an object"
        case .importObjectNotJSON: "this object is not valid JSON"
        case .importObjectTooLong: "this object is longer than {size} MB; no document of Nightscout's is"
        case .importEndsInsideObject: "the file ends inside this object"
        case .importExpectedObject: "expected {what} to be a JSON object"
        case .importNoOpenObject: "no open object"
        case .importObjectCommaOrEnd: "expected , or } between an object's keys"
        case .importKeyInQuotes: "expected a key in quotes"
        case .importColonAfterKey: "expected : after the key {key}"
        case .importNoOpenArray: "no open array"
        case .importElementsCommaOrEnd: "expected , or ] between an array's elements"
        case .importMoreAfterEnd: "there is more after the end of the JSON document"
        case .importExpectedString: "expected {what} to be a string"
        case .importNotValidJSON: "{what} is not valid JSON"
        case .importExpectedNull: "expected null"
        case .importEndsBeforeValue: "the file ends where a value should be; is it cut off?"
        case .importValueTooLong: "{what} is longer than {size}; Daybook reads values up to that size"
        case .importUnexpected: "unexpected {character}"
        case .importEndsInside: "the file ends inside {what}; is it cut off?"
        case .importStringTooLong: "a string is longer than {size}; Daybook reads strings up to that size"
        case .importBadString: "a string is not valid JSON (bad escape or not UTF-8)"
        case .importEndsInsideString: "the file ends inside a string; is it cut off?"
        case .importSubjectPost: "the post"
        case .importSubjectExport: "the export"
        case .importSubjectDaybookExport: "a Daybook export"
        case .importSubjectValue: "the value"
        case .importSubjectEntryOf: "an entry of {place}"
        case .importSubjectMeasurement: "measurement [{index}]"
        case .importUnreadable: "the file could not be read: {reason}"
        case .importFormatRequired: "is required; is this a Daybook export?"
        case .importNotClueMeasurements: "expected a JSON array of measurements (Clue's measurements.json)"
        case .importMeasurementNotObject: "every measurement must be a JSON object"
        case .importNotClueFlow: "{value} is not a period flow (light, medium, heavy, very_heavy)"
        case .importCelsiusObject: "must be an object with celsius"
        case .importDripColumns: "the header has {count} columns; a drip export has {expected}"
        case .importNotTimeHHmm: "{value} is not a time of day as HH:mm"
        case .importMucusMismatch: "{value} does not go with feeling {feeling} and texture {texture}, which make {nfp}"
        case .importNotTrueOrFalse: "{value} is not true or false"
        case .importNotBleeding: "{value} is not a bleeding value 0–3"
        case .importNotMucusFeeling: "{value} is not a mucus feeling 0–3"
        case .importNotMucusTexture: "{value} is not a mucus texture 0–2"
        case .importNotNFPMucus: "{value} is not an NFP mucus value 0–4"
        case .importZipUnopenable: "the zip file cannot be opened"
        case .importZipNoExportXML: "the zip file holds no export.xml; is it Apple Health's export?"
        case .importNoRoomToUnpack: "there is no room to unpack the zip file"
        case .importUnpacksTooLarge: "export.xml unpacks to more than {size} GB; Daybook reads exports up to that size"
        case .importUnpacksTooMuch: "export.xml unpacks to more than {ratio} times its packed size; Apple Health's exports do not, so this is no export of it"
        case .importZipDamaged: "the zip file is damaged: export.xml cannot be unpacked"
        case .importFileUnopenable: "the file cannot be opened; is it still there and readable?"
        case .importAccountRefused: "a Daybook export holds a whole account, which this import does not take"
        case .importNotISOTime: "{value} is not a time as ISO 8601"
        case .importNotISOTimeExample: "{value} is not a time as ISO 8601 (2024-01-01T08:00:00+01:00)"
        case .importNotNightscoutTime: "{value} is not a time in ms since 1970 between the years 1900 and 2999"
        case .importUnmappedMood: "the mood {moods} has no mapping; give each one (e.g. --moods \"{example}\")"
        case .importUnmappedMoods: "the moods {moods} have no mapping; give each one (e.g. --moods \"{example}\")"
        case .importUnmappedMoodsMore: "the moods {moods} and {more} more have no mapping; give each one (e.g. --moods \"{example}\")"
        case .importApiUnmappedMoods: "Daylio's moods {moods} have no mapping: give each one with ?moods=label=MOOD,… Nothing was imported."
        case .importApiNothingAtLine: "Line {line}: {message}. Nothing was imported."
        case .importApiNothing: "{message}. Nothing was imported."
        case .importValueNotAllowed: "has a value that is not allowed"
        case .importKeyNotAllowed: "has a key that is not allowed"
        case .importYears1900To2999: "must be in the years 1900 to 2999"
        case .importDateTimeWithOffset: "must be a date and time with an offset, such as 2026-03-01T08:30:00+01:00"
        case .importApiAtLine: "Line {line}: {message}"
        case .apiUnauthorized: "Log in first: send a bearer token or a session cookie."
        case .apiWrongCredentials: "The email or the password is wrong."
        case .apiForbidden: "You may read this but not change it."
        case .apiNotFound: "This does not exist."
        case .apiTooManyRequests: "Too many attempts. Try again in {minutes} min."
        case .apiPayloadTooLarge: "The request body is larger than {limit}, the most this route accepts."
        case .apiInternal: "Something went wrong on the server. Nothing was changed."
        case .alreadyTaken: "is already taken"
        case .apiMalformed: "The request could not be read."
        case .apiFormMalformed: "The form could not be read: its parts are malformed. Nothing was changed."
        case .notAFieldOfRequest: "is not a field of this request"
        case .apiSecondFactorRequired: "This account logs in with a second factor: send `code`, 6 digits from the authenticator or a recovery code."
        case .apiWrongCode: "The code is wrong or was used already."
        case .apiFormExpired: "The form expired. Reload the page and try again."
        case .emailHasAccount: "An account with this email exists already."
        case .aString: "must be a string"
        case .trueOrFalseOnly: "must be true or false"
        case .aList: "must be a list"
        case .anObject: "must be an object"
        case .notNull: "must not be null"
        case .fromNeededWithTo: "is needed with to"
        case .userID: "must be a user id"
        case .formatNotRecognised: "the file's format is not recognised; give it with ?format="
        case .noValues: "has no values"
        case .noBearerToken: "this request did not use a bearer token"
        case .apiServerBusy: "The server is busy with long requests; try again shortly."
        case .apiAccountBusy: "You already have {count} long requests running or waiting; wait for them to finish."
        case .apiSessionLocked: "This session is locked; unlock it with your passcode."
        case .apiBodyTooSlow: "The request body did not arrive within {seconds} seconds; nothing of it was used."
        case .apiBuiltInScenario: "Built-in scenarios cannot be deleted."
        case .apiNoScenario: "There is no scenario {named}."
        case .apiTooLong: "This request needed more than {seconds} seconds and was stopped; ask for less at once (a shorter range)."
        case .apiMethodNotAllowed: "{method} is not allowed here; use {allowed}."
        case .apiSessionPostNeedsJSON: "A POST with a session cookie must send Content-Type: application/json."
        case .apiIdempotencyKeyTwice: "Send one {header} header, not {count}."
        case .apiIdempotencyKeyShape: "{header} must be 1 to {longest} printable ASCII characters without spaces (such as a UUID)."
        case .apiIdempotencyKeyReused: "This {header} was used in the last 24 hours for a different request (another method, path, query or body); send a new key with a new request."
        case .apiIdempotencyKeyInProgress: "A request with this {header} is still in progress; try again shortly."
        case .apiIdempotencyAnswerNotKept: "The request with this {header} was done (it answered {status}), but its answer was too large to keep; nothing was changed now. Read the result instead."
        case .apiBodyTooLarge: "The request body is too large."
        case .apiUnsupportedMediaType: "This route does not take a body of this content type."
        case .apiTooManyRequestsNow: "Too many requests; try again shortly."
        case .apiRefused: "The request was refused ({status})."
        case .apiScenarioNameBuiltIn: "{named} is a built-in scenario; import under another name"
        case .apiConfirmCancelRun: "Cancelling removes the run and its notifications still to come; confirm with ?confirm=true."
        }
    }
}
