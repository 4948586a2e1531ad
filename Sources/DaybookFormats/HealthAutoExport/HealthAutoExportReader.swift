import DaybookCore
import Foundation

/// Walks one post front to back: `{"data": {"metrics": […], "workouts": […], "stateOfMind": […], …}}`.
/// A metric is `{"name", "units", "data": [points]}`; each point is decoded on its own (at most
/// `ImportLimits.largestObject`), so a post of any size is read in little memory. The app writes a
/// metric's name and units before its points; should they come after, the points wait for them,
/// within the same limit. Meals and nights are gathered over the whole post and handed on at its end.
struct HealthAutoExportReader {
    private var json: JSONStreamReader
    private let context: ImportContext
    private let sink: any ImportSink
    private var meals = HealthAutoExportMeals()
    private var sleep = HealthAutoExportSleep()

    init(_ input: InputStream, context: ImportContext, sink: any ImportSink) {
        json = JSONStreamReader(input)
        self.context = context
        self.sink = sink
    }

    mutating func read() throws {
        try json.beginObject(Problem(.importSubjectPost))
        var sawData = false
        while let key = try json.nextKey() {
            if key == "data" {
                sawData = true
                try data()
            } else {
                try json.skipValue()
            }
        }
        try json.finish()
        guard sawData else {
            throw ImportError(line: 1, field: "data", .importNotHealthAutoExport)
        }
        try sleep.deliver(into: sink)
        try meals.deliver(into: sink)
    }

    private mutating func data() throws {
        try json.beginObject(.named("data"))
        while let key = try json.nextKey() {
            guard try json.beginArray() else {
                try json.skipValue()
                continue
            }
            var index = 0
            while try json.nextElement() {
                let path = "data.\(key)[\(index)]"
                switch key {
                case "metrics": try metric(path)
                case "workouts":
                    let point = try HealthAutoExportWorkout.read(&json, path: path)
                    if let item = try HealthAutoExportWorkout.item(point, context: context, sink: sink) { try sink.receive(item) }
                default:
                    // State of mind, symptoms, medications, cycle tracking, ECG, heart rate notifications.
                    try json.skipValue()
                    sink.skip(key)
                }
                index += 1
            }
        }
    }

    /// Points read before their metric's name (or needed units) was known, and their size in bytes.
    private struct Waiting {
        var points: [(line: Int, path: String, bytes: [UInt8])] = []
        var size = 0
    }

    private mutating func metric(_ path: String) throws {
        try json.beginObject(.named(path))
        var name: String?
        var units: String?
        var waiting = Waiting()
        while let key = try json.nextKey() {
            switch key {
            case "name": name = try json.string(.named("\(path).name"))
            case "units": units = try json.string(.named("\(path).units"))
            case "data": try points(path, name: name, units: units, waiting: &waiting)
            default: try json.skipValue()
            }
        }
        guard let first = waiting.points.first else { return }
        guard let name else { throw ImportError(line: first.line, field: "\(path).name", .missing) }
        guard let metric = HealthAutoExportMetric(name: name) else {
            for _ in waiting.points { sink.skip(name) }
            return
        }
        for point in waiting.points { try self.point(metric, units: units, line: point.line, path: point.path, bytes: point.bytes) }
    }

    /// The metric's `data`: each point read as it comes, skipped unread for a metric Daybook does not
    /// keep, or kept waiting (within `ImportLimits.largestObject`) until the name and units are known.
    private mutating func points(_ path: String, name: String?, units: String?, waiting: inout Waiting) throws {
        guard try json.beginArray() else { return try json.skipValue() }
        let metric = name.flatMap(HealthAutoExportMetric.init(name:))
        var index = 0
        while try json.nextElement() {
            let pointPath = "\(path).data[\(index)]"
            index += 1
            if let name, metric == nil {
                try json.skipValue()
                sink.skip(name)
                continue
            }
            let raw = try json.rawValue(limit: ImportLimits.largestObject, what: .named(pointPath))
            if let metric, units != nil || !metric.needsUnits {
                try point(metric, units: units, line: raw.line, path: pointPath, bytes: raw.bytes)
            } else {
                waiting.points.append((raw.line, pointPath, raw.bytes))
                waiting.size += raw.bytes.count
                guard waiting.size <= ImportLimits.largestObject else {
                    throw ImportError(line: raw.line, field: "\(path).data",
                                      .importPointsTooLong, ["size": "\(ImportLimits.largestObject >> 20)"])
                }
            }
        }
    }

    private mutating func point(_ metric: HealthAutoExportMetric, units: String?, line: Int, path: String, bytes: [UInt8]) throws {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
            throw ImportError(line: line, field: path, .jsonObject)
        }
        let point = HealthAutoExportPoint(object: object, line: line, path: path)
        switch metric {
        case let .nutrient(nutrient): try meals.add(nutrient, units: units, point: point, context: context)
        case .sleep: try sleep.add(point, units: units, context: context, sink: sink)
        default:
            if let item = try HealthAutoExportReadings.item(metric, point, units: units, context: context) { try sink.receive(item) }
        }
    }
}
