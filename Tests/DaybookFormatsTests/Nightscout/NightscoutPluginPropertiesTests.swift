import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// The properties beyond glucose, worked by hand from cgm-remote-monitor's plugins (upbat.js,
/// iob.js, cob.js, pump.js, loop.js, openaps.js, basalprofile.js and the four age plugins) for
/// device statuses shaped as Loop, AndroidAPS and Trio upload them.
@Suite struct NightscoutPluginPropertiesTests {
    static let now: Int64 = 1_778_414_400_000   // 2026-05-10T12:00:00Z
    static let minute: Int64 = 60_000
    static let utc = TimeZone(identifier: "UTC") ?? .current

    static func ago(_ minutes: Int64) -> Int64 { now - minutes * minute }
    static func iso(_ minutes: Int64) -> NightscoutJSON { .string(NightscoutTime.isoString(NightscoutTime.date(milliseconds: Double(ago(minutes))))) }
    static func dated(_ minutes: Int64, _ document: NightscoutDocument) -> NightscoutProperties.Dated { .init(mills: ago(minutes), document: document) }
    static func make(statuses: [NightscoutProperties.Dated] = [], treatments: [NightscoutProperties.Dated] = [],
                     profile: NightscoutDocument? = nil) -> NightscoutDocument {
        NightscoutProperties.make(.init(deviceStatuses: statuses, treatments: treatments, profile: profile), now: now, mmol: false, zone: utc)
    }
    static func object(_ value: NightscoutJSON?) -> NightscoutDocument { value?.objectValue ?? [:] }

    static let profile: NightscoutDocument = [
        "defaultProfile": .string("Default"), "startDate": .string("2026-01-01T00:00:00.000Z"),
        "store": .object([
            "Default": .object([
                "dia": .integer(3), "carbs_hr": .integer(30), "timezone": .string("Europe/Berlin"), "units": .string("mg/dl"),
                "sens": .array([.object(["time": .string("00:00"), "value": .integer(50)])]),
                "carbratio": .array([.object(["time": .string("00:00"), "value": .integer(10)])]),
                "basal": .array([.object(["time": .string("00:00"), "value": .number(0.8)]), .object(["time": .string("06:00"), "value": .number(1.2)])]),
            ]),
            "Sport": .object(["dia": .integer(3), "basal": .array([.object(["time": .string("00:00"), "value": .number(0.5)])])]),
        ]),
    ]

    @Test func uploaderBatteryIsTheLowestDeviceOfTheLastHalfHour() throws {
        let upbat = Self.object(Self.make(statuses: [
            Self.dated(40, ["device": .string("loop://iPhone"), "uploader": .object(["battery": .integer(10)])]),
            Self.dated(8, ["device": .string("loop://iPhone"), "uploader": .object(["battery": .integer(60)])]),
            Self.dated(5, ["device": .string("loop://iPhone"), "uploader": .object(["battery": .integer(54)])]),
            Self.dated(3, ["device": .string("openaps://rig"), "uploader": .object(["battery": .integer(25)])]),
        ])["upbat"])
        #expect(upbat["display"] == .string("25%") && upbat["level"] == .integer(25) && upbat["status"] == .string("warn"))
        let devices = Self.object(upbat["devices"])
        #expect(Self.object(Self.object(devices["loop://iPhone"])["min"])["battery"] == .integer(54), "the 40-minute-old 10% is too old")
        #expect(Self.object(devices["openaps://rig"])["name"] == .string("rig"))

        let charging = Self.object(Self.make(statuses: [
            Self.dated(1, ["uploader": .object(["batteryVoltage": .integer(3912)]), "isCharging": .bool(true)]),
        ])["upbat"])
        #expect(charging["display"] == .string("3.912v⚡"))
        #expect(Self.object(Self.make()["upbat"])["display"] == .string("?%"), "nothing reported")
    }

    @Test func insulinOnBoardFromTheLoopElseFromBoluses() throws {
        let loop = Self.dated(2, ["device": .string("loop://iPhone"), "loop": .object(["iob": .object(["iob": .number(1.5), "timestamp": Self.iso(2)])])])
        let pumpOnly = Self.dated(1, ["pump": .object(["iob": .object(["bolusiob": .number(0.5)])])])
        let fromLoop = Self.object(Self.make(statuses: [loop, pumpOnly])["iob"])
        #expect(fromLoop["iob"] == .number(1.5) && fromLoop["display"] == .string("1.50") && fromLoop["source"] == .string("Loop"))
        #expect(fromLoop["mills"] == .integer(Self.ago(2)) && fromLoop["displayLine"] == .string("IOB: 1.50U"))

        // 2 U an hour ago, DIA 3: 2 × (1 − 0.001852·13² + 0.001852·13) = 1.422.
        let bolus = Self.dated(60, ["eventType": .string("Correction Bolus"), "insulin": .integer(2)])
        let fromBolus = Self.object(Self.make(treatments: [bolus], profile: Self.profile)["iob"])
        #expect(fromBolus["iob"] == .number(1.422) && fromBolus["display"] == .string("1.42") && fromBolus["source"] == .string("Care Portal"))
        #expect(Self.object(fromBolus["lastBolus"])["insulin"] == .integer(2))
        let both = Self.object(Self.make(statuses: [loop], treatments: [bolus])["iob"])
        #expect(both["iob"] == .number(1.5) && both["treatmentIob"] == .number(1.422))
        #expect(Self.object(Self.make(statuses: [Self.dated(45, loop.document)])["iob"]).isEmpty, "older than 30 minutes")

        let openaps = Self.dated(1, ["openaps": .object(["iob": .object(["iob": .number(0.75), "basaliob": .number(0.25), "time": Self.iso(1)])])])
        let fromOpenAPS = Self.object(Self.make(statuses: [openaps])["iob"])
        #expect(fromOpenAPS["display"] == .string("0.75") && fromOpenAPS["basaliob"] == .number(0.25) && fromOpenAPS["source"] == .string("OpenAPS"))
    }

    @Test func carbsOnBoardFromTheLoopElseFromMeals() throws {
        let loop = ["loop": NightscoutJSON.object(["cob": .object(["cob": .number(23.44), "timestamp": Self.iso(2)])])]
        let fromLoop = Self.object(Self.make(statuses: [Self.dated(2, loop)], profile: Self.profile)["cob"])
        #expect(fromLoop["display"] == .number(23.4) && fromLoop["source"] == .string("Loop"))
        // What the loop reported needs no profile (Nightscout's does); computing it from meals does.
        #expect(Self.object(Self.make(statuses: [Self.dated(2, loop)])["cob"])["display"] == .number(23.4))
        let meal30 = Self.dated(60, ["eventType": .string("Meal Bolus"), "carbs": .integer(30)])
        #expect(Self.make(statuses: [], treatments: [meal30])["cob"] == nil, "no sens and carbratio: nothing to compute with")

        // 30 g an hour ago at 30 g/h: decayed 20 + 60 minutes after eating, so 20 minutes (10 g) are left.
        let meal = Self.dated(60, ["eventType": .string("Meal Bolus"), "carbs": .integer(30)])
        let stale = Self.dated(15, ["loop": .object(["cob": .object(["cob": .number(23.44), "timestamp": Self.iso(15)])])])
        let fromMeal = Self.object(Self.make(statuses: [stale], treatments: [meal], profile: Self.profile)["cob"])
        #expect(fromMeal["cob"] == .integer(10) && fromMeal["display"] == .integer(10) && fromMeal["source"] == .string("Care Portal"))
        #expect(fromMeal["isDecaying"] == .integer(1) && fromMeal["rawCarbImpact"] == .number(2.5))
        #expect(fromMeal["decayedBy"] == Self.iso(-20) && Self.object(fromMeal["lastCarbs"])["carbs"] == .integer(30))
    }

    @Test func pumpStatusAsLoopUploadsIt() throws {
        let status = Self.dated(5, ["device": .string("loop://iPhone"), "pump": .object([
            "clock": Self.iso(5), "pumpID": .string("1F0B"), "manufacturer": .string("Insulet"), "model": .string("Dash"),
            "battery": .object(["percent": .integer(25)]), "suspended": .bool(false), "bolusing": .bool(false), "reservoir": .number(8.5),
        ])])
        let pump = Self.object(Self.make(statuses: [status])["pump"])
        let data = Self.object(pump["data"])
        #expect(Self.object(data["reservoir"])["display"] == .string("8.50U") && Self.object(data["reservoir"])["level"] == .integer(1))
        #expect(Self.object(data["battery"])["display"] == .string("25%") && Self.object(data["battery"])["level"] == .integer(1))
        #expect(Self.object(data["clock"])["display"] == .string("5m ago") && Self.object(data["clock"])["level"] == .integer(-3))
        #expect(data["level"] == .integer(1) && data["title"] == .string("Warning, Pump Reservoir Low"))
        #expect(data["message"] == .string("Pump Battery: 25%\nPump Reservoir: 8.50U"))
        #expect(Self.object(pump["pump"])["pumpID"] == .string("1F0B"), "the status itself is kept")

        var full = status.document
        full["pump"] = .object(["clock": Self.iso(70), "manufacturer": .string("Insulet"), "status": .object(["status": .string("normal"), "suspended": .bool(true)])])
        let stale = Self.object(Self.object(Self.make(statuses: [Self.dated(70, full)])["pump"])["data"])
        #expect(Self.object(stale["reservoir"])["display"] == .string("50+ U"))
        #expect(Self.object(stale["status"])["display"] == .string("suspended"))
        #expect(stale["level"] == .integer(2) && stale["title"] == .string("URGENT: Pump data stale"))
        #expect(Self.make(statuses: [Self.dated(130, full)])["pump"] == nil, "older than two hours")
    }

    @Test func loopStatusFromLoopsDeviceStatuses() throws {
        let enacted: NightscoutJSON = .object(["timestamp": Self.iso(10), "received": .bool(true), "rate": .number(0.5), "duration": .integer(30)])
        let first = Self.dated(10, ["loop": .object(["timestamp": Self.iso(10), "enacted": enacted,
                                                     "predicted": .object(["startDate": Self.iso(10), "values": .array([.integer(120), .integer(118)])])])])
        let second = Self.dated(5, ["loop": .object(["timestamp": Self.iso(5), "iob": .object(["iob": .number(1), "timestamp": Self.iso(5)])]),
                                    "override": .object(["timestamp": Self.iso(5), "active": .bool(false)])])
        let loop = Self.object(Self.make(statuses: [first, second])["loop"])
        #expect(Self.object(loop["lastLoop"])["moment"] == Self.iso(5))
        #expect(Self.object(loop["lastEnacted"])["rate"] == .number(0.5) && Self.object(loop["lastEnacted"])["moment"] == Self.iso(10))
        #expect(Self.object(loop["lastPredicted"])["values"] == .array([.integer(120), .integer(118)]))
        #expect(Self.object(loop["lastOverride"])["active"] == .bool(false))
        #expect(Self.object(loop["display"])["code"] == .string("looping") && Self.object(loop["display"])["symbol"] == .string("↻"))

        let failed = Self.dated(1, ["loop": .object(["timestamp": Self.iso(1), "failureReason": .string("pumpCommunication")])])
        let failing = Self.object(Self.make(statuses: [first, second, failed])["loop"])
        #expect(Self.object(failing["display"])["code"] == .string("error") && failing["lastOkMoment"] == Self.iso(5))
        #expect(Self.make(statuses: [Self.dated(1, ["uploader": .object(["battery": .integer(50)])])])["loop"] == nil)
    }

    @Test func openAPSStatusAsAndroidAPSUploadsIt() throws {
        let status = Self.dated(4, ["device": .string("openaps://samsung SM-G970F"), "openaps": .object([
            "suggested": .object(["timestamp": Self.iso(4), "COB": .integer(12), "eventualBG": .integer(110),
                                  "predBGs": .object(["IOB": .array([.integer(100), .integer(101)])])]),
            "enacted": .object(["timestamp": Self.iso(4), "received": .bool(true), "rate": .number(0.9), "duration": .integer(30), "eventualBG": .integer(110)]),
            "iob": .object(["iob": .number(0.8), "basaliob": .number(0.1), "activity": .number(0.005), "time": Self.iso(4)]),
        ])])
        let properties = Self.make(statuses: [status], profile: Self.profile)
        let openaps = Self.object(properties["openaps"])
        #expect(Self.object(openaps["status"])["code"] == .string("enacted"))
        #expect(Self.object(openaps["lastEnacted"])["rate"] == .number(0.9) && openaps["lastLoopMoment"] == Self.iso(4))
        #expect(openaps["lastEventualBG"] == .integer(110) && Self.object(openaps["lastPredBGs"])["IOB"] == .array([.integer(100), .integer(101)]))
        #expect(Self.object(Self.object(openaps["seenDevices"])["openaps://samsung SM-G970F"])["name"] == .string("samsung SM-G970F"))
        #expect(Self.object(openaps["lastIOB"])["timestamp"] == Self.iso(4), "the iob's `time` becomes its timestamp")
        #expect(Self.object(properties["iob"])["display"] == .string("0.80"))
        #expect(Self.object(properties["cob"])["cob"] == .integer(12) && Self.object(properties["cob"])["source"] == .string("OpenAPS"))
    }

    @Test func basalFromTheProfileAndRunningTempBasals() throws {
        // 12:00 UTC is 14:00 in Berlin (summer time): the 06:00 rate.
        #expect(Self.object(Self.make(profile: Self.profile)["basal"])["display"] == .string("1.200U"))
        let half = Self.dated(10, ["eventType": .string("Temp Basal"), "percent": .integer(-50), "duration": .integer(30)])
        #expect(Self.object(Self.make(treatments: [half], profile: Self.profile)["basal"])["display"] == .string("T: 0.600U"))
        let absolute = Self.dated(5, ["eventType": .string("Temp Basal"), "absolute": .number(0.3), "duration": .integer(30)])
        let basal = Self.object(Self.make(treatments: [half, absolute], profile: Self.profile)["basal"])
        #expect(basal["display"] == .string("T: 0.300U") && Self.object(Self.object(basal["current"])["treatment"])["absolute"] == .number(0.3))
        let ended = Self.dated(2, ["eventType": .string("Temp Basal"), "duration": .integer(0)])
        #expect(Self.object(Self.make(treatments: [absolute, ended], profile: Self.profile)["basal"])["display"] == .string("1.200U"), "an end event stops it")

        let circadian = Self.dated(60, ["eventType": .string("Profile Switch"), "profile": .string("Default"),
                                        "CircadianPercentageProfile": .bool(true), "percentage": .integer(150)])
        #expect(Self.object(Self.make(treatments: [circadian], profile: Self.profile)["basal"])["display"] == .string("1.800U"))
        let sport = Self.dated(30, ["eventType": .string("Profile Switch"), "profile": .string("Sport"), "duration": .integer(60)])
        #expect(Self.object(Self.make(treatments: [sport], profile: Self.profile)["basal"])["display"] == .string("0.500U"))
        #expect(Self.make()["basal"] == nil)
    }

    @Test func agesOfTheSiteTheInsulinTheBatteryAndTheSensor() throws {
        let hour: Int64 = 60
        let properties = Self.make(treatments: [
            Self.dated(50 * hour + 10, ["eventType": .string("Site Change"), "notes": .string("belly")]),
            Self.dated(100 * hour, ["eventType": .string("Insulin Change")]),
            Self.dated(8 * 24 * hour, ["eventType": .string("Sensor Start")]),
            Self.dated(72 * hour + 30, ["eventType": .string("Sensor Change")]),
        ])
        let cage = Self.object(properties["cage"])
        #expect(cage["found"] == .bool(true) && cage["age"] == .integer(50) && cage["display"] == .string("50h"))
        #expect(cage["days"] == .integer(2) && cage["hours"] == .integer(2) && cage["level"] == .integer(1) && cage["notes"] == .string("belly"))
        #expect(cage["treatmentDate"] == .integer(Self.ago(50 * hour + 10)) && cage["minFractions"] == .integer(10))
        let iage = Self.object(properties["iage"])
        #expect(iage["display"] == .string("4d4h") && iage["level"] == .integer(1), "insulinage.js never reaches urgent")
        let bage = Self.object(properties["bage"])
        #expect(bage["found"] == .bool(false) && bage["display"] == .string("n/a ") && bage["level"] == .integer(-3))
        let sage = Self.object(properties["sage"])
        #expect(sage["min"] == .string("Sensor Change"))
        #expect(Self.object(sage["Sensor Start"])["found"] == .bool(false), "the later change replaces the start")
        let change = Self.object(sage["Sensor Change"])
        #expect(change["age"] == .integer(72) && change["display"] == .string("3d0h") && change["displayLong"] == .string("3 days 0 hours"))
        #expect(change["level"] == .integer(-3))
        let none = Self.object(Self.make()["sage"])
        #expect(none["min"] == .string("Sensor Start") && Self.object(none["Sensor Start"])["found"] == .bool(false))
    }
}
